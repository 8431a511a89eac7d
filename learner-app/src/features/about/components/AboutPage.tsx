import { COURSE_FACTS } from '@ai-women/contracts/courses';
import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import { assetUrl } from '../../../lib/assetUrl';
import { LoadError } from '../../../lib/LoadError';
import { routerLink } from '@ai-women/ui-kit/router';
import {
  CardGrid,
  Inner,
  Kicker,
  Lead,
  PageIntro,
  PageIntroInner,
  PageTitle,
  Section,
  SectionTitle,
  StatusText,
} from '../../../lib/pageLayout';
import { useTeam } from '../api/team';
import { englishTexts, useT } from '../../../i18n';
import aboutTexts from '../../../i18n/en/about.json';

englishTexts({ about: aboutTexts });

const PLACEHOLDER = '/assets/team/placeholder.svg';

const Pillars = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

const Member = styled.figure`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  & img {
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.plum100};
  }
  & figcaption strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
  }
  & figcaption span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function TeamGrid() {
  const { t } = useT();
  const { data: team, isPending, isError, isFetching, refetch } = useTeam();
  if (isPending) return <StatusText role="status">{t('about.loadingTeam')}</StatusText>;
  if (isError)
    return <LoadError message={t('about.teamFailed')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (team.length === 0) return <StatusText>{t('about.noTeam')}</StatusText>;
  return (
    <CardGrid $min="200px">
      {team.map((member) => (
        <li key={`${member.id}-${member.name}`}>
          <Member>
            <img
              src={assetUrl(member.image_url || PLACEHOLDER)}
              alt={member.image_url ? t('about.portrait', { name: member.name }) : ''}
              width={140}
              height={140}
              loading="lazy"
              decoding="async"
            />
            <figcaption>
              <strong>{member.name}</strong>
              <span>{member.designation}</span>
            </figcaption>
          </Member>
        </li>
      ))}
    </CardGrid>
  );
}

export function AboutPage() {
  const { t, path } = useT();
  return (
    <>
      <title>{t('about.title')}</title>
      <meta name="description" content={t('about.description')} />
      <PageIntro>
        <PageIntroInner>
          <div>
            <Kicker>{t('about.kicker')}</Kicker>
            <PageTitle>{t('about.heading')}</PageTitle>
            <Lead>{t('about.lead')}</Lead>
            <LinkButton href={path('/course')} renderLink={routerLink}>
              {t('about.seeCourse')}
            </LinkButton>
          </div>
          <img src={assetUrl('/assets/illustrations/about.svg')} alt="" width={640} height={400} fetchPriority="high" />
        </PageIntroInner>
      </PageIntro>

      <Section aria-label={t('about.pillarsLabel')}>
        <Inner>
          <Pillars>
            <Card title={t('about.programTitle')} headingLevel={2}>
              <p>{t('about.program', { minutes: COURSE_FACTS.sessionMinutes })}</p>
            </Card>
            <Card title={t('about.approachTitle')} headingLevel={2}>
              <p>{t('about.approach')}</p>
            </Card>
            <Card title={t('about.aimTitle')} headingLevel={2}>
              <p>{t('about.aim')}</p>
            </Card>
          </Pillars>
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="about-team-title">
        <Inner>
          <SectionTitle id="about-team-title">{t('about.teamTitle')}</SectionTitle>
          <Lead>{t('about.teamLead')}</Lead>
          <TeamGrid />
        </Inner>
      </Section>
    </>
  );
}
