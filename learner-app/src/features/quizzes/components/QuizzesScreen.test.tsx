import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { SESSION_MESSAGES } from '@ai-women/contracts';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { renderPage, TEST_API } from '../../../test/render';
import { QuizzesScreen } from './QuizzesScreen';
import { quizList } from './fixtures';

let answer: unknown = { success: true, data: quizList };
const server = setupServer(
  http.get(`${TEST_API}/api/student/quizzes`, () => HttpResponse.json(answer as object)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answer = { success: true, data: quizList };
});
afterAll(() => server.close());

const show = (data: unknown = quizList) => {
  answer = { success: true, data };
  return renderPage(<QuizzesScreen />, { route: '/quizzes' });
};
const card = (name: RegExp) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('her module quizzes', () => {
  it('says how many modules she passed, and a card per module with its state and link', async () => {
    show();
    expect(await screen.findByText('Modules passed: 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Module quizzes' })).toBeInTheDocument();
    expect(
      screen.getByText(/You pass a quiz with 70 % or more, and you have 3 attempts at each/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Your module quizzes' })).getAllByRole('listitem'),
    ).toHaveLength(5);

    const passed = within(card(/^Module 1: AI tools for everyday life$/));
    expect(passed.getByText('6 questions')).toBeInTheDocument();
    expect(passed.getByText('Passed')).toBeInTheDocument();
    expect(passed.getByText('2 of 3')).toBeInTheDocument();
    expect(passed.getByText('100 %')).toBeInTheDocument();
    expect(passed.getByRole('link', { name: 'See your result (Module 1 quiz)' })).toHaveAttribute(
      'href',
      '/quizzes/1',
    );

    const failed = within(card(/^Module 2: /));
    expect(failed.getByText('Not passed yet')).toBeInTheDocument();
    expect(failed.getByText('1 of 3')).toBeInTheDocument();
    expect(failed.getByText('50 %')).toBeInTheDocument();
    expect(failed.getByRole('link', { name: 'Try again (Module 2 quiz)' })).toHaveAttribute(
      'href',
      '/quizzes/2',
    );

    const fresh = within(card(/^Module 3: /));
    expect(fresh.getByText('0 of 3')).toBeInTheDocument();
    expect(fresh.getByText('—')).toBeInTheDocument();
    expect(fresh.getByRole('link', { name: 'Take the quiz (Module 3 quiz)' })).toHaveAttribute(
      'href',
      '/quizzes/3',
    );

    const closed = within(card(/^Module 4: /));
    expect(closed.getByText('Opens after Session 16')).toBeInTheDocument();
    expect(closed.getByText('This quiz opens once Session 16 has been held.')).toBeInTheDocument();
    expect(closed.queryByRole('link')).not.toBeInTheDocument();
  });

  it('no attempt left: "See your result", never "Try again"', async () => {
    const used = { ...quizList.quizzes[1]!, attempts_used: 3, attempts_left: 0 };
    show({ ...quizList, quizzes: [used] });
    expect(await screen.findByRole('link', { name: 'See your result (Module 2 quiz)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Try again/ })).not.toBeInTheDocument();
  });

  it('no batch yet: a kind sentence that they appear once she is placed', async () => {
    show(null);
    expect(await screen.findByRole('heading', { name: 'No quizzes yet' })).toBeInTheDocument();
    expect(screen.getByText(/appear here once you are placed in a batch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('loading, then an error with Try again that loads them in place', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/quizzes`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const first = show();
    expect(await screen.findByText('Loading your quizzes…')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get(`${TEST_API}/api/student/quizzes`, () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your quizzes could not be loaded');
    server.resetHandlers();
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Modules passed: 1 of 5')).toBeInTheDocument();
  });

  it('unpaid: the reason, and no Try again (it would not change)', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/quizzes`, () =>
        HttpResponse.json({ success: false, message: SESSION_MESSAGES.unpaid }, { status: 403 }),
      ),
    );
    renderPage(<QuizzesScreen />, { route: '/quizzes' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SESSION_MESSAGES.unpaid);
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['the list', quizList],
    ['no batch', null],
  ])('%s has no axe violations', async (_name, data) => {
    const { container } = show(data);
    await screen.findAllByRole('heading', { level: 2 });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('in Hindi: every word of the page in Hindi; the module titles stay as written', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    answer = { success: true, data: quizList };
    try {
      const { container } = renderPage(
        <FollowPreferredLanguage>
          <QuizzesScreen />
        </FollowPreferredLanguage>,
        { route: '/quizzes' },
      );
      expect(screen.getByRole('heading', { level: 1, name: 'मॉड्यूल क्विज़' })).toBeInTheDocument();
      expect(await screen.findByText('पास किए मॉड्यूल: 5 में से 1')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 2, name: 'मॉड्यूल 1: AI tools for everyday life' }),
      ).toBeInTheDocument();
      expect(screen.getByText('सेशन 16 के बाद खुलेगा')).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'फिर से कोशिश करें (मॉड्यूल 2 का क्विज़)' }),
      ).toBeInTheDocument();
      expect(container.textContent).not.toMatch(
        /\b(Passed|Attempts|Best score|Take the quiz|Try again|Opens after)\b/,
      );
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});
