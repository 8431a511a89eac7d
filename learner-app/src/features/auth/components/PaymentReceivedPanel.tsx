import { useState } from 'react';
import styled from 'styled-components';
import { Button, CalendarIcon, CheckCircleIcon, useIsClient } from '@ai-women/ui-kit';
import { getLastPayment, type LastPayment } from '@ai-women/web-core';
import { DownloadConfirmationButton } from '../../../lib/confirmation-pdf/DownloadConfirmationButton';
import { downloadFirstClassIcs, firstClassText } from '../../../lib/firstClass';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.success};
  border-left-width: 5px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: 0;
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
    svg {
      flex-shrink: 0;
      margin-top: 0.2rem;
      color: ${({ theme }) => theme.colors.success};
    }
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  & > * {
    flex: 1 1 12rem;
  }
`;

/** The headline /login shows after a recorded payment. */
export function paymentReceivedHeadline(record: LastPayment): string {
  return record.placement
    ? `Payment received — you're in ${record.placement.batchName}`
    : 'Payment received — your seat is paid for';
}

/**
 * After paying she lands on /login: this says what happened (her batch, its first class in India
 * time), and offers the confirmation PDF and her first class as a calendar file.
 */
export function PaymentReceivedPanel({ record: given }: { record?: LastPayment | null }) {
  const isClient = useIsClient();
  // The record lives in this tab's session storage: the server never renders it.
  const [record] = useState(() => given ?? (typeof window === 'undefined' ? null : getLastPayment()));
  if (!isClient || !record) return null;
  const { placement } = record;
  const user = { id: 0, fullname: record.name ?? undefined, payment: record.payment };
  return (
    <Panel aria-labelledby="payment-received" data-testid="payment-received">
      <h2 id="payment-received">
        <CheckCircleIcon /> {paymentReceivedHeadline(record)}
      </h2>
      {placement ? (
        <>
          {placement.firstClassDate && (
            <p data-testid="first-class">
              First class <strong>{firstClassText(placement.firstClassDate, placement.timing)}</strong>
            </p>
          )}
          <p>
            {record.courseTitle ? `${record.courseTitle} · ` : ''}
            {placement.timing} (India time), live online.
          </p>
          {placement.movedFrom && (
            <p>
              {placement.movedFrom} filled up while you were paying, so you have a seat in the next batch of your
              course. If its timing does not suit you, raise a ticket from Support after you log in.
            </p>
          )}
        </>
      ) : (
        <p>
          {record.courseTitle ? `${record.courseTitle}: ` : ''}there is no open batch of your course right now. We will
          place you in the next one as soon as it opens and tell you its dates by e-mail and on your dashboard
          within a day.
        </p>
      )}
      <Actions>
        <DownloadConfirmationButton user={user} label="Download payment confirmation" />
        {placement?.firstClassDate && (
          <Button
            variant="secondary"
            onClick={() =>
              downloadFirstClassIcs({
                batchName: placement.batchName,
                courseTitle: record.courseTitle,
                timing: placement.timing,
                firstClassDate: placement.firstClassDate!,
                uidSeed: record.payment.transactionId,
              })
            }
          >
            <CalendarIcon /> Add first class to calendar
          </Button>
        )}
      </Actions>
      <p>Log in below to see your dashboard, your batch and its sessions.</p>
    </Panel>
  );
}
