// Why choose us, on the dark band. Static: server-rendered, never hydrated (see HomePage).
import styled from 'styled-components';
import { Inner, Section, SectionTitle } from '../../../lib/pageLayout';
import { whyChooseUs, homeItems } from '../lib/content';
import { englishTexts, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

const Reasons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => `${theme.space[5]} ${theme.space[7]}`};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.saffron400};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

export default function HomeWhy() {
  const { t } = useT();
  const texts = homeItems(t, 'home.why');
  return (
    <Section $tone="dark" aria-labelledby="home-why-title">
      <Inner>
        <SectionTitle id="home-why-title">{t('home.whyTitle')}</SectionTitle>
        <Reasons>
          {whyChooseUs.map((r, i) => (
            <li key={r.title}>
              <h3>{texts[i]?.title ?? r.title}</h3>
              <p>{texts[i]?.text ?? r.text}</p>
            </li>
          ))}
        </Reasons>
      </Inner>
    </Section>
  );
}
