import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '@ai-women/ui-kit/router';
import { Inner, Kicker, Lead, PageIntro, PageIntroInner, PageTitle, Section } from '../../../lib/pageLayout';
import { englishTexts, useT } from '../../../i18n';
import missionTexts from '../../../i18n/en/mission.json';

englishTexts({ mission: missionTexts });

const Goals = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: goal;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 52rem;
  & li {
    counter-increment: goal;
    display: grid;
    grid-template-columns: 3rem 1fr;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  & li::before {
    content: counter(goal);
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.plum600};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.plum900};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

export function MissionPage() {
  const { t, path } = useT();
  // The five goals, in the order the product requires.
  const goals = t('mission.goals', { returnObjects: true }) as unknown as { title: string; text: string }[];
  return (
    <>
      <title>{t('mission.title')}</title>
      <meta name="description" content={t('mission.description')} />
      <PageIntro>
        <PageIntroInner>
          <div>
            <Kicker>{t('mission.kicker')}</Kicker>
            <PageTitle>{t('mission.heading')}</PageTitle>
            <Lead>{t('mission.lead')}</Lead>
          </div>
          <img src={assetUrl('/assets/illustrations/mission.svg')} alt="" width={640} height={400} fetchPriority="high" />
        </PageIntroInner>
      </PageIntro>
      <Section>
        <Inner>
          <Goals>
            {goals.map((g) => (
              <li key={g.title}>
                <div>
                  <h2>{g.title}</h2>
                  <p>{g.text}</p>
                </div>
              </li>
            ))}
          </Goals>
          <p style={{ marginTop: '2rem' }}>
            <LinkButton href={path('/')} renderLink={routerLink} variant="secondary">
              {t('mission.backHome')}
            </LinkButton>
          </p>
        </Inner>
      </Section>
    </>
  );
}
