// What she gains, as four cards. Static: server-rendered, never hydrated (see HomePage).
import styled from 'styled-components';
import { Card } from '@ai-women/ui-kit';
import { assetUrl } from '../../../lib/assetUrl';
import { CardGrid, Inner, Lead, Section, SectionTitle } from '../../../lib/pageLayout';
import { benefits, homeItems } from '../lib/content';
import { englishTexts, useT } from '../../../i18n';
import homeTexts from '../../../i18n/en/home.json';

englishTexts({ home: homeTexts });

const BenefitImage = styled.img`
  display: block;
  width: 88px;
  height: 88px;
`;

const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export default function HomeBenefits() {
  const { t } = useT();
  const texts = homeItems(t, 'home.benefits');
  return (
    <Section aria-labelledby="home-benefits-title">
      <Inner>
        <SectionTitle id="home-benefits-title">{t('home.benefitsTitle')}</SectionTitle>
        <Lead>{t('home.benefitsLead')}</Lead>
        <CardGrid $min="230px">
          {benefits.map((b, i) => (
            <li key={b.image}>
              <Card title={texts[i]?.title ?? b.title}>
                <BenefitImage
                  src={assetUrl(b.image)}
                  alt=""
                  width={88}
                  height={88}
                  loading="lazy"
                  decoding="async"
                />
                <CardText>{texts[i]?.text ?? b.text}</CardText>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Inner>
    </Section>
  );
}
