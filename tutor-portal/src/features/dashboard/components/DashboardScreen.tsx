// /tutordashboard: the tutor's overview (batches, stats, tickets, notifications, documents), with a
// dismissible message when its data cannot be loaded.
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BookIcon, Card, CheckCircleIcon, FileIcon, HelpIcon, UsersIcon } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { LIMITS } from '@ai-women/contracts';
import { getStoredTutor, formatBatchDate, formatIndianPhone, formatTicketDate } from '@ai-women/web-core';
import { documentsUploaded } from '../../../lib/tutorApi';
import { LoginPrompt, Loading, Notice, PageHeader, RetryButton } from '../../../components/ScreenParts';
import { useDashboardData } from '../api/dashboardQueries';
import { Avatar, StatCard } from '@ai-women/ui-kit/portal';

export const DASHBOARD_ERROR = 'Failed to load dashboard data';
export const DASHBOARD_ACCESS_DENIED = 'Access Denied - Please login to access your dashboard.';
export const DOCUMENTS_MISSING = 'Documents not uploaded - Please upload your resume and experience letter';

const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min ?? '220px'}, 1fr));
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const TwoCol = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  margin-bottom: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.portalNarrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ProfileCard = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.portalNarrow} {
    width: 100%;
  }
`;
const ProfileText = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Scroll = styled.div`
  max-height: 15rem;
  overflow-y: auto;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
const DocStatus = styled.p<{ $ok: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    flex: none;
    width: 1.5em;
    height: 1.5em;
  }
`;
const MoreLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function DashboardScreen() {
  const tutor = getStoredTutor();
  const tutorId = tutor?.tutor_id ?? null;
  const location = useLocation();
  const flash = (location.state as { flash?: string } | null)?.flash;
  const [flashShown, setFlashShown] = useState(Boolean(flash));
  const [errorDismissed, setErrorDismissed] = useState(false);
  const data = useDashboardData(tutorId);

  if (tutorId === null || tutorId === undefined || tutorId === '')
    return <LoginPrompt>{DASHBOARD_ACCESS_DENIED}</LoginPrompt>;

  const name = tutor?.name?.trim() || 'Tutor';
  const header = (
    <PageHeader>
      <div>
        <h1>Welcome back, {name}!</h1>
        <p>Here is how your batches and students are doing.</p>
      </div>
      <ProfileCard aria-label="Your profile">
        <Avatar name={name} size="md" decorative />
        <ProfileText>
          <strong>{name}</strong>
          <span>{tutor?.email}</span>
        </ProfileText>
      </ProfileCard>
    </PageHeader>
  );
  const messages = (
    <>
      {flash && flashShown && (
        <Notice tone="success" onDismiss={() => setFlashShown(false)}>
          {flash}
        </Notice>
      )}
      {data.isError && !errorDismissed && (
        <Notice
          tone="danger"
          onDismiss={() => setErrorDismissed(true)}
          action={<RetryButton onRetry={() => void data.retry()} retrying={data.isFetching} />}
        >
          {DASHBOARD_ERROR}
        </Notice>
      )}
    </>
  );

  if (data.isLoading) {
    return (
      <>
        {header}
        {messages}
        <Loading>Loading dashboard...</Loading>
      </>
    );
  }

  const batches = data.batches.data ?? [];
  const stats = data.batchStats.data;
  const tickets = data.tickets.data ?? [];
  const ticketStats = data.ticketStats.data;
  const notifications = (data.notifications.data ?? []).slice(0, LIMITS.dashboardNotifications);
  const uploaded = documentsUploaded(data.uploads.data);
  const openTickets = ticketStats?.open_tickets ?? tickets.filter((t) => t.status === 'Open').length;

  return (
    <>
      {header}
      {messages}
      <Grid $min="190px">
        <StatCard
          label="Total Batches"
          value={stats?.total_batches ?? batches.length}
          icon={<BookIcon />}
          tone="plum"
        />
        <StatCard
          label="Active Batches"
          value={stats?.active_batches ?? batches.filter((b) => b.status.toLowerCase() === 'active').length}
          icon={<CheckCircleIcon />}
          tone="teal"
        />
        <StatCard
          label="Total Students"
          value={stats?.total_students ?? 0}
          icon={<UsersIcon />}
          tone="coral"
        />
        <StatCard
          label="Support Tickets"
          value={ticketStats?.total_tickets ?? tickets.length}
          sublabel={`${openTickets} open`}
          icon={<HelpIcon />}
          tone="saffron"
        />
      </Grid>

      <TwoCol>
        <Card
          title="Recent Batches"
          aria-label="Recent Batches"
          headingLevel={2}
          actions={<MoreLink to="/batchespage">All batches</MoreLink>}
        >
          {batches.length === 0 ? (
            <Muted>No batches assigned yet</Muted>
          ) : (
            <List>
              {batches.slice(0, LIMITS.dashboardRecentBatches).map((b) => (
                <Row key={b.batch_id}>
                  <div>
                    <strong>{b.batch_name}</strong>
                    <small>
                      {b.timing} · {b.no_of_people} {b.no_of_people === 1 ? 'student' : 'students'} · since{' '}
                      {formatBatchDate(b.created_at)}
                    </small>
                  </div>
                  <StatusBadge status={b.status} size="sm" />
                </Row>
              ))}
            </List>
          )}
        </Card>
        <Card title="Notifications" aria-label="Notifications" headingLevel={2}>
          {notifications.length === 0 ? (
            <Muted>No new notifications</Muted>
          ) : (
            <Scroll tabIndex={0} role="region" aria-label="Latest notifications">
              <List>
                {notifications.map((n) => (
                  <Row key={n.id}>
                    <div>
                      <strong>{n.title}</strong>
                      <Muted as="span">{n.message}</Muted>
                      <br />
                      <small>{formatTicketDate(n.created_at)}</small>
                    </div>
                  </Row>
                ))}
              </List>
            </Scroll>
          )}
        </Card>
      </TwoCol>

      <TwoCol>
        <Card
          title="Recent Support Tickets"
          aria-label="Recent Support Tickets"
          headingLevel={2}
          actions={<MoreLink to="/tutorsupportticketlist">My tickets</MoreLink>}
        >
          {tickets.length === 0 ? (
            <Muted>No support tickets</Muted>
          ) : (
            <List>
              {tickets.slice(0, LIMITS.dashboardRecentTickets).map((t) => (
                <Row key={t.support_id}>
                  <div>
                    <strong>{t.subject}</strong>
                    <small>
                      #{t.support_id} · {t.priority} · {formatTicketDate(t.created_at)}
                    </small>
                  </div>
                  <StatusBadge status={t.status} size="sm" />
                </Row>
              ))}
            </List>
          )}
        </Card>
        <Card title="Document Status" aria-label="Document Status" headingLevel={2}>
          {uploaded ? (
            <DocStatus $ok>
              <CheckCircleIcon aria-hidden="true" /> Documents uploaded - your skills, resume and experience
              letter are on file
            </DocStatus>
          ) : (
            <>
              <DocStatus $ok={false}>
                <FileIcon aria-hidden="true" /> {DOCUMENTS_MISSING}
              </DocStatus>
              <MoreLink to="/tutoruploads">Upload documents</MoreLink>
            </>
          )}
        </Card>
      </TwoCol>

      <Card title="Quick Overview" aria-label="Quick Overview" headingLevel={2}>
        <Facts>
          <dt>Tutor ID</dt>
          <dd>{String(tutorId)}</dd>
          <dt>Email</dt>
          <dd>{tutor?.email || '—'}</dd>
          <dt>Phone</dt>
          <dd>{formatIndianPhone(tutor?.phone_number)}</dd>
          <dt>Active Students</dt>
          <dd>{stats?.active_students ?? 0}</dd>
          <dt>Completed Batches</dt>
          <dd>
            {stats?.completed_batches ?? batches.filter((b) => b.status.toLowerCase() === 'completed').length}
          </dd>
        </Facts>
      </Card>
    </>
  );
}
