import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { SESSION_MESSAGES, type QuizAttemptInput } from '@ai-women/contracts';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { renderPage, TEST_API } from '../../../test/render';
import { CatchUpScreen } from './CatchUpScreen';
import { catchUpCorrect, catchUpQuestions, catchUps, failedCheck } from './catchUpFixtures';

jest.setTimeout(20000);

const session = { id: 104, session_no: 4, topic: 'Prompting that works: role, context, format' };
let data: unknown = catchUps.open;
let graded: unknown = failedCheck;
let afterSubmit: unknown = catchUps.openFailed;
let refusal: { status: number; message: string } | null = null;
let posted: QuizAttemptInput[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/student/my-sessions/4`, () =>
    HttpResponse.json({ success: true, data: session }),
  ),
  http.get(`${TEST_API}/api/student/sessions/104/catch-up`, () =>
    refusal
      ? HttpResponse.json({ success: false, message: refusal.message }, { status: refusal.status })
      : HttpResponse.json({ success: true, data }),
  ),
  http.post(`${TEST_API}/api/student/sessions/104/catch-up/attempts`, async ({ request }) => {
    posted.push((await request.json()) as QuizAttemptInput);
    data = afterSubmit;
    return HttpResponse.json({ success: true, data: graded });
  }),
  // A graded check reads her other things again.
  http.get(`${TEST_API}/api/student/*`, () => HttpResponse.json({ success: true, data: null })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  data = catchUps.open;
  graded = failedCheck;
  afterSubmit = catchUps.openFailed;
  refusal = null;
  posted = [];
});
afterAll(() => server.close());

const show = (what: unknown = catchUps.open) => {
  data = what;
  return renderPage(<CatchUpScreen />, {
    route: '/sessions/4/catch-up',
    path: '/sessions/:sessionNo/catch-up',
  });
};

describe('catching up on a missed session', () => {
  it('open: the rule with its last day, both steps to do, the recording to watch and the check (no answers)', async () => {
    const { container } = show();
    expect(await screen.findByTestId('catch-up-rule')).toHaveTextContent(
      'A class you missed counts towards your certificate when, by Tue, 1 Dec, 2026, you have watched its recording here and passed its 3-question check.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Catch up: Session 4' })).toBeInTheDocument();
    const recording = screen.getByTestId('catch-up-step-recording');
    expect(within(recording).getByText('To do')).toBeInTheDocument();
    expect(within(recording).getByRole('link', { name: /Watch the recording/ })).toHaveAttribute(
      'href',
      catchUps.open!.recording_open_url,
    );
    expect(
      within(screen.getByTestId('catch-up-step-check')).getByText(
        'All three answers right, up to 3 attempts.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Session 4 check, attempt 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Question \d of 3/ })).toHaveLength(3);
    expect(screen.queryByText(/Why/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('submitted: the API grades it; her answers explained, another attempt offered; a pass ends the check', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByRole('form', { name: 'Session 4 check, attempt 1' });
    for (const [i, q] of catchUpQuestions.entries()) {
      const group = screen.getByRole('group', { name: new RegExp(`^Question ${i + 1} of 3`) });
      const wrongOrRight =
        i === 1
          ? q.options.find((o) => !catchUpCorrect[q.id]!.includes(o.id))!
          : q.options.find((o) => catchUpCorrect[q.id]!.includes(o.id))!;
      await user.click(within(group).getByLabelText(wrongOrRight.text.en));
    }
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('2 of 3 right · 66 %');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.attempt_no).toBe(1);
    expect(screen.getAllByText('Why').length).toBe(3);
    expect(screen.getByRole('button', { name: 'Try again (2 attempts left)' })).toBeInTheDocument();
    // The page behind it was read again: the recording now shows as opened.
    expect(
      await within(screen.getByTestId('catch-up-step-recording')).findByText('Done'),
    ).toBeInTheDocument();
  });

  it('caught up: says so with the day, both steps done, the passed result without another attempt', async () => {
    const { container } = show(catchUps.caughtUp);
    expect(await screen.findByTestId('catch-up-done')).toHaveTextContent(
      'Session 4 counts towards your certificate: caught up on Thu, 26 Nov, 2026.',
    );
    expect(
      within(screen.getByTestId('catch-up-step-check')).getByText('Passed on Thu, 26 Nov, 2026'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('catch-up-step-recording')).getByText('Done')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('3 of 3 right · 100 %');
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('quiz-all-used')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('closed: too late, with the day it closed; no check to take', async () => {
    show(catchUps.closed);
    expect(await screen.findByTestId('catch-up-closed')).toHaveTextContent(
      'Catching up on this session closed on Tue, 1 Dec, 2026. Keep going with the next classes: your certificate needs 20 sessions.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('attended, no recording yet, not held yet, refused: each says what the API said', async () => {
    show(catchUps.attended);
    expect(await screen.findByTestId('catch-up-attended')).toHaveTextContent(
      'You attended this session live, so it already counts towards your certificate.',
    );
  });

  it('no recording yet: step 1 says the tutor will add it, and there is nothing to open', async () => {
    show(catchUps.noRecording);
    const recording = await screen.findByTestId('catch-up-step-recording');
    expect(recording).toHaveTextContent('Your tutor has not added the recording yet. It will appear here.');
    expect(within(recording).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a session not held yet (409) and a refusal (403) say the API’s reason', async () => {
    refusal = { status: 409, message: SESSION_MESSAGES.notHeld };
    const first = show();
    expect(await screen.findByTestId('catch-up-not-held')).toHaveTextContent(SESSION_MESSAGES.notHeld);
    first.unmount();
    refusal = { status: 403, message: SESSION_MESSAGES.refunded };
    show();
    expect(await screen.findByText(SESSION_MESSAGES.refunded)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('in Hindi: the page and the API’s known message in her language', async () => {
    refusal = { status: 409, message: SESSION_MESSAGES.notHeld };
    document.cookie = 'aarohi_lang=hi; Path=/';
    try {
      renderPage(
        <FollowPreferredLanguage>
          <CatchUpScreen />
        </FollowPreferredLanguage>,
        { route: '/sessions/4/catch-up', path: '/sessions/:sessionNo/catch-up' },
      );
      expect(await screen.findByTestId('catch-up-not-held')).toHaveTextContent(
        'यह सेशन अभी हुआ नहीं है। रिकॉर्डिंग, सामग्री और उपस्थिति क्लास होने के बाद खुलेंगी।',
      );
      expect(screen.getByRole('heading', { level: 1, name: 'भरपाई: सेशन 4' })).toBeInTheDocument();
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});
