import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderAt, url } from '../../test/render';
import { AuditScreen, actionLabel } from './AuditScreen';

jest.setTimeout(20000);

const server = setupServer(
  http.get(url('/api/staff/audit'), () =>
    HttpResponse.json({
      success: true,
      data: [
        {
          audit_id: 1,
          staff: { staff_id: 1, name: 'Anita Admin', email: 'admin@aarohi.example' },
          tutor: null,
          action: 'session.reschedule',
          entity: 'class_session',
          entity_id: '110',
          before: { date: '2099-03-10', starts_at: '2099-03-10T13:30:00.000Z' },
          after: { date: '2099-03-11', starts_at: '2099-03-11T11:30:00.000Z', reason: 'Festival holiday' },
          created_at: '2026-11-26T10:00:00.000Z',
        },
        {
          audit_id: 2,
          staff: null,
          tutor: { tutor_id: 7, name: 'Kavya Rao', email: 'kavya@aarohi.example' },
          action: 'session.reschedule',
          entity: 'class_session',
          entity_id: '111',
          before: { date: '2099-03-12', starts_at: '2099-03-12T13:30:00.000Z' },
          after: { date: '2099-03-13', starts_at: '2099-03-13T13:30:00.000Z', reason: 'Tutor travelling' },
          created_at: '2026-11-26T11:00:00.000Z',
        },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the audit log', () => {
  it('names a moved session and shows its old and new time and the reason; class sessions can be filtered', async () => {
    renderAt(<AuditScreen />, { route: '/staff/audit' });
    const row = (await screen.findByText('Moved a session (class session #110)')).closest('tr')!;
    expect(within(row).getByText('Anita Admin')).toBeInTheDocument();
    expect(within(row).getByText('2099-03-10')).toBeInTheDocument();
    expect(within(row).getByText('2099-03-11')).toBeInTheDocument();
    expect(within(row).getByText('Festival holiday')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText(/^Show/)).getByRole('option', { name: 'Class sessions' }),
    ).toHaveValue('class_session');
  });

  it('names a tutor who moved her own session as the tutor, not as staff', async () => {
    renderAt(<AuditScreen />, { route: '/staff/audit' });
    const row = (await screen.findByText('Moved a session (class session #111)')).closest('tr')!;
    expect(within(row).getByText('Kavya Rao (tutor)')).toBeInTheDocument();
    expect(within(row).getByText('Tutor travelling')).toBeInTheDocument();
  });
});

describe('audit actions in words', () => {
  it('names certificate and attendance actions, and never shows a raw key', () => {
    expect(actionLabel('certificate.grant')).toBe('Granted a certificate');
    expect(actionLabel('certificate.revoke')).toBe('Revoked a certificate');
    expect(actionLabel('certificate.reinstate')).toBe('Reinstated a certificate');
    expect(actionLabel('attendance.update')).toBe('Changed attendance');
    expect(actionLabel('payment.refund_issued')).toBe('Payment refund issued');
  });
});
