import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { RESCHEDULE_MESSAGES } from '@ai-women/contracts';
import { renderAt, setupUser, url } from '../../test/render';
import { MoveSession } from './MoveSession';

jest.setTimeout(20000);

// Far enough ahead that these sessions are always still to come, whenever the test runs.
const session = (no: number, held = false) => ({
  id: 100 + no,
  session_no: no,
  module_no: 1,
  topic: `Topic ${no}`,
  date: held ? `2020-01-0${no}` : `2099-03-0${no}`,
  starts_at: held ? `2020-01-0${no}T13:30:00.000Z` : `2099-03-0${no}T13:30:00.000Z`,
  ends_at: held ? `2020-01-0${no}T15:00:00.000Z` : `2099-03-0${no}T15:00:00.000Z`,
  moved_from_date: null as string | null,
  held,
});
let sessions = [session(1, true), session(2), session(3)];
let sent: { id: number; body: unknown }[] = [];
let refusal: { status: number; body: object } | null = null;

const server = setupServer(
  http.get(url('/api/staff/batches/12/sessions'), () =>
    HttpResponse.json({ success: true, data: { batch_id: 12, timing: 'Mon-Sat 19:00-20:30', sessions } }),
  ),
  http.put(url('/api/staff/sessions/:id/schedule'), async ({ request, params }) => {
    const body = (await request.json()) as { date: string; time: string; reason: string };
    sent.push({ id: Number(params.id), body });
    if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
    sessions = sessions.map((s) =>
      s.id === Number(params.id)
        ? {
            ...s,
            date: body.date,
            starts_at: `${body.date}T11:30:00.000Z`,
            ends_at: `${body.date}T13:00:00.000Z`,
            moved_from_date: s.date,
          }
        : s,
    );
    return HttpResponse.json({
      success: true,
      message: RESCHEDULE_MESSAGES.moved,
      data: {
        session_id: Number(params.id),
        session_no: Number(params.id) - 100,
        date: body.date,
        starts_at: `${body.date}T11:30:00.000Z`,
        ends_at: `${body.date}T13:00:00.000Z`,
        previous_starts_at: '2099-03-03T13:30:00.000Z',
        previous_ends_at: '2099-03-03T15:00:00.000Z',
        moved_from_date: '2099-03-03',
        notified: 2,
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessions = [session(1, true), session(2), session(3)];
  sent = [];
  refusal = null;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('moving a session from the back office', () => {
  it('offers only sessions still to come, moves the chosen one and shows its new time (no axe violations)', async () => {
    const user = setupUser();
    const { container } = renderAt(<MoveSession batchId={12} />);
    expect(screen.getByText('Loading the timetable…')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Move a session' });
    const picker = within(form).getByLabelText(/^Session/);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['102', '103']);
    expect(
      within(picker).getByRole('option', { name: /Session 3: Topic 3 — .*7:00 pm – 8:30 pm IST/ }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.selectOptions(picker, '103');
    expect(within(form).getByLabelText(/New date/)).toHaveValue('2099-03-03');
    expect(within(form).getByLabelText(/New start time/)).toHaveValue('19:00');
    // Nothing is sent while a field is wrong.
    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await within(form).findByText(RESCHEDULE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    const date = within(form).getByLabelText(/New date/);
    await user.clear(date);
    await user.type(date, '2099-03-04');
    const time = within(form).getByLabelText(/New start time/);
    await user.clear(time);
    await user.type(time, '17:00');
    await user.type(within(form).getByLabelText(/Reason for the students/), 'Festival holiday');
    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Session 3 now takes place Wed, 4 Mar,? 2099, 5:00 pm – 6:30 pm IST\. Session moved\./,
    );
    expect(sent).toEqual([
      { id: 103, body: { date: '2099-03-04', time: '17:00', reason: 'Festival holiday' } },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByLabelText(/^Session/)).getByRole('option', {
          name: /Session 3: .*\(moved from Tue, 3 Mar,? 2099\)/,
        }),
      ).toBeInTheDocument(),
    );
  });

  it("shows the API's refusal next to the field it names", async () => {
    refusal = {
      status: 400,
      body: {
        success: false,
        message: RESCHEDULE_MESSAGES.tooLate,
        errors: { date: RESCHEDULE_MESSAGES.tooLate },
      },
    };
    const user = setupUser();
    renderAt(<MoveSession batchId={12} />);
    const form = await screen.findByRole('form', { name: 'Move a session' });
    await user.type(within(form).getByLabelText(/Reason for the students/), 'Festival holiday');
    await user.click(within(form).getByRole('button', { name: 'Move session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESCHEDULE_MESSAGES.tooLate);
    expect(within(form).getByLabelText(/New date/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Reason for the students/)).toHaveValue('Festival holiday');
  });

  it('says when nothing is left to move, and offers a retry when the timetable fails', async () => {
    sessions = [session(1, true)];
    const first = renderAt(<MoveSession batchId={12} />);
    expect(await screen.findByText(/nothing to move/)).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get(url('/api/staff/batches/12/sessions'), () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderAt(<MoveSession batchId={12} />);
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
