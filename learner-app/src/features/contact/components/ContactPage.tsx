import styled from 'styled-components';
import { MailIcon, MapPinIcon, PhoneIcon } from '@ai-women/ui-kit';
import { CONTACT_EMAIL } from '@ai-women/contracts';
import { Inner, Kicker, Lead, PageIntro, PageTitle, Section } from '../../../lib/pageLayout';
import { ContactForm } from './ContactForm';
import { englishTexts, useT } from '../../../i18n';
import contactTexts from '../../../i18n/en/contact.json';

englishTexts({ contact: contactTexts });

export const OFFICE_PHONE = '+91 80 4718 2025';

const IntroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: 1.4fr 1fr;
  gap: ${({ theme }) => theme.space[7]};
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[6]};
  }
`;
const Panel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  & div {
    display: grid;
    grid-template-columns: 2.5rem 1fr;
    gap: ${({ theme }) => theme.space[2]};
  }
  & dt {
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.plum100};
    color: ${({ theme }) => theme.colors.plum700};
  }
  & dd {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
const Label = styled.dd`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
`;

export function ContactPage() {
  const { t } = useT();
  return (
    <>
      <title>{t('contact.title')}</title>
      <meta name="description" content={t('contact.description')} />
      <PageIntro>
        <IntroInner>
          <Kicker>{t('contact.kicker')}</Kicker>
          <PageTitle>{t('contact.heading')}</PageTitle>
          <Lead>{t('contact.lead')}</Lead>
        </IntroInner>
      </PageIntro>
      <Section>
        <Inner>
          <Layout>
            <Panel>
              <h2>{t('contact.sendTitle')}</h2>
              <ContactForm />
            </Panel>
            <Panel as="aside" aria-labelledby="contact-details-title">
              <h2 id="contact-details-title">{t('contact.reachTitle')}</h2>
              <Details>
                <div>
                  <dt>
                    <MapPinIcon title={t('contact.address')} />
                  </dt>
                  <Label>{t('contact.address')}</Label>
                  <dd>{t('contact.officeAddress')}</dd>
                </div>
                <div>
                  <dt>
                    <PhoneIcon title={t('contact.phone')} />
                  </dt>
                  <Label>{t('contact.phoneHours')}</Label>
                  <dd>
                    {/* Non-breaking spaces: a phone number never wraps across lines. */}
                    <a href={`tel:${OFFICE_PHONE.replace(/\s/g, '')}`}>{OFFICE_PHONE.replace(/ /g, '\u00a0')}</a>
                  </dd>
                </div>
                <div>
                  <dt>
                    <MailIcon title={t('contact.helpdesk')} />
                  </dt>
                  <Label>{t('contact.helpdesk')}</Label>
                  <dd>
                    <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
                  </dd>
                </div>
              </Details>
            </Panel>
          </Layout>
        </Inner>
      </Section>
    </>
  );
}
