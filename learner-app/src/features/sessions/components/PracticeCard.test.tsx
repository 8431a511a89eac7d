import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { PRACTICE_MESSAGES } from '@ai-women/contracts';
import type { PracticeData } from '@ai-women/contracts/schemas';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { renderPage, TEST_API } from '../../../test/render';
import { CourseProgress } from '../../../components/CourseProgress';
import { PracticeCard } from './PracticeCard';
import { practiceFixtures, sentAnswer, PRACTICE_SESSION } from './practiceFixtures';

jest.setTimeout(20000);

const fixtures = practiceFixtures(TEST_API);
const PATH = `${TEST_API}/api/student/sessions/${PRACTICE_SESSION.id}/practice`;

let data: PracticeData | { status: number; message: string } = fixtures.empty;
let reads = 0;
const server = setupServer(
  http.get(PATH, () => {
    reads += 1;
    return 'message' in data
      ? HttpResponse.json({ success: false, message: data.message }, { status: data.status })
      : HttpResponse.json({ success: true, data });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  data = fixtures.empty;
  reads = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderCard = (held = true) =>
  renderPage(<PracticeCard sessionId={PRACTICE_SESSION.id} held={held} />, { route: '/sessions/3' });

// Node's File: what the test environment's FormData (Node's) accepts, as a browser's File is.
const file = (name: string, type: string, size = 2048) => {
  const f = new NodeFile(['practice'], name, { type }) as unknown as File;
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const answerBox = () => screen.getByRole('textbox', { name: /Your answer/ });
const fileInput = () => screen.getByLabelText(/^Photo or PDF/, { selector: 'input' });
const setup = () => userEvent.setup({ delay: null, applyAccept: false });

/** A POST handler that records what she sent (the multipart fields) and answers `reply`. */
function sendHandler(
  reply: () => Response | Promise<Response>,
  sent: { text?: string; file?: string }[] = [],
) {
  server.use(
    http.post(PATH, async ({ request }) => {
      const form = await request.formData();
      const attached = form.get('file');
      sent.push({
        text: String(form.get('text')),
        file: attached && typeof attached !== 'string' ? attached.name : undefined,
      });
      return reply();
    }),
  );
  return sent;
}

describe('the practice card', () => {
  it('before the class: says practice opens once it is held, and asks the API nothing', async () => {
    renderCard(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Practice' })).toBeInTheDocument();
    expect(screen.getByTestId('practice-not-held')).toHaveTextContent(PRACTICE_MESSAGES.notHeld);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(0);
  });

  it('not held by the API (409): shows its message', async () => {
    data = { status: 409, message: PRACTICE_MESSAGES.notHeld };
    renderCard();
    expect(await screen.findByTestId('practice-not-held')).toHaveTextContent(
      'Practice opens once this session has been held.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('loading, then the task and an empty form with a live counter (no axe violations)', async () => {
    server.use(
      http.get(PATH, async () => {
        await delay(30);
        return HttpResponse.json({ success: true, data: fixtures.empty });
      }),
    );
    const user = setup();
    const { container } = renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your practice…');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Read a label in any language' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('practice-task')).toHaveTextContent(/Point Google Lens at it/);
    expect(screen.getByRole('form', { name: 'Send your answer' })).toBeInTheDocument();
    expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('maxlength', '2000');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(screen.queryByTestId('practice-history')).not.toBeInTheDocument();
    await user.type(answerBox(), 'Lens read it.');
    expect(screen.getByText('13 / 2,000 characters')).toBeInTheDocument();
    expect(answerBox()).toHaveAccessibleDescription(/13 \/ 2,000 characters/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('checks before sending: an empty answer, a file of the wrong type or over 10 MB (nothing is sent)', async () => {
    const sent = sendHandler(() => HttpResponse.json({}, { status: 500 }));
    const user = setup();
    renderCard();
    await screen.findByRole('form', { name: 'Send your answer' });
    await user.type(answerBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PRACTICE_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('aria-invalid', 'true');
    expect(answerBox()).toHaveFocus();

    await user.upload(
      fileInput(),
      file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    );
    expect(screen.getByText(PRACTICE_MESSAGES.fileType)).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.upload(fileInput(), file('scan.heic', 'image/heic'));
    expect(screen.getByText(PRACTICE_MESSAGES.fileType)).toBeInTheDocument();
    await user.upload(fileInput(), file('big-scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect(screen.getByText(PRACTICE_MESSAGES.fileTooLarge)).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    // Exactly 10 MB is fine, and a good pick clears the message.
    await user.upload(fileInput(), file('scan.pdf', 'application/pdf', 10 * 1024 * 1024));
    expect(screen.queryByText(PRACTICE_MESSAGES.fileTooLarge)).not.toBeInTheDocument();
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a refused send keeps everything she typed and chose: the field error under its field, else the form’s', async () => {
    const nameRefusal =
      '“label.png” is a JPEG image but its name says otherwise. Attach it with its real extension (.jpg).';
    let answer: () => Response = () =>
      HttpResponse.json(
        { success: false, message: nameRefusal, errors: { file: nameRefusal } },
        { status: 400 },
      );
    const sent = sendHandler(() => answer());
    const user = setup();
    renderCard();
    await screen.findByRole('form', { name: 'Send your answer' });
    await user.type(answerBox(), 'Line one{Enter}Line two');
    await user.upload(fileInput(), file('label.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(nameRefusal)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(answerBox()).toHaveValue('Line one\nLine two');
    expect(screen.getByText('label.png')).toBeInTheDocument();
    // A multipart form sends line breaks as CRLF; the API counts and stores them as one (practiceAnswerText).
    expect(sent).toEqual([{ text: 'Line one\r\nLine two', file: 'label.png' }]);

    // The server's text refusal goes under the text; a server failure is the form's message.
    answer = () =>
      HttpResponse.json(
        {
          success: false,
          message: PRACTICE_MESSAGES.answerTooLong,
          errors: { text: PRACTICE_MESSAGES.answerTooLong },
        },
        { status: 400 },
      );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(PRACTICE_MESSAGES.answerTooLong)).toBeInTheDocument();
    expect(answerBox()).toHaveAccessibleDescription(new RegExp(PRACTICE_MESSAGES.answerTooLong));
    answer = () => HttpResponse.json({ success: false, message: 'Internal Server Error' }, { status: 500 });
    await user.type(answerBox(), '.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent. Please try again: what you wrote is still here.',
    );
    expect(answerBox()).toHaveValue('Line one\nLine two.');
    expect(screen.getByText('label.png')).toBeInTheDocument();
    expect(sent).toHaveLength(3);
  });

  it('a send refused with 409 says why and reads the card again', async () => {
    sendHandler(() => {
      data = fixtures.waiting;
      return HttpResponse.json({ success: false, message: PRACTICE_MESSAGES.waiting }, { status: 409 });
    });
    const user = setup();
    renderCard();
    await screen.findByRole('form', { name: 'Send your answer' });
    await user.type(answerBox(), 'From my phone as well');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('practice-waiting')).toHaveTextContent(PRACTICE_MESSAGES.waiting);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('sends her answer with a photo as multipart, says so, and reads the card and her progress again', async () => {
    let progressReads = 0;
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions`, () => {
        progressReads += 1;
        return HttpResponse.json({
          success: true,
          data: {
            batch_id: 12,
            batch_name: 'Aarohi Evening Batch 12',
            batch_status: 'Active',
            timing: 'Mon-Sat 19:00-20:30',
            sessions: [],
            progress: {
              held: 3,
              attended: 3,
              caught_up: 0,
              practice_done: 1,
              practice_set: 3,
              total_sessions: 25,
              modules_completed: 0,
              modules_total: 5,
              next: null,
              on_track: true,
              certificate_earned: false,
              attendance_needed: 20,
            },
          },
        });
      }),
    );
    const text = 'Lens translated the Kannada sticker.\nI asked two questions aloud.';
    const sent = sendHandler(async () => {
      await delay(20);
      const stored = sentAnswer(text);
      data = { ...fixtures.empty, status: 'submitted', can_submit: false, submissions: [stored] };
      return HttpResponse.json(
        { success: true, message: PRACTICE_MESSAGES.sent, data: stored },
        { status: 201 },
      );
    });
    const user = setup();
    renderPage(
      <>
        <PracticeCard sessionId={PRACTICE_SESSION.id} held />
        <CourseProgress />
      </>,
      { route: '/dashboard' },
    );
    expect(await screen.findByTestId('progress-practice')).toHaveTextContent('Practice done: 1 of 3');
    await screen.findByRole('form', { name: 'Send your answer' });
    await user.type(answerBox(), text.replace('\n', '{Enter}'));
    await user.upload(fileInput(), file('sticker.jpg', 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    const done = await screen.findByTestId('practice-sent');
    expect(done).toHaveTextContent('Your practice is with your tutor.');
    expect(done).toHaveFocus();
    expect(sent).toEqual([{ text: text.replace('\n', '\r\n'), file: 'sticker.jpg' }]);
    expect(reads).toBe(2);
    await waitFor(() => expect(progressReads).toBe(2));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const history = screen.getByTestId('practice-history');
    expect(within(history).getByText('Answer 1')).toBeInTheDocument();
    expect(within(history).getByText('With your tutor')).toBeInTheDocument();
    expect(screen.getByTestId('practice-card')).toHaveTextContent('With your tutor');
  });

  it('sent, but the card cannot be read again: still says it was sent', async () => {
    sendHandler(() => {
      data = { status: 500, message: 'boom' };
      return HttpResponse.json(
        { success: true, message: PRACTICE_MESSAGES.sent, data: sentAnswer('My answer') },
        { status: 201 },
      );
    });
    const user = setup();
    renderCard();
    await screen.findByRole('form', { name: 'Send your answer' });
    await user.type(answerBox(), 'My answer');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('practice-sent')).toHaveTextContent(PRACTICE_MESSAGES.sent);
    expect(reads).toBe(2);
  });

  it('waiting for her tutor: says so, no form, her answer with its photo thumbnail (no axe violations)', async () => {
    data = fixtures.waiting;
    const { container } = renderCard();
    expect(await screen.findByTestId('practice-waiting')).toHaveTextContent(PRACTICE_MESSAGES.waiting);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Read your child’s school circular' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your tutor has worded this task for your batch.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Your photo annual-day-circular.png, opens full size' });
    expect(photo).toHaveAttribute('src', `${TEST_API}/api/practice/912/attachment`);
    const link = photo.closest('a')!;
    expect(link).toHaveAttribute('href', `${TEST_API}/api/practice/912/attachment`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Photo · 240 KB')).toBeInTheDocument();
    expect(screen.getByText(/sent on Thu, 19 Nov,? 2026/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sent back: her tutor’s comment above the form again, and the answer she sent with its review', async () => {
    data = fixtures.try_again;
    const { container } = renderCard();
    const banner = await screen.findByTestId('practice-try-again');
    expect(banner).toHaveTextContent('Your tutor asks you to try again');
    expect(banner).toHaveTextContent(/the task asks for two, aloud with the mic/);
    expect(banner).toHaveTextContent(/— Kavya Menon, Fri, 20 Nov,? 2026/);
    const form = screen.getByRole('form', { name: 'Send a new answer' });
    expect(banner.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByText('0 / 2,000 characters')).toBeInTheDocument();
    const history = screen.getByTestId('practice-history');
    expect(within(history).getByText('Your tutor’s review')).toBeInTheDocument();
    expect(within(history).getByText('Try again')).toBeInTheDocument();
    expect(screen.getByTestId('practice-card')).toHaveTextContent('Try again');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('done: says so, no form, both answers newest first with the PDF, the text as written and each review', async () => {
    data = fixtures.done;
    const { container } = renderCard();
    expect(await screen.findByTestId('practice-done')).toHaveTextContent(PRACTICE_MESSAGES.alreadyDone);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const answers = within(screen.getByTestId('practice-history')).getAllByRole('listitem');
    expect(answers.map((a) => within(a).getByText(/^Answer \d$/).textContent)).toEqual([
      'Answer 2',
      'Answer 1',
    ]);
    const pdf = within(answers[0]!).getByRole('link', { name: /lens-notes-session-3\.pdf/ });
    expect(pdf).toHaveAttribute('href', `${TEST_API}/api/practice/907/attachment`);
    expect(within(answers[0]!).getByText('PDF · 1.3 MB')).toBeInTheDocument();
    expect(within(answers[0]!).getByText('Done')).toBeInTheDocument();
    expect(within(answers[0]!).getByText(/^— Kavya Menon, Sun, 22 Nov,? 2026$/)).toBeInTheDocument();
    expect(within(answers[1]!).getByText('Try again')).toBeInTheDocument();
    // Plain text with its line breaks: never markup.
    const written = within(answers[0]!).getByText(/Second try, this time/);
    expect(written.textContent).toContain('\n1. “Can this be taken after food?”');
    expect(getComputedStyle(written).whiteSpace).toBe('pre-wrap');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a failed load offers a retry that brings the card back', async () => {
    data = { status: 500, message: 'boom' };
    const user = setup();
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your practice could not be loaded. Please try again in a few minutes.',
    );
    data = fixtures.done;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('practice-done')).toBeInTheDocument();
  });

  it('follows her choice of Hindi: the task, the form, the checks and the history', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    data = fixtures.try_again;
    try {
      const user = setup();
      const { container } = renderPage(
        <FollowPreferredLanguage>
          <PracticeCard sessionId={PRACTICE_SESSION.id} held />
        </FollowPreferredLanguage>,
        { route: '/sessions/3' },
      );
      expect(await screen.findByRole('heading', { level: 2, name: 'अभ्यास' })).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 3, name: 'किसी भी भाषा का लेबल पढ़ें' }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('practice-try-again')).toHaveTextContent('ट्यूटर ने फिर से करने को कहा है');
      expect(screen.getByTestId('practice-try-again')).toHaveTextContent('— Kavya Menon, शुक्र, 20 नव॰ 2026');
      const form = screen.getByRole('form', { name: 'नया जवाब भेजें' });
      expect(within(form).getByText('0 / 2,000 अक्षर')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'भेजें' }));
      expect(await screen.findByText('भेजने से पहले अपना जवाब लिखें।')).toBeInTheDocument();
      await user.upload(
        screen.getByLabelText(/^फ़ोटो या PDF/, { selector: 'input' }),
        file('notes.txt', 'text/plain'),
      );
      expect(screen.getByText('फ़ोटो (JPEG या PNG) या PDF ही लगाएँ।')).toBeInTheDocument();
      expect(screen.getByText('जवाब 1')).toBeInTheDocument();
      expect(screen.getByText('ट्यूटर की राय')).toBeInTheDocument();
      expect(container.textContent).not.toMatch(
        /\b(Practice|Send|Your answer|Try again|Answer \d|characters|Photo|No file chosen|Nov)\b/,
      );
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });

  it('in Hindi, the API’s refusals are said in Hindi too', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    const nameRefusal =
      '“label.png” is a JPEG image but its name says otherwise. Attach it with its real extension (.jpg).';
    sendHandler(() =>
      HttpResponse.json(
        { success: false, message: nameRefusal, errors: { file: nameRefusal } },
        { status: 400 },
      ),
    );
    try {
      const user = setup();
      renderPage(
        <FollowPreferredLanguage>
          <PracticeCard sessionId={PRACTICE_SESSION.id} held />
        </FollowPreferredLanguage>,
        { route: '/sessions/3' },
      );
      const form = await screen.findByRole('form', { name: 'अपना जवाब भेजें' });
      await user.type(within(form).getByRole('textbox'), 'लेबल पढ़ लिया');
      await user.upload(
        screen.getByLabelText(/^फ़ोटो या PDF/, { selector: 'input' }),
        file('label.png', 'image/png'),
      );
      await user.click(within(form).getByRole('button', { name: 'भेजें' }));
      expect(
        await screen.findByText(
          '“label.png” असल में JPEG फ़ाइल है, पर उसका नाम कुछ और बताता है। इसे उसके सही एक्सटेंशन (.jpg) के साथ लगाएँ।',
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(form).getByRole('textbox')).toHaveValue('लेबल पढ़ लिया'));
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});
