import styled from 'styled-components';
import { LinkButton } from '@ai-women/ui-kit';
import { assetUrl } from '../../../lib/assetUrl';
import { routerLink } from '../../../lib/routerLink';
import { Inner, Kicker, Lead, PageIntro, PageIntroInner, PageTitle, Section } from '../../../lib/pageLayout';

/** The five goals of the mission page, in the order the product requires. */
export const goals = [
  {
    title: 'Everyday efficiency',
    text: 'Give every woman back an hour a day. Meal plans, school notes, bills and messages take minutes with the right AI habits, and that time belongs to her.',
  },
  {
    title: 'Breaking technology barriers',
    text: 'Replace “this is not for me” with “I can try that”. We teach in plain language, at a gentle pace, with women tutors who once felt the same hesitation.',
  },
  {
    title: 'Financial independence',
    text: 'Help women earn, save and decide: price a product, grow a home business, manage household money and understand what they sign.',
  },
  {
    title: 'Career growth',
    text: 'Open doors to first jobs, returns after a break and promotions, with résumés, interviews and workplace skills that employers already ask for.',
  },
  {
    title: 'Personal well-being',
    text: 'Use technology to rest, not to rush: plan routines, learn something joyful, and keep a healthy distance from the screen when the work is done.',
  },
] as const;

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
  return (
    <>
      <title>What We Want to Achieve · Aarohi — AI for Women</title>
      <meta
        name="description"
        content="Aarohi's mission: everyday efficiency, breaking technology barriers, financial independence, career growth and personal well-being for women."
      />
      <PageIntro>
        <PageIntroInner>
          <div>
            <Kicker>Our mission</Kicker>
            <PageTitle>What We Want to Achieve</PageTitle>
            <Lead>
              Five promises guide every session we teach. They are how we measure whether Aarohi is working — one woman at
              a time.
            </Lead>
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
            <LinkButton href="/" renderLink={routerLink} variant="secondary">
              Back to Home
            </LinkButton>
          </p>
        </Inner>
      </Section>
    </>
  );
}
