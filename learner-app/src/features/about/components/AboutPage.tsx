import styled from 'styled-components';
import { Card, LinkButton } from '@ai-women/ui-kit';
import { assetUrl } from '../../../lib/assetUrl';
import { LoadError } from '../../../lib/LoadError';
import { routerLink } from '../../../lib/routerLink';
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
  const { data: team, isPending, isError, isFetching, refetch } = useTeam();
  if (isPending) return <StatusText role="status">Loading our team…</StatusText>;
  if (isError) return <LoadError message="Failed to load team data" onRetry={() => void refetch()} retrying={isFetching} />;
  if (team.length === 0) return <StatusText>No team members found.</StatusText>;
  return (
    <CardGrid $min="200px">
      {team.map((member) => (
        <li key={`${member.id}-${member.name}`}>
          <Member>
            <img
              src={assetUrl(member.image_url || PLACEHOLDER)}
              alt={member.image_url ? `Portrait of ${member.name}` : ''}
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
  return (
    <>
      <title>About Us · Aarohi — AI for Women</title>
      <meta
        name="description"
        content="Why Aarohi exists, how the 4-week live AI programme for women works, and the women who teach it."
      />
      <PageIntro>
        <PageIntroInner>
          <div>
            <Kicker>About Aarohi</Kicker>
            <PageTitle>Aarohi means “rising”. That is what we help women do.</PageTitle>
            <Lead>
              We are teachers, engineers and career coaches who watched too many capable women being told that
              technology was “not for them”. Aarohi is our answer: a warm, practical AI course that meets women where
              they are.
            </Lead>
            <LinkButton href="/course" renderLink={routerLink}>
              See the course
            </LinkButton>
          </div>
          <img src={assetUrl('/assets/illustrations/about.svg')} alt="" width={640} height={400} fetchPriority="high" />
        </PageIntroInner>
      </PageIntro>

      <Section aria-label="Our program, approach and aim">
        <Inner>
          <Pillars>
            <Card title="Our program" headingLevel={2}>
              <p>
                Four weeks, 25 live online sessions from Monday to Saturday. Six sessions a week, an hour each, in small
                batches so your tutor knows your name and your goals.
              </p>
            </Card>
            <Card title="Our approach" headingLevel={2}>
              <p>
                Learn by doing. Every session starts with a real task from a real woman’s day and ends with something you
                made yourself. Plain language first; the technical words come later, if you want them.
              </p>
            </Card>
            <Card title="Our aim" headingLevel={2}>
              <p>
                That every woman who finishes the course saves time each day, feels at home with AI tools, and has at
                least one new way to learn, earn or grow that she did not have before.
              </p>
            </Card>
          </Pillars>
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="about-team-title">
        <Inner>
          <SectionTitle id="about-team-title">Meet Our Team</SectionTitle>
          <Lead>The people behind every session, every worksheet and every answered question.</Lead>
          <TeamGrid />
        </Inner>
      </Section>
    </>
  );
}
