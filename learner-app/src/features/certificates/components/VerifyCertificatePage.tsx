// /verify/:certificateNo — the public record of one certificate, for an employer or anyone she
// shares the link with. Server-rendered: the facts are in the HTML before any script runs. It shows
// only what the certificate itself says (no email, phone or account details).
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { AlertIcon, Card, CheckCircleIcon, LinkButton, LoadingState } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { PageStatus } from '@ai-women/web-core/page-status';
import { LoadError } from '../../../lib/LoadError';
import { routerLink } from '@ai-women/ui-kit/router';
import { Inner, Kicker, Lead, PageTitle, Section } from '../../../lib/pageLayout';
import { credentialUrl, jwksUrl, usePublicCertificate, type PublicCertificate } from '../api/certificates';
import { dateRange, longDate } from './certificateText';
import { LEARNER_NS, englishTexts, useT } from '../../../i18n';
import { Trans } from '@ai-women/web-core/i18n';
import verifyTexts from '../../../i18n/en/verify.json';

englishTexts({ verify: verifyTexts });

const Narrow = styled(Inner)`
  max-width: 760px;
`;
const Verdict = styled.div<{ $valid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $valid }) => ($valid ? theme.colors.successBg : theme.colors.dangerBg)};
  color: ${({ theme, $valid }) => ($valid ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  & svg {
    flex: none;
    width: 28px;
    height: 28px;
  }
  & p {
    margin: 0;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space[1]};
    & dd {
      margin-bottom: ${({ theme }) => theme.space[3]};
    }
  }
`;
const StudentName = styled.dd`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.plum900} !important;
`;
const Issuer = styled.p`
  margin: ${({ theme }) => `${theme.space[5]} 0 0`};
  color: ${({ theme }) => theme.colors.plum700};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
const HowTo = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  & h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.plum900};
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

function CertificateRecord({ certificate }: { certificate: PublicCertificate }) {
  const valid = certificate.status === 'valid';
  const { t, locale } = useT();
  const revokedOn = longDate(certificate.revoked_at, locale);
  const no = certificate.certificate_no;
  return (
    <>
      <title>{t('verify.docTitle', { no })}</title>
      <meta name="description" content={t('verify.description', { no, course: certificate.course_title })} />
      <meta name="robots" content="noindex" />
      <Kicker>{t('verify.kicker')}</Kicker>
      <PageTitle id="verify-title">{t('verify.title', { no })}</PageTitle>
      <Verdict $valid={valid} role="status">
        {valid ? <CheckCircleIcon aria-hidden="true" /> : <AlertIcon aria-hidden="true" />}
        <p>{valid ? t('verify.valid') : t('verify.revoked', { date: revokedOn })}</p>
      </Verdict>
      <Card
        title={t('verify.cardTitle')}
        headingLevel={2}
        actions={
          <StatusBadge
            status={valid ? t('verify.validBadge') : t('verify.revokedBadge', { date: revokedOn })}
            tone={valid ? 'success' : 'danger'}
          />
        }
      >
        <Facts>
          <dt>{t('verify.awardedTo')}</dt>
          <StudentName>{certificate.student_name}</StudentName>
          <dt>{t('verify.course')}</dt>
          <dd>{certificate.course_title}</dd>
          <dt>{t('verify.batch')}</dt>
          <dd>{certificate.batch_name}</dd>
          <dt>{t('verify.dates')}</dt>
          <dd>{dateRange(certificate.start_date, certificate.end_date, locale)}</dd>
          <dt>{t('verify.tutor')}</dt>
          <dd>{certificate.tutor_name ?? '—'}</dd>
          <dt>{t('verify.issuedOn')}</dt>
          <dd>{longDate(certificate.issued_at, locale)}</dd>
          <dt>{t('verify.certificateNo')}</dt>
          <dd>{certificate.certificate_no}</dd>
        </Facts>
        <Issuer>{t('verify.issuer')}</Issuer>
      </Card>
      <HowTo aria-labelledby="verify-how-title">
        <h2 id="verify-how-title">{t('verify.howTitle')}</h2>
        <p>{t('verify.howText')}</p>
        {valid ? (
          <Actions>
            <LinkButton href={credentialUrl(certificate.certificate_no)} variant="secondary">
              {t('verify.downloadCredential')}
            </LinkButton>
            <LinkButton href={jwksUrl()} variant="ghost">
              {t('verify.keys')}
            </LinkButton>
          </Actions>
        ) : (
          <p>{t('verify.noCredential')}</p>
        )}
      </HowTo>
    </>
  );
}

function NotFound({ certificateNo }: { certificateNo: string }) {
  const { t, path } = useT();
  return (
    <>
      <title>{t('verify.notFoundDocTitle')}</title>
      <meta name="robots" content="noindex" />
      <PageStatus code={404} />
      <Kicker>{t('verify.kicker')}</Kicker>
      <PageTitle id="verify-title">{t('verify.notFoundTitle')}</PageTitle>
      <Lead>
        <Trans
          ns={LEARNER_NS}
          t={t}
          i18nKey="verify.notFoundText"
          values={{ no: certificateNo }}
          components={[<strong key="no" />]}
        />
      </Lead>
      <Actions>
        <LinkButton href={path('/contact')} renderLink={routerLink} variant="secondary">
          {t('verify.contact')}
        </LinkButton>
        <LinkButton href={path('/')} renderLink={routerLink} variant="ghost">
          {t('verify.home')}
        </LinkButton>
      </Actions>
    </>
  );
}

export function VerifyCertificatePage() {
  const certificateNo = useParams().certificateNo ?? '';
  const { data, isPending, isError, isFetching, refetch } = usePublicCertificate(certificateNo);
  const { t } = useT();
  let body;
  if (isPending) body = <LoadingState text={t('verify.checking')} />;
  else if (isError)
    body = (
      <>
        <PageTitle id="verify-title">{t('verify.kicker')}</PageTitle>
        <LoadError message={t('verify.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
      </>
    );
  else if (data === null) body = <NotFound certificateNo={certificateNo} />;
  else body = <CertificateRecord certificate={data} />;
  return (
    <Section aria-label={t('verify.kicker')}>
      <Narrow>{body}</Narrow>
    </Section>
  );
}
