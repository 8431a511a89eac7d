import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import type { StaffStudentView } from '@ai-women/contracts';
import { renderAt, url } from '../../test/render';
import { StudentViewScreen, stageText } from './StudentViewScreen';

export const studentView: StaffStudentView = {
  student: {
    student_id: 9,
    fullname: 'Divya Patel',
    email: 'divya@aarohi.example',
    phone_number: '9876534567',
    payment_status: 'completed',
    batch: { batch_id: 4, batch_name: 'Aarohi Evening Batch 9' },
    created_at: '2026-09-01T10:00:00.000Z',
  },
  paid_at: '2026-09-02T10:00:00.000Z',
  standing: {
    stage: 'graduated_short',
    batch: {
      id: 4,
      name: 'Aarohi Evening Batch 9',
      status: 'Completed',
      timing: '7:00 PM - 8:30 PM',
      first_class: '2026-09-07',
      last_class: '2026-10-03',
    },
    attended: 19,
    held: 25,
    total: 25,
    required: 20,
    remaining: 0,
    short_by: 1,
    certificate_no: null,
    certificate_revoked: false,
  },
  attendance: Array.from({ length: 25 }, (_, i) => ({
    session_no: i + 1,
    date: `2026-09-${String(7 + i).padStart(2, '0')}`,
    topic: `Topic ${i + 1}`,
    held: true,
    status: i < 19 ? 'present' : 'absent',
  })),
  tickets: [
    { ticket_id: 12, subject: 'Certificate question', priority: 'Medium', status: 'Open', created_at: '2026-10-05T10:00:00.000Z' },
  ],
};

const server = setupServer(
  http.get(url('/api/staff/students/9'), () => HttpResponse.json({ success: true, data: studentView })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('shows her batch, payment status, standing, attendance and tickets, with no action and no export', async () => {
  const { container } = renderAt(<StudentViewScreen />, { route: '/staff/students/9', path: '/staff/students/:studentId' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Divya Patel' })).toBeInTheDocument();
  expect(screen.getByTestId('student-payment')).toHaveTextContent('Paid on 2 September 2026');
  expect(screen.getByTestId('student-batch')).toHaveTextContent('Aarohi Evening Batch 9 (Completed)');
  expect(screen.getByTestId('student-stage')).toHaveTextContent('Graduated without a certificate: 1 session short (19 of 25)');
  expect(screen.getByRole('columnheader', { name: /Attended/ })).toBeInTheDocument();
  expect(screen.getAllByText('Present')).toHaveLength(19);
  expect(screen.getByText('#12 Certificate question')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /refund|export|csv|place|move/i })).not.toBeInTheDocument();
  expect(container.textContent).not.toMatch(/₹|amount/i);
  expect(await axe(container)).toHaveNoViolations();
});

it('names every stage in words', () => {
  const s = studentView.standing;
  expect(stageText({ ...s, stage: 'not_paid' })).toBe('Not paid yet');
  expect(stageText({ ...s, stage: 'waiting' })).toMatch(/waiting to be placed/);
  expect(stageText({ ...s, stage: 'placed' })).toMatch(/before her first class/);
  expect(stageText({ ...s, stage: 'in_course', attended: 8, held: 10 })).toMatch(/attended 8 of 10/);
  expect(stageText({ ...s, stage: 'graduated', certificate_no: 'AAR-1' })).toBe('Graduated with certificate AAR-1');
  expect(stageText({ ...s, stage: 'refunded' })).toBe('Refunded');
});
