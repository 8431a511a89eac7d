// /certificate — her certificate in the student area: download it, share its verification link, add
// it to LinkedIn; or, before it is earned, how far she is from it.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CheckIcon, FileIcon, LinkButton, LinkedInIcon, LoadingState } from '@ai-women/ui-kit';
import { Banner, EmptyState, StatusBadge } from '@ai-women/ui-kit/status';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { PROGRAMME, attendanceNeeded, certificatePdfFileName, credentialFileName } from '@ai-women/contracts';
import { apiUrl, errorMessage } from '@ai-women/web-core';
import { routerLink } from '@ai-women/ui-kit/router';
import { useStudentCertificate, type OwnCertificate, type StudentCertificate } from '../api/certificates';
import { dateRange, longDate } from './certificateText';
import { formatSessionDate } from '../../../lib/formatSessionDate';
import { LEARNER_NS, englishTexts, useT } from '../../../i18n';
import { Trans } from '@ai-women/web-core/i18n';
import { useStanding } from '../../../lib/standingApi';
import certificateTexts from '../../../i18n/en/certificate.json';

englishTexts({ certificate: certificateTexts });

const CaughtUp = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  ul {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-left: ${({ theme }) => theme.space[5]};
    line-height: 1.6;
  }
`;
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
  const { t } = useT();
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
              setFailed(errorMessage(error, t('certificate.downloadFailed'), t('certificate.unreachable'))),
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
  const { t } = useT();
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
        {t('certificate.copyLink')}
      </Button>
      <Copied role="status" aria-live="polite">
        {state === 'copied' && (
          <>
            <CheckIcon aria-hidden="true" /> {t('certificate.copied')}
          </>
        )}
        {state === 'failed' && t('certificate.copyFailed')}
      </Copied>
    </>
  );
}

function IssuedCertificate({ certificate, revoked }: { certificate: OwnCertificate; revoked: boolean }) {
  const { t, locale } = useT();
  const revokedOn = longDate(certificate.revoked_at, locale);
  return (
    <Card
      title={certificate.course_title}
      headingLevel={2}
      subtitle={t('certificate.number', { no: certificate.certificate_no })}
      actions={
        <StatusBadge
          status={revoked ? t('certificate.revokedOn', { date: revokedOn }) : t('certificate.valid')}
          tone={revoked ? 'danger' : 'success'}
        />
      }
    >
      <Facts>
        <div>
          <dt>{t('certificate.awardedTo')}</dt>
          <dd>{certificate.student_name}</dd>
        </div>
        <div>
          <dt>{t('certificate.batch')}</dt>
          <dd>{certificate.batch_name}</dd>
        </div>
        <div>
          <dt>{t('certificate.dates')}</dt>
          <dd>{dateRange(certificate.start_date, certificate.end_date, locale)}</dd>
        </div>
        <div>
          <dt>{t('certificate.tutor')}</dt>
          <dd>{certificate.tutor_name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('certificate.issuedOn')}</dt>
          <dd>{longDate(certificate.issued_at, locale)}</dd>
        </div>
        <div>
          <dt>{t('certificate.certificateNo')}</dt>
          <dd>{certificate.certificate_no}</dd>
        </div>
      </Facts>
      {revoked ? (
        <Banner tone="warning" title={t('certificate.revokedTitle')}>
          {t('certificate.revokedText', { date: revokedOn })}
        </Banner>
      ) : (
        <>
          <Actions>
            <DownloadButton
              url={certificate.pdf_url}
              fileName={certificatePdfFileName(certificate.certificate_no)}
            >
              {t('certificate.downloadPdf')}
            </DownloadButton>
            <DownloadButton
              url={certificate.credential_url}
              fileName={credentialFileName(certificate.certificate_no)}
            >
              {t('certificate.downloadCredential')}
            </DownloadButton>
            <LinkButton href={certificate.linkedin_url} external>
              <LinkedInIcon aria-hidden="true" />
              {t('certificate.linkedin')}
              <span className="visually-hidden">{t('certificate.newTab')}</span>
            </LinkButton>
          </Actions>
          <Actions style={{ marginTop: '1rem' }}>
            <CopyLinkButton url={certificate.verify_url} />
          </Actions>
          <VerifyLink>
            <Trans
              ns={LEARNER_NS}
              t={t}
              i18nKey="certificate.anyoneCanCheck"
              values={{ url: certificate.verify_url }}
              components={[
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the address inside
                <a key="verify" href={certificate.verify_url} />,
              ]}
            />
          </VerifyLink>
        </>
      )}
    </Card>
  );
}

/** The missed sessions that count because she caught up on them: "Session 9: caught up on 14 Dec". */
function CaughtUpList({ items }: { items: { session_no: number; on: string }[] }) {
  const { t, locale } = useT();
  if (items.length === 0) return null;
  return (
    <CaughtUp data-testid="certificate-caught-up">
      <Muted>{t('certificate.caughtUpIntro', { count: items.length })}</Muted>
      <ul>
        {items.map((c) => (
          <li key={c.session_no}>
            {t('certificate.caughtUpItem', { no: c.session_no, date: formatSessionDate(c.on, locale) })}
          </li>
        ))}
      </ul>
    </CaughtUp>
  );
}

function NotYet({ data }: { data: Extract<StudentCertificate, { state: 'in_progress' | 'not_eligible' }> }) {
  const { t } = useT();
  const standing = useStanding().data;
  // What the certificate needs is counted out of the whole course (20 of 25), never out of the
  // sessions held so far: before the first class that would read "0 of 0 … enough".
  const total = standing?.total ?? PROGRAMME.sessions;
  const needed = standing && standing.stage === 'in_course' ? standing.required : attendanceNeeded(total);
  const remaining = Math.max(0, needed - data.attended);
  if (data.state === 'not_eligible') {
    return (
      <Card title={t('certificate.noneTitle')} headingLevel={2}>
        <Message>{t('certificate.shortBy', { count: data.short_by, required: data.required })}</Message>
        <Muted>
          {t('certificate.noneText', {
            batch: data.batch_name,
            attended: data.attended,
            held: data.held,
            required: data.required,
            total,
          })}
        </Muted>
        <CaughtUpList items={data.caught_up} />
      </Card>
    );
  }
  return (
    <Card title={t('certificate.onWayTitle')} headingLevel={2}>
      <Message>
        {data.held === 0
          ? t('certificate.notStarted', { required: needed, total })
          : t('certificate.attended', {
              attended: data.attended,
              count: data.held,
              required: needed,
              total,
            })}
      </Message>
      <Muted>
        {remaining > 0
          ? t('certificate.attendMore', { count: remaining, batch: data.batch_name })
          : t('certificate.enough', { batch: data.batch_name })}
      </Muted>
      <CaughtUpList items={data.caught_up} />
    </Card>
  );
}

export function CertificateScreen() {
  const { data, isPending, isError, error, isFetching, refetch } = useStudentCertificate();
  const { t } = useT();
  let body;
  if (isPending) body = <LoadingState text={t('certificate.loading')} />;
  else if (isError)
    body = (
      <Banner
        tone="error"
        title={t('certificate.loadFailed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={isFetching}>
            {t('certificate.tryAgain')}
          </Button>
        }
      >
        {errorMessage(error, t('certificate.tryLater'), t('certificate.offline'))}
      </Banner>
    );
  else if (data.state === 'no_batch')
    body = (
      <EmptyState
        headingLevel={2}
        title={t('certificate.noBatchTitle')}
        description={t('certificate.noBatchText')}
        action={
          <LinkButton href="/course" renderLink={routerLink}>
            {t('certificate.seeCourse')}
          </LinkButton>
        }
      />
    );
  else if ('certificate' in data)
    body = <IssuedCertificate certificate={data.certificate} revoked={data.state === 'revoked'} />;
  else body = <NotYet data={data} />;
  return (
    <Stack>
      <ScreenHeader title={t('certificate.title')} />
      {body}
    </Stack>
  );
}
