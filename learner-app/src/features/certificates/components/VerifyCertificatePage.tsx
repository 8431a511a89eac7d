// /verify/:certificateNo — the public record of one certificate, for an employer or anyone she
// shares the link with. Server-rendered: the facts are in the HTML before any script runs. It shows
// only what the certificate itself says (no email, phone or account details).
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { Card, CheckCircleIcon, AlertIcon, LinkButton, LoadingState, StatusBadge } from '@ai-women/ui-kit';
import { PageStatus } from '@ai-women/web-core/page-status';
import { LoadError } from '../../../lib/LoadError';
import { routerLink } from '../../../lib/routerLink';
import { Inner, Kicker, Lead, PageTitle, Section } from '../../../lib/pageLayout';
import { credentialUrl, jwksUrl, usePublicCertificate, type PublicCertificate } from '../api/certificates';
import { dateRange, longDate } from './certificateText';

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
  const revokedOn = longDate(certificate.revoked_at);
  return (
    <>
      <title>{`Certificate ${certificate.certificate_no} · Aarohi — AI for Women`}</title>
      <meta
        name="description"
        content={`Verify Aarohi certificate ${certificate.certificate_no}: ${certificate.course_title}.`}
      />
      <meta name="robots" content="noindex" />
      <Kicker>Certificate verification</Kicker>
      <PageTitle id="verify-title">Certificate {certificate.certificate_no}</PageTitle>
      <Verdict $valid={valid} role="status">
        {valid ? <CheckCircleIcon aria-hidden="true" /> : <AlertIcon aria-hidden="true" />}
        <p>
          {valid
            ? 'This certificate is valid. Aarohi issued it and has not withdrawn it.'
            : `This certificate was revoked on ${revokedOn}. It is no longer valid.`}
        </p>
      </Verdict>
      <Card
        title="Certificate of completion"
        headingLevel={2}
        actions={
          <StatusBadge
            status={valid ? 'Valid' : `Revoked on ${revokedOn}`}
            tone={valid ? 'success' : 'danger'}
          />
        }
      >
        <Facts>
          <dt>Awarded to</dt>
          <StudentName>{certificate.student_name}</StudentName>
          <dt>Course</dt>
          <dd>{certificate.course_title}</dd>
          <dt>Batch</dt>
          <dd>{certificate.batch_name}</dd>
          <dt>Dates</dt>
          <dd>{dateRange(certificate.start_date, certificate.end_date)}</dd>
          <dt>Tutor</dt>
          <dd>{certificate.tutor_name ?? '—'}</dd>
          <dt>Issued on</dt>
          <dd>{longDate(certificate.issued_at)}</dd>
          <dt>Certificate number</dt>
          <dd>{certificate.certificate_no}</dd>
        </Facts>
        <Issuer>Issued by Aarohi — AI for Women</Issuer>
      </Card>
      <HowTo aria-labelledby="verify-how-title">
        <h2 id="verify-how-title">Verify the digital credential</h2>
        <p>
          This page is Aarohi’s own record of the certificate. The certificate also comes as a signed digital
          credential (a W3C Verifiable Credential in JWT form). Any standard verifier can check its signature
          against Aarohi’s public keys.
        </p>
        {valid ? (
          <Actions>
            <LinkButton href={credentialUrl(certificate.certificate_no)} variant="secondary">
              Download the credential
            </LinkButton>
            <LinkButton href={jwksUrl()} variant="ghost">
              Aarohi’s public keys (JWKS)
            </LinkButton>
          </Actions>
        ) : (
          <p>A revoked certificate has no credential to download.</p>
        )}
      </HowTo>
    </>
  );
}

function NotFound({ certificateNo }: { certificateNo: string }) {
  return (
    <>
      <title>Certificate not found · Aarohi — AI for Women</title>
      <meta name="robots" content="noindex" />
      <PageStatus code={404} />
      <Kicker>Certificate verification</Kicker>
      <PageTitle id="verify-title">Certificate not found</PageTitle>
      <Lead>
        Aarohi has no certificate with the number <strong>{certificateNo}</strong>. Check the number on the
        certificate (it looks like AAR-7KQ2-M9XD-4HTP-R3WN) or ask its holder for her verification link.
      </Lead>
      <Actions>
        <LinkButton href="/contact" renderLink={routerLink} variant="secondary">
          Contact us
        </LinkButton>
        <LinkButton href="/" renderLink={routerLink} variant="ghost">
          Back to Home
        </LinkButton>
      </Actions>
    </>
  );
}

export function VerifyCertificatePage() {
  const certificateNo = useParams().certificateNo ?? '';
  const { data, isPending, isError, isFetching, refetch } = usePublicCertificate(certificateNo);
  let body;
  if (isPending) body = <LoadingState text="Checking the certificate…" />;
  else if (isError)
    body = (
      <>
        <PageTitle id="verify-title">Certificate verification</PageTitle>
        <LoadError
          message="We could not check this certificate right now."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </>
    );
  else if (data === null) body = <NotFound certificateNo={certificateNo} />;
  else body = <CertificateRecord certificate={data} />;
  return (
    <Section aria-label="Certificate verification">
      <Narrow>{body}</Narrow>
    </Section>
  );
}
