import type { ReactNode } from 'react';
import styled from 'styled-components';
import { englishTexts, useT } from '../../../i18n';
import authTexts from '../../../i18n/en/auth.json';

englishTexts({ auth: authTexts });

const Page = styled.section`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    /* The brand banner keeps its own height; the form's row takes whatever the page has left. */
    grid-template-rows: auto 1fr;
  }
`;

// The brand panel runs the page's full height; its words are centred in the first screen and stay
// in view beside a long form, so they sit in the same place whatever the form grows to (a
// session-dependent form appears only after hydration: words centred on the whole page would jump).
const Aside = styled.div`
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.plum700},
    ${({ theme }) => theme.colors.plum900}
  );
  color: ${({ theme }) => theme.colors.onDark};
`;

const AsideContent = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.navHeight};
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.mobile} {
    position: static;
    min-height: 0;
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const AsideTitle = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.75rem;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.mobile} {
    font-size: 1.25rem;
  }
`;

const AsideText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Points = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  li::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.saffron400};
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Panel = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  }
`;

const Inner = styled.div`
  width: 100%;
  max-width: 560px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  color: ${({ theme }) => theme.colors.plum900};
  font-size: 2rem;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ theme }) => theme.media.mobile} {
    font-size: 1.625rem;
  }
`;

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Footer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-up, payment and login pages: a brand panel beside the form. */
export function AuthLayout({ title, intro, footer, children }: AuthLayoutProps) {
  const { t } = useT();
  const points = t('auth.points', { returnObjects: true }) as unknown as string[];
  return (
    <Page>
      <Aside>
        <AsideContent>
          <AsideTitle>{t('auth.asideTitle')}</AsideTitle>
          <AsideText>{t('auth.asideText')}</AsideText>
          <Points>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </Points>
        </AsideContent>
      </Aside>
      <Panel>
        <Inner>
          <div>
            <Title>{title}</Title>
            {intro && <Intro>{intro}</Intro>}
          </div>
          {children}
          {footer && <Footer>{footer}</Footer>}
        </Inner>
      </Panel>
    </Page>
  );
}
