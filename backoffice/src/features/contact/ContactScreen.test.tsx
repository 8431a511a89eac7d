import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffContactPage from '../../app/exposed/StaffContact';
import { renderAt, setupUser, support, url } from '../../test/render';

const base = {
  message_id: 7,
  name: 'Meena Kumari',
  email: 'meena@example.com',
  subject: 'Hindi classes',
  message: 'Do you teach Excel in Hindi?',
  created_at: '2026-11-20T04:30:00.000Z',
  handled_at: null as string | null,
  handled_by: null as string | null,
  answers: [] as { answer_id: number; message: string; answered_by: string; answered_at: string }[],
};
let message = structuredClone(base);
let sent: unknown[] = [];
let refuse: string | null = null;
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: support })),
  http.get(url('/api/staff/contact-messages'), () => HttpResponse.json({ success: true, data: [message] })),
  http.post(url('/api/staff/contact-messages/7/answers'), async ({ request }) => {
    const body = (await request.json()) as { message: string };
    if (refuse) return HttpResponse.json({ success: false, message: refuse }, { status: 400 });
    sent.push(body);
    message = {
      ...message,
      handled_at: '2026-11-21T05:00:00.000Z',
      handled_by: support.name,
      answers: [
        ...message.answers,
        { answer_id: 1, message: body.message, answered_by: support.name, answered_at: '2026-11-21T05:00:00.000Z' },
      ],
    };
    return HttpResponse.json(
      { success: true, message: 'Answer sent to meena@example.com.', data: message },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  message = structuredClone(base);
  sent = [];
  refuse = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('answering from the contact inbox', () => {
  it('checks the answer, mails it and shows it under the message', async () => {
    const user = setupUser();
    const { container } = renderAt(<StaffContactPage />, { route: '/staff/contact' });
    await user.click(await screen.findByRole('button', { name: 'Answer: Hindi classes' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Write an answer before sending.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByLabelText(/Answer to Meena Kumari/), 'Yes, the evening batch is in Hindi.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent to meena@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'Yes, the evening batch is in Hindi.' }]);
    const thread = await screen.findByRole('list', { name: 'Answers to “Hindi classes”' });
    expect(within(thread).getByText('Yes, the evening batch is in Hindi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Answer again: Hindi classes' })).toBeInTheDocument();
  });

  it("shows the API's refusal and keeps the text", async () => {
    refuse = 'This message has no valid e-mail address to answer; reply by another channel.';
    const user = setupUser();
    renderAt(<StaffContactPage />, { route: '/staff/contact' });
    await user.click(await screen.findByRole('button', { name: 'Answer: Hindi classes' }));
    await user.type(screen.getByLabelText(/Answer to Meena Kumari/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refuse);
    expect(screen.getByLabelText(/Answer to Meena Kumari/)).toHaveValue('Hello');
  });
});
