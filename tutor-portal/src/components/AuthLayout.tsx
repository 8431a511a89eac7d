// The frame of the tutor login and registration pages: a warm brand panel beside the form card.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.portalNarrow} {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[7]};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.plum900},
    ${({ theme }) => theme.colors.plum700}
  );
  color: ${({ theme }) => theme.colors.onDark};
  ${({ theme }) => theme.media.portalNarrow} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Home = styled(Link)`
  align-self: flex-start;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.onDark};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onDark};
    outline-offset: 4px;
  }
`;

const Pitch = styled.div`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.onDark};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    max-width: 36ch;
    color: ${({ theme }) => theme.colors.onDarkMuted};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
  ${({ theme }) => theme.media.portalNarrow} {
    h2 {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
    p,
    svg {
      display: none;
    }
  }
`;

const Main = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.portalNarrow} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
    place-items: start stretch;
  }
`;

const FormCard = styled.div`
  width: 100%;
  max-width: 460px;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.plum900};
  }
  ${({ theme }) => theme.media.portalNarrow} {
    padding: ${({ theme }) => theme.space[5]};
    max-width: none;
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An original illustration: a rising path of sessions, the brand's "ascent". */
function AscentArt() {
  return (
    <svg
      width="280"
      height="160"
      viewBox="0 0 280 160"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M10 150 C 70 140, 90 110, 130 95 S 200 50, 262 22"
        fill="none"
        stroke="#e7dcec"
        strokeWidth="3"
        strokeDasharray="6 8"
      />
      {[
        [30, 146],
        [80, 128],
        [130, 95],
        [180, 72],
        [230, 40],
      ].map(([cx, cy], i) => (
        <circle key={i} cx={cx} cy={cy} r={i === 4 ? 12 : 8} fill={i === 4 ? '#f4b740' : '#e0684f'} />
      ))}
      <rect x="200" y="100" width="64" height="44" rx="8" fill="#8a3ea6" />
      <rect x="208" y="110" width="34" height="5" rx="2.5" fill="#f3e8f7" />
      <rect x="208" y="121" width="48" height="5" rx="2.5" fill="#f3e8f7" opacity="0.7" />
      <rect x="208" y="132" width="24" height="5" rx="2.5" fill="#f3e8f7" opacity="0.5" />
    </svg>
  );
}

export function AuthLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Page>
      <Panel>
        <Home to="/">Aarohi</Home>
        <Pitch>
          <h2>Teach the women who are rising with AI.</h2>
          <p>
            Your batches, your students and your documents in one calm place: start a live session, track your
            cohorts and reach our support team whenever you need a hand.
          </p>
        </Pitch>
        <Pitch>
          <AscentArt />
        </Pitch>
      </Panel>
      <Main>
        <FormCard>
          <h1>{title}</h1>
          <Lead>{lead}</Lead>
          {children}
        </FormCard>
      </Main>
    </Page>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const SwitchLine = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
