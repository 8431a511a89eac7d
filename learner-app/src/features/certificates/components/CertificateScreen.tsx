// /certificate — her certificate in the student area: download it, share its verification link, add
// it to LinkedIn; or, before it is earned, how far she is from it.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  Card,
  CheckIcon,
  EmptyState,
  FileIcon,
  LinkButton,
  LinkedInIcon,
  LoadingState,
  ScreenHeader,
  StatusBadge,
} from '@ai-women/ui-kit';
import { certificatePdfFileName, credentialFileName } from '@ai-women/contracts';
import { apiUrl, errorMessage } from '@ai-women/web-core';
import { routerLink } from '../../../lib/routerLink';
import { useStudentCertificate, type OwnCertificate, type StudentCertificate } from '../api/certificates';
import { dateRange, longDate } from './certificateText';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;
const Copied = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-height: 1.5rem;
`;
const VerifyLink = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  & a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.plum900};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Fetches a file from the API with her session and hands it to the browser as a download: the PDF
 * needs her cookie, which a plain cross-site link would not be sure to carry.
 */
async function downloadFile(url: string, fileName: string) {
  const response = await fetch(apiUrl(url), { credentials: 'include' });
  if (!response.ok) throw new Error('The file could not be downloaded. Please try again.');
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function DownloadButton({ url, fileName, children }: { url: string; fileName: string; children: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        loading={busy}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setFailed(null);
          downloadFile(url, fileName)
            .catch((error: unknown) =>
              setFailed(
                errorMessage(error, 'The file could not be downloaded.', 'The server cannot be reached.'),
              ),
            )
            .finally(() => setBusy(false));
        }}
      >
        <FileIcon aria-hidden="true" /> {children}
      </Button>
      {failed && (
        <Muted role="alert" style={{ flexBasis: '100%' }}>
          {failed}
        </Muted>
      )}
    </>
  );
}

function CopyLinkButton({ url }: { url: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          clearTimeout(timer.current);
          const copy = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
          copy
            .then(() => setState('copied'))
            .catch(() => setState('failed'))
            .finally(() => {
              timer.current = setTimeout(() => setState('idle'), 4000);
            });
        }}
      >
        Copy verification link
      </Button>
      <Copied role="status" aria-live="polite">
        {state === 'copied' && (
          <>
            <CheckIcon aria-hidden="true" /> Copied
          </>
        )}
        {state === 'failed' && 'Copy did not work — select the link below instead.'}
      </Copied>
    </>
  );
}

function IssuedCertificate({ certificate, revoked }: { certificate: OwnCertificate; revoked: boolean }) {
  return (
    <Card
      title={certificate.course_title}
      headingLevel={2}
      subtitle={`Certificate ${certificate.certificate_no}`}
      actions={
        <StatusBadge
          status={revoked ? `Revoked on ${longDate(certificate.revoked_at)}` : 'Valid'}
          tone={revoked ? 'danger' : 'success'}
        />
      }
    >
      <Facts>
        <div>
          <dt>Awarded to</dt>
          <dd>{certificate.student_name}</dd>
        </div>
        <div>
          <dt>Batch</dt>
          <dd>{certificate.batch_name}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{dateRange(certificate.start_date, certificate.end_date)}</dd>
        </div>
        <div>
          <dt>Tutor</dt>
          <dd>{certificate.tutor_name ?? '—'}</dd>
        </div>
        <div>
          <dt>Issued on</dt>
          <dd>{longDate(certificate.issued_at)}</dd>
        </div>
        <div>
          <dt>Certificate number</dt>
          <dd>{certificate.certificate_no}</dd>
        </div>
      </Facts>
      {revoked ? (
        <Banner tone="warning" title="This certificate was revoked">
          Aarohi revoked this certificate on {longDate(certificate.revoked_at)}. It no longer counts as valid,
          and its verification page says so. If you think this is a mistake, please raise a support ticket.
        </Banner>
      ) : (
        <>
          <Actions>
            <DownloadButton
              url={certificate.pdf_url}
              fileName={certificatePdfFileName(certificate.certificate_no)}
            >
              Download PDF
            </DownloadButton>
            <DownloadButton
              url={certificate.credential_url}
              fileName={credentialFileName(certificate.certificate_no)}
            >
              Download credential
            </DownloadButton>
            <LinkButton href={certificate.linkedin_url} external>
              <LinkedInIcon aria-hidden="true" />
              Add to LinkedIn profile<span className="visually-hidden"> (opens in a new tab)</span>
            </LinkButton>
          </Actions>
          <Actions style={{ marginTop: '1rem' }}>
            <CopyLinkButton url={certificate.verify_url} />
          </Actions>
          <VerifyLink>
            Anyone can check it at <a href={certificate.verify_url}>{certificate.verify_url}</a>
          </VerifyLink>
        </>
      )}
    </Card>
  );
}

function NotYet({ data }: { data: Extract<StudentCertificate, { state: 'in_progress' | 'not_eligible' }> }) {
  const total = 25;
  if (data.state === 'not_eligible') {
    return (
      <Card title="No certificate for this batch" headingLevel={2}>
        <Message>
          You were {data.short_by} {data.short_by === 1 ? 'session' : 'sessions'} short of the {data.required}{' '}
          needed.
        </Message>
        <Muted>
          {data.batch_name} is complete and you attended {data.attended} of {data.held} sessions held. A
          certificate needs at least {data.required} of {total}. If something kept you away, raise a support
          ticket and our team will look at it.
        </Muted>
      </Card>
    );
  }
  return (
    <Card title="Your certificate is on its way" headingLevel={2}>
      <Message>
        Attended {data.attended} of {data.held} {data.held === 1 ? 'session' : 'sessions'} held; the
        certificate needs {data.required} of {total} and the batch to be completed.
      </Message>
      <Muted>
        {data.short_by > 0
          ? `Attend ${data.short_by} more ${data.short_by === 1 ? 'session' : 'sessions'} of ${data.batch_name} to earn it.`
          : `You have attended enough sessions. Your certificate is issued when ${data.batch_name} is completed.`}
      </Muted>
    </Card>
  );
}

export function CertificateScreen() {
  const { data, isPending, isError, error, isFetching, refetch } = useStudentCertificate();
  let body;
  if (isPending) body = <LoadingState text="Loading your certificate…" />;
  else if (isError)
    body = (
      <Banner
        tone="error"
        title="Your certificate could not be loaded"
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={isFetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(
          error,
          'Please try again in a moment.',
          'The server cannot be reached. Check your connection.',
        )}
      </Banner>
    );
  else if (data.state === 'no_batch')
    body = (
      <EmptyState
        headingLevel={2}
        title="No certificate yet"
        description="Your certificate appears here once you have joined a batch and completed the course."
        action={
          <LinkButton href="/course" renderLink={routerLink}>
            See the course
          </LinkButton>
        }
      />
    );
  else if ('certificate' in data)
    body = <IssuedCertificate certificate={data.certificate} revoked={data.state === 'revoked'} />;
  else body = <NotYet data={data} />;
  return (
    <Stack>
      <ScreenHeader title="My certificate" />
      {body}
    </Stack>
  );
}
