import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { SessionScreen } from './SessionScreen';
import { practiceFixtures } from './practiceFixtures';

jest.setTimeout(20000);

const detail = {
  id: 41,
  batch_id: 7,
  batch_name: 'Aarohi Evening Batch 12',
  batch_status: 'Active',
  timing: 'Mon-Sat 19:00-20:30',
  session_no: 3,
  module_no: 1,
  date: '2026-11-18',
  topic: 'Writing prompts that work',
  curriculum: 'everyday',
  held: true,
  notes: 'Practise with the sheet: https://example.org/prompts.\n<b>not bold</b>',
  recording_open_url: `${TEST_API}/api/sessions/41/recording`,
  materials: [
    {
      id: 5,
      name: 'प्रॉम्प्ट cheatsheet.pdf',
      kind: 'pdf',
      size: 48_000,
      url: `${TEST_API}/api/sessions/41/materials/5`,
      created_at: '2026-11-18T15:30:00.000Z',
    },
  ],
  my_attendance: 'present',
  join_url: `${TEST_API}/api/sessions/41/join`,
};

const practice = practiceFixtures(TEST_API);

let myFeedback: Record<string, unknown> | null = null;
let posted: unknown = null;
const server = setupServer(
  http.get(`${TEST_API}/api/student/my-sessions/3`, () => HttpResponse.json({ success: true, data: detail })),
  http.get(`${TEST_API}/api/student/sessions/41/practice`, () =>
    HttpResponse.json({ success: true, data: { ...practice.done, session_id: 41 } }),
  ),
  http.get(`${TEST_API}/api/sessions/41/feedback`, () =>
    HttpResponse.json({
      success: true,
      data: { session_id: 41, can_rate: myFeedback === null, reason: null, mine: myFeedback },
    }),
  ),
  http.post(`${TEST_API}/api/sessions/41/feedback`, async ({ request }) => {
    posted = await request.json();
    const body = posted as { rating: number; comment: string };
    myFeedback = {
      rating: body.rating,
      comment: body.comment || null,
      created_at: '2026-11-18T16:00:00.000Z',
      updated_at: '2026-11-18T16:00:00.000Z',
      editable_until: '2026-11-20T16:00:00.000Z',
      editable: true,
    };
    return HttpResponse.json(
      { success: true, message: 'Thank you — your rating is saved.', data: myFeedback },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderSession = (no = '3') =>
  renderPage(<SessionScreen />, { route: `/sessions/${no}`, path: '/sessions/:sessionNo' });

describe('a session page', () => {
  it('shows loading, then the topic, notes with clickable links (never HTML), recording, files and her mark', async () => {
    const { container } = renderSession();
    expect(screen.getByText('Loading the session…')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session 3: Writing prompts that work' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://example.org/prompts' });
    expect(link).toHaveAttribute('href', 'https://example.org/prompts');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByTestId('session-notes')).toHaveTextContent('<b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: /Watch the recording/ })).toHaveAttribute(
      'href',
      `${TEST_API}/api/sessions/41/recording`,
    );
    expect(screen.getByRole('link', { name: 'प्रॉम्प्ट cheatsheet.pdf' })).toHaveAttribute(
      'href',
      `${TEST_API}/api/sessions/41/materials/5`,
    );
    expect(screen.getByText('Present')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a held session has her practice card after the materials; an upcoming one says it opens after the class', async () => {
    const first = renderSession();
    const card = await screen.findByTestId('practice-card');
    expect(within(card).getByRole('heading', { level: 2, name: 'Practice' })).toBeInTheDocument();
    expect(await within(card).findByRole('heading', { level: 3, name: 'Read a label in any language' })).toBeInTheDocument();
    expect(within(card).getByTestId('practice-done')).toBeInTheDocument();
    const materials = screen.getByRole('heading', { name: 'Materials' });
    expect(materials.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    first.unmount();
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () =>
        HttpResponse.json({ success: true, data: { ...detail, held: false, recording_open_url: null } }),
      ),
    );
    renderSession();
    expect(await screen.findByTestId('practice-not-held')).toHaveTextContent(
      'Practice opens once this session has been held.',
    );
  });

  it('says when notes, recording and files are not there yet', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () =>
        HttpResponse.json({
          success: true,
          data: { ...detail, notes: null, recording_open_url: null, materials: [], my_attendance: null },
        }),
      ),
    );
    renderSession();
    expect(
      await screen.findByText('Your tutor has not added notes for this session yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The recording appears here after the class.')).toBeInTheDocument();
    expect(screen.getByText('No files for this session yet.')).toBeInTheDocument();
    expect(screen.getByText('Not marked yet')).toBeInTheDocument();
  });

  it('shows what the API answered when it refuses (403), with a way back', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () =>
        HttpResponse.json(
          { success: false, message: 'Complete your payment to open your batch’s sessions.' },
          { status: 403 },
        ),
      ),
    );
    renderSession();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Complete your payment to open your batch’s sessions.',
    );
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says there is no such session (404 or a number that is not one)', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/30`, () =>
        HttpResponse.json({ success: false, message: 'Session not found' }, { status: 404 }),
      ),
    );
    renderSession('30');
    expect(await screen.findByText('There is no such session in your batch.')).toBeInTheDocument();
  });

  it('offers a retry on a failure', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderSession();
    expect(await screen.findByRole('alert')).toHaveTextContent('This session could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  const upcoming = (startsInMinutes: number) => {
    const start = Date.now() + startsInMinutes * 60_000;
    return {
      ...detail,
      held: false,
      recording_open_url: null,
      starts_at: new Date(start).toISOString(),
      ends_at: new Date(start + 90 * 60_000).toISOString(),
    };
  };

  it('before the join window, Join is disabled and says when it opens (the dashboard rule)', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () => HttpResponse.json({ success: true, data: upcoming(180) })),
    );
    renderSession();
    const join = await screen.findByRole('button', { name: 'Join session 3' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription(/^Join opens at \d{1,2}:\d{2} (am|pm) on /);
    expect(screen.queryByRole('link', { name: 'Join session 3' })).not.toBeInTheDocument();
  });

  it('reached from Join before its window (the API sends her here), it says why, on the site', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () => HttpResponse.json({ success: true, data: upcoming(180) })),
    );
    renderPage(<SessionScreen />, { route: '/sessions/3?join=early', path: '/sessions/:sessionNo' });
    expect(await screen.findByTestId('join-reason')).toHaveTextContent(
      'Join is not open yet: it opens 15 minutes before the class starts.',
    );
  });

  it('an upcoming session offers Join through the API', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () => HttpResponse.json({ success: true, data: upcoming(5) })),
    );
    renderSession();
    expect(await screen.findByRole('link', { name: 'Join session 3' })).toHaveAttribute(
      'href',
      `${TEST_API}/api/sessions/41/join`,
    );
  });

  it('rates the session by keyboard with a comment and a live count, then shows her rating with Edit', async () => {
    myFeedback = null;
    const user = userEvent.setup();
    renderSession();
    expect(await screen.findByRole('heading', { name: 'Rate this session' })).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'How useful was this session for you?' });
    expect(group).toBeInTheDocument();
    // Saving without a rating says what is missing.
    await user.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(screen.getByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
    const three = screen.getByRole('radio', { name: '3 – Good' });
    three.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 – Very good' })).toBeChecked();
    await user.type(screen.getByLabelText('Comment (optional)'), 'बहुत अच्छा');
    expect(screen.getByText(/10\s*\/\s*1,?000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByText('Thank you — your rating is saved.')).toBeInTheDocument();
    expect(posted).toEqual({ rating: 4, comment: 'बहुत अच्छा' });
    expect(await screen.findByText('4 of 5 — Very good')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('follows her choice of Hindi: headings, hi-IN date, files, her mark and the rating card', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    myFeedback = null;
    try {
      const { container } = renderPage(
        <FollowPreferredLanguage>
          <SessionScreen />
        </FollowPreferredLanguage>,
        { route: '/sessions/3', path: '/sessions/:sessionNo' },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'सेशन 3: Writing prompts that work' }),
      ).toBeInTheDocument();
      expect(screen.getByText('बुध, 18 नव॰ 2026')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'ट्यूटर के नोट्स' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'पढ़ने-सीखने की फ़ाइलें' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'आपकी हाज़िरी' })).toBeInTheDocument();
      expect(screen.getByText('हाज़िर')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /रिकॉर्डिंग देखें/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'डैशबोर्ड पर वापस जाएँ' })).toBeInTheDocument();
      // The card says its title while her rating loads too: the form's question is what arrives last.
      expect(await screen.findByRole('group', { name: 'यह सेशन आपके लिए कितना काम का रहा?' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'इस सेशन को रेटिंग दें' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '5 – शानदार' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'अभ्यास' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 3, name: 'किसी भी भाषा का लेबल पढ़ें' })).toBeInTheDocument();
      expect(screen.getByTestId('practice-done')).toHaveTextContent('अभ्यास पूरा हुआ');
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'रेटिंग सेव करें' }));
      expect(await screen.findByText('1 से 5 तक कोई रेटिंग चुनें।')).toBeInTheDocument();
      expect(screen.getByText('0/1000 अक्षर')).toBeInTheDocument();
      expect(container.textContent).not.toMatch(
        /\b(Session \d|Tutor’s notes|Materials|Recording|Present|Rate this session|Back to dashboard|Practice|Your answers|Nov|characters)\b/,
      );
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});
