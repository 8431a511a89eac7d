// One batch: name, ID, status badge, students, timing as received, Join Meeting when a URL exists,
// and the status actions its current status allows (see ../lib/batchActions). The date is the
// batch's start (en-US short): when its classes begin is what a tutor plans by, not when the row was
// made. Its tutor also sees who is in it and sets its meeting link.
import { useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import {
  Button,
  CalendarIcon,
  ClockIcon,
  LinkButton as SessionsLink,
  UsersIcon,
  VideoIcon,
} from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { routerLink } from '@ai-women/ui-kit/router';
import type { Batch, BatchTransition } from '@ai-women/contracts';
import { formatBatchDate } from '@ai-women/web-core';
import { allowedBatchActions } from '../lib/batchActions';
import { BatchStudents } from './BatchStudents';
import { MeetingLinkForm } from './MeetingLinkForm';
import { atIndiaTime } from '@ai-women/contracts';

/** The start date as the card shows it: en-US short in India's time zone, or not yet scheduled. */
export function batchStartText(startDate: string | null | undefined): string {
  return startDate
    ? `Starts ${formatBatchDate(atIndiaTime(startDate)?.toISOString() ?? startDate)}`
    : 'Start date not set yet';
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:focus-visible {
    outline: 2px solid transparent;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
    flex: none;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Join = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.teal700};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Extras = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Done = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * An action disables its button and then replaces it (Start becomes Pause), which drops keyboard
 * focus to <body>. When that happened, focus goes to the action that undoes the change (Pause after
 * Start, Start after Pause), else the card's first action, else the card itself (Completed).
 */
function useKeepFocusAfterAction(root: RefObject<HTMLElement | null>, busy: string | null, status: string) {
  const statusBefore = useRef<string | null>(null);
  useEffect(() => {
    if (busy) {
      statusBefore.current ??= status;
      return;
    }
    const before = statusBefore.current;
    statusBefore.current = null;
    const card = root.current;
    const active = document.activeElement;
    if (before === null || !card || (active && active !== document.body && active.isConnected)) return;
    const target =
      card.querySelector<HTMLElement>(`button[data-to="${before}"]:not(:disabled)`) ??
      card.querySelector<HTMLElement>('button[data-to]:not(:disabled)') ??
      card;
    target.focus();
  }, [root, busy, status]);
}

export function BatchCard({
  batch,
  tutorId,
  busy,
  onAction,
}: {
  batch: Batch;
  /** The signed-in tutor: every batch on her page is hers. */
  tutorId: number | string;
  /** The action in flight on this card, if any. */
  busy?: BatchTransition['action'] | null;
  onAction: (batch: Batch, action: BatchTransition) => void;
}) {
  const actions = allowedBatchActions(batch.status);
  const root = useRef<HTMLElement>(null);
  useKeepFocusAfterAction(root, busy ?? null, batch.status);
  return (
    <Root ref={root} aria-label={batch.batch_name} tabIndex={-1}>
      <Head>
        <div>
          <h2>{batch.batch_name}</h2>
          <small>ID: {batch.batch_id}</small>
        </div>
        <StatusBadge status={batch.status} />
      </Head>
      <Facts>
        <li>
          <UsersIcon aria-hidden="true" /> {batch.no_of_people}{' '}
          {batch.no_of_people === 1 ? 'student' : 'students'}
        </li>
        <li>
          <ClockIcon aria-hidden="true" /> {batch.timing}
        </li>
        <li>
          <CalendarIcon aria-hidden="true" /> {batchStartText(batch.start_date)}
        </li>
      </Facts>
      <Extras>
        <BatchStudents
          tutorId={tutorId}
          batchId={batch.batch_id}
          batchName={batch.batch_name}
          count={batch.no_of_people}
        />
        {batch.status !== 'Completed' && (
          <MeetingLinkForm
            tutorId={tutorId}
            batchId={batch.batch_id}
            batchName={batch.batch_name}
            current={batch.meeting_url}
          />
        )}
      </Extras>
      <Actions>
        <SessionsLink
          href={`/tutorbatches/${batch.batch_id}/sessions`}
          renderLink={routerLink}
          size="sm"
          variant="secondary"
          aria-label={`Sessions and attendance of ${batch.batch_name}`}
        >
          Sessions and attendance
        </SessionsLink>
        {/* A completed batch has no class left to join. */}
        {batch.meeting_url && batch.status !== 'Completed' && (
          <Join
            href={batch.meeting_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Join Meeting for ${batch.batch_name} (opens in a new tab)`}
          >
            <VideoIcon aria-hidden="true" /> Join Meeting
          </Join>
        )}
        {actions.map((a) => (
          <Button
            key={a.action}
            size="sm"
            variant={a.action === 'Complete' ? 'secondary' : a.action === 'Pause' ? 'ghost' : 'primary'}
            loading={busy === a.action}
            disabled={Boolean(busy)}
            onClick={() => onAction(batch, a)}
            aria-label={`${a.action} ${batch.batch_name}`}
            data-to={a.to}
          >
            {a.action}
          </Button>
        ))}
        {actions.length === 0 && <Done>This batch is complete.</Done>}
      </Actions>
    </Root>
  );
}
