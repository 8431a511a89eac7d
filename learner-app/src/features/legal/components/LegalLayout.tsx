import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTACT_EMAIL } from '@ai-women/contracts';
import { Trans } from '@ai-women/web-core/i18n';
import { Inner, Kicker, Lead, PageIntro, PageTitle, Prose, Section } from '../../../lib/pageLayout';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import legalTexts from '../../../i18n/en/legal.json';

englishTexts({ legal: legalTexts });

const IntroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

/** The day both documents last changed (a calendar day, shown in the page's language). */
const UPDATED = '2025-01-01';

/**
 * A legal document (legal.terms or legal.privacy in the texts): numbered sections in the order the
 * product requires, whose links (<mail>, <contact>, <privacy>, <terms>) keep the page's language.
 */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t, locale, path } = useT();
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as unknown as { title: string; text: string }[];
  const updated = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${UPDATED}T00:00:00Z`),
  );
  const links = {
    // Trans puts the address inside; the e-mail text comes from the translation.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    mail: <a href={`mailto:${CONTACT_EMAIL}`} />,
    contact: <Link to={path('/contact')} />,
    privacy: <Link to={path('/privacy-policy')} />,
    terms: <Link to={path('/terms-and-conditions')} />,
  };
  return (
    <>
      <title>{t(`legal.${doc}.title`)}</title>
      <meta name="description" content={t(`legal.${doc}.description`)} />
      <PageIntro>
        <IntroInner>
          <Kicker>{t('legal.updated', { date: updated })}</Kicker>
          <PageTitle>{t(`legal.${doc}.heading`)}</PageTitle>
          <Lead>{t(`legal.${doc}.lead`)}</Lead>
        </IntroInner>
      </PageIntro>
      <Section>
        <Inner>
          <Prose>
            {sections.map((section, i) => (
              <Fragment key={section.title}>
                <h2>{section.title}</h2>
                <p>
                  <Trans
                    ns={LEARNER_NS}
                    t={t}
                    i18nKey={`legal.${doc}.sections.${i}.text`}
                    values={{ email: CONTACT_EMAIL }}
                    components={links}
                  />
                </p>
              </Fragment>
            ))}
          </Prose>
        </Inner>
      </Section>
    </>
  );
}
