import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { QUIZ_MESSAGES, type QuizAttemptInput } from '@ai-women/contracts';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { renderPage, TEST_API } from '../../../test/render';
import { QuizScreen } from './QuizScreen';
import {
  correctOptions,
  failedPicks,
  gradedAttempt,
  quizDetails,
  quizQuestions,
  quizResults,
} from './fixtures';
import hindi from '../../../i18n/hi/quizzes.json';
import english from '../../../i18n/en/quizzes.json';

jest.setTimeout(20000);

let detail: unknown = quizDetails.fresh;
let graded: unknown = quizResults.failedFirst;
/** What a submission moves the quiz to (the next read). */
let afterSubmit: unknown = quizDetails.failed;
let posted: QuizAttemptInput[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/student/quizzes/1`, () => HttpResponse.json({ success: true, data: detail })),
  http.post(`${TEST_API}/api/student/quizzes/1/attempts`, async ({ request }) => {
    posted.push((await request.json()) as QuizAttemptInput);
    detail = afterSubmit;
    return HttpResponse.json({ success: true, data: graded });
  }),
  // The list is read again after a submission (its attempts and best score change).
  http.get(`${TEST_API}/api/student/quizzes`, () => HttpResponse.json({ success: true, data: null })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  detail = quizDetails.fresh;
  graded = quizResults.failedFirst;
  afterSubmit = quizDetails.failed;
  posted = [];
});
afterAll(() => server.close());

const show = (data: unknown = quizDetails.fresh, route = '/quizzes/1') => {
  detail = data;
  return renderPage(<QuizScreen />, { route, path: '/quizzes/:moduleNo' });
};
const question = (n: number) => screen.getByRole('group', { name: new RegExp(`^Question ${n} of 6`) });
const en = (id: string) => quizQuestions.find((q) => q.id === id)!;

/** Answers every question (in the order shown) with the picks given, else the correct options. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, picks: Record<string, string[]> = {}) {
  for (const [i, q] of quizQuestions.entries()) {
    const group = question(i + 1);
    for (const id of picks[q.id] ?? correctOptions[q.id]!) {
      const label = q.options.find((o) => o.id === id)!.text.en;
      await user.click(within(group).getByLabelText(label));
    }
  }
}

describe('a module quiz', () => {
  it('a fieldset per question: radio buttons for one answer, checkboxes for "choose all that apply"; no answer shown', async () => {
    const { container } = show();
    expect(await screen.findByText('6 questions · pass mark 70 % · attempt 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Module 1 quiz' })).toBeInTheDocument();
    expect(screen.getByText('AI tools for everyday life')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^Question \d of 6/ })).toHaveLength(6);
    const first = question(1);
    expect(first).toHaveAccessibleName(`Question 1 of 6 ${en('everyday-m1-q2').prompt.en} Choose one answer`);
    expect(within(first).getAllByRole('radio')).toHaveLength(3);
    expect(within(first).queryByRole('checkbox')).not.toBeInTheDocument();
    const multiple = question(3);
    expect(multiple).toHaveAccessibleName(/Choose all that apply$/);
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(4);
    // Before she submits: no result, no explanation, nothing marked right.
    expect(container.textContent).not.toMatch(/Why|Correct answer|Your result|right ·/);
  });

  it('submitting with a question unanswered: the message, focus on the first unanswered one, nothing sent', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await screen.findByText(/attempt 1 of 3/);
    await user.click(within(question(1)).getByLabelText(en('everyday-m1-q2').options[1]!.text.en));
    await user.click(within(question(2)).getByLabelText(/Plan 7 vegetarian dinners/));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.answerEvery);
    expect(question(3)).toHaveFocus();
    expect(within(question(3)).getByText('Not answered yet')).toBeInTheDocument();
    expect(within(question(4)).getByText('Not answered yet')).toBeInTheDocument();
    expect(within(question(1)).queryByText('Not answered yet')).not.toBeInTheDocument();
    // Answering it clears its own mark.
    await user.click(within(question(3)).getByLabelText(/OTP/));
    expect(within(question(3)).queryByText('Not answered yet')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('submitted: her score, Not passed, each answer explained; then the next attempt in its own order', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await screen.findByText(/attempt 1 of 3/);
    await answerAll(user, failedPicks);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const score = await screen.findByTestId('quiz-score');
    expect(score).toHaveTextContent('3 of 6 right · 50 %');
    await waitFor(() => expect(score).toHaveFocus());
    expect(posted).toEqual([
      {
        attempt_no: 1,
        answers: quizQuestions.map((q) => ({
          question_id: q.id,
          options: failedPicks[q.id] ?? correctOptions[q.id],
        })),
      },
    ]);
    expect(screen.getByText('Not passed yet')).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/The pass mark is 70 %. Read the explanations/)).toBeInTheDocument();

    const reviewed = screen.getByTestId('review-3');
    expect(within(reviewed).getByRole('heading', { level: 3 })).toHaveTextContent(
      `Question 3: ${en('everyday-m1-q5').prompt.en}`,
    );
    expect(within(reviewed).getByText('Not right')).toBeInTheDocument();
    expect(within(reviewed).getByText('Your answer').nextSibling).toHaveTextContent(
      'It asks you to share an OTPIt comes from your bank’s official app',
    );
    expect(within(reviewed).getByText('Correct answers').nextSibling).toHaveTextContent(
      /OTP.*ten minutes.*claim a refund/,
    );
    expect(within(reviewed).getByTestId('explanation')).toHaveTextContent(/classic signs of fraud/);
    const rightOne = screen.getByTestId('review-2');
    expect(within(rightOne).getByText('Right')).toBeInTheDocument();
    expect(within(rightOne).queryByText(/Correct answer/)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('explanation')).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Try again (2 attempts left)' }));
    const facts = await screen.findByText('6 questions · pass mark 70 % · attempt 2 of 3');
    await waitFor(() => expect(facts).toHaveFocus());
    // The second attempt's order (the read says it): the last question first, nothing picked.
    expect(question(1)).toHaveAccessibleName(
      `Question 1 of 6 ${en('everyday-m1-q6').prompt.en} Choose one answer`,
    );
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.queryByTestId('explanation')).not.toBeInTheDocument();
  });

  it('one submission at a time: a double click sends once, the button is disabled while sending', async () => {
    const user = userEvent.setup({ delay: null });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${TEST_API}/api/student/quizzes/1/attempts`, async ({ request }) => {
        posted.push((await request.json()) as QuizAttemptInput);
        await held;
        return HttpResponse.json({ success: true, data: gradedAttempt(1, {}, 2) });
      }),
    );
    show();
    await screen.findByText(/attempt 1 of 3/);
    await answerAll(user);
    const button = screen.getByRole('button', { name: 'Submit answers' });
    await user.dblClick(button);
    expect(await screen.findByRole('button', { name: /Sending/ })).toBeDisabled();
    release();
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('6 of 6 right · 100 %');
    expect(screen.getByText('You passed: the pass mark is 70 %.')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('a refusal of the API (400) is said in a live region and her answers stay', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${TEST_API}/api/student/quizzes/1/attempts`, () =>
        HttpResponse.json({ success: false, message: QUIZ_MESSAGES.unknownOption }, { status: 400 }),
      ),
    );
    show();
    await screen.findByText(/attempt 1 of 3/);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.unknownOption);
    expect(within(question(2)).getByLabelText(/Plan 7 vegetarian dinners/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeEnabled();
  });

  it('a quiz she has submitted: her last result, explained, with Try again', async () => {
    show(quizDetails.failed);
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('3 of 6 right · 50 %');
    expect(screen.getByTestId('quiz-score')).not.toHaveFocus();
    expect(screen.getAllByTestId('explanation')).toHaveLength(6);
    expect(within(screen.getByTestId('review-1')).getByRole('heading')).toHaveTextContent(
      en('everyday-m1-q2').prompt.en,
    );
    expect(screen.getByRole('button', { name: 'Try again (2 attempts left)' })).toBeEnabled();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('passed with one attempt left: Passed, and "1 attempt left"', async () => {
    show(quizDetails.passed);
    expect(await screen.findByTestId('quiz-score')).toHaveTextContent('5 of 6 right · 83 %');
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again (1 attempt left)' })).toBeInTheDocument();
  });

  it('every attempt used: says so with her best score, and offers no other attempt', async () => {
    show(quizDetails.allUsed);
    expect(await screen.findByTestId('quiz-all-used')).toHaveTextContent(
      'You have used all 3 attempts for this quiz and passed it. Your best score is 83 %.',
    );
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('3 of 6 right · 50 %');
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
    // No attempt left, so the read has no questions: each answer is still explained.
    expect(screen.getAllByTestId('explanation')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Back to module quizzes' })).toHaveAttribute('href', '/quizzes');
  });

  it('the third attempt submitted: all attempts used, her answers explained with the questions she answered', async () => {
    const user = userEvent.setup({ delay: null });
    graded = quizResults.failedThird;
    afterSubmit = quizDetails.allUsed;
    show({ ...quizDetails.passed, questions: quizQuestions });
    await user.click(await screen.findByRole('button', { name: 'Try again (1 attempt left)' }));
    await screen.findByText(/attempt 3 of 3/);
    await answerAll(user, failedPicks);
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByTestId('quiz-all-used')).toHaveTextContent(/Your best score is 83 %/);
    expect(within(screen.getByTestId('review-1')).getByRole('heading')).toHaveTextContent(
      en('everyday-m1-q2').prompt.en,
    );
    expect(posted.map((p) => p.attempt_no)).toEqual([3]);
  });

  it('not open yet (409): the message and a link back', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/quizzes/1`, () =>
        HttpResponse.json({ success: false, message: QUIZ_MESSAGES.notOpen }, { status: 409 }),
      ),
    );
    renderPage(<QuizScreen />, { route: '/quizzes/1', path: '/quizzes/:moduleNo' });
    expect(await screen.findByTestId('quiz-not-open')).toHaveTextContent(QUIZ_MESSAGES.notOpen);
    expect(screen.getByText('This quiz is not open yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to module quizzes' })).toHaveAttribute('href', '/quizzes');
  });

  it('a module that does not exist: "There is no such quiz", asked of nobody', async () => {
    renderPage(<QuizScreen />, { route: '/quizzes/9', path: '/quizzes/:moduleNo' });
    expect(screen.getByText(QUIZ_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('loading, then an error with Try again that loads it in place', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/quizzes/1`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const first = show();
    expect(await screen.findByText('Loading the quiz…')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get(`${TEST_API}/api/student/quizzes/1`, () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This quiz could not be loaded');
    server.resetHandlers();
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/attempt 1 of 3/)).toBeInTheDocument();
  });

  it.each([
    ['the form', quizDetails.fresh],
    ['a failed result', quizDetails.failed],
    ['a passed result', quizDetails.passed],
    ['every attempt used', quizDetails.allUsed],
  ])('%s has no axe violations', async (_name, data) => {
    const { container } = show(data);
    await screen.findAllByRole('heading', { level: 2 }).catch(() => screen.findAllByRole('group'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the unanswered message has no axe violations either', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = show();
    await user.click(await screen.findByRole('button', { name: 'Submit answers' }));
    await screen.findByRole('alert');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('in Hindi: the questions and options in Hindi, the message in Hindi, the result in Hindi', async () => {
    const user = userEvent.setup({ delay: null });
    document.cookie = 'aarohi_lang=hi; Path=/';
    try {
      detail = quizDetails.fresh;
      const { container } = renderPage(
        <FollowPreferredLanguage>
          <QuizScreen />
        </FollowPreferredLanguage>,
        { route: '/quizzes/1', path: '/quizzes/:moduleNo' },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'मॉड्यूल 1 का क्विज़' }),
      ).toBeInTheDocument();
      const first = await screen.findByRole('group', { name: /^6 में से सवाल 1/ });
      expect(first).toHaveAccessibleName(`6 में से सवाल 1 ${en('everyday-m1-q2').prompt.hi} एक जवाब चुनें`);
      expect(screen.getByRole('group', { name: /^6 में से सवाल 3/ })).toHaveAccessibleName(
        /जितने भी सही हों, सब चुनें$/,
      );
      await user.click(screen.getByRole('button', { name: 'जवाब भेजें' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('भेजने से पहले हर सवाल का जवाब दें।');
      expect(first).toHaveFocus();
      expect(container.textContent).not.toMatch(/\b(Question|Submit|Choose|Answer every)\b/);

      for (const [i, q] of quizQuestions.entries()) {
        const group = screen.getByRole('group', { name: new RegExp(`^6 में से सवाल ${i + 1}`) });
        for (const id of failedPicks[q.id] ?? correctOptions[q.id]!)
          await user.click(within(group).getByLabelText(q.options.find((o) => o.id === id)!.text.hi));
      }
      await user.click(screen.getByRole('button', { name: 'जवाब भेजें' }));
      expect(await screen.findByTestId('quiz-score')).toHaveTextContent('6 में से 3 सही · 50 %');
      expect(screen.getByText('फिर से कोशिश करें (2 मौके बाकी)')).toBeInTheDocument();
      expect(screen.getAllByTestId('explanation')[0]).toHaveTextContent(/सार में कुछ बातें छूट सकती हैं/);
      expect(container.textContent).not.toMatch(/\b(Your answer|Correct answer|Why|Not right|Try again)\b/);
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });

  it('a 409 of a submission is said in Hindi on her Hindi pages', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      http.post(`${TEST_API}/api/student/quizzes/1/attempts`, () =>
        HttpResponse.json({ success: false, message: QUIZ_MESSAGES.attemptsUsed }, { status: 409 }),
      ),
    );
    document.cookie = 'aarohi_lang=hi; Path=/';
    try {
      detail = quizDetails.fresh;
      renderPage(
        <FollowPreferredLanguage>
          <QuizScreen />
        </FollowPreferredLanguage>,
        { route: '/quizzes/1', path: '/quizzes/:moduleNo' },
      );
      await screen.findByRole('group', { name: /^6 में से सवाल 1/ });
      for (const [i, q] of quizQuestions.entries()) {
        const group = screen.getByRole('group', { name: new RegExp(`^6 में से सवाल ${i + 1}`) });
        for (const id of correctOptions[q.id]!)
          await user.click(within(group).getByLabelText(q.options.find((o) => o.id === id)!.text.hi));
      }
      await user.click(screen.getByRole('button', { name: 'जवाब भेजें' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'आप इस क्विज़ के सभी 3 मौके इस्तेमाल कर चुकी हैं।',
      );
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});

describe("the quiz's texts", () => {
  it("say the API's messages in its own words in English, and each of them in Hindi", () => {
    const messages = english.messages as Record<string, string>;
    for (const [key, text] of Object.entries(QUIZ_MESSAGES))
      expect(messages[key]!.replace('{{max}}', '3')).toBe(text);
    expect(Object.keys(hindi.messages).sort()).toEqual(Object.keys(english.messages).sort());
  });
});
