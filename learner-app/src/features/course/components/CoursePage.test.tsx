import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { CoursePage } from './CoursePage';
import { EVERYDAY_CURRICULUM } from '@ai-women/contracts/curriculum';

const courses = [
  { course_id: 3, title: 'AI for Women in Business', description: 'Turn a side idea into a brand.', image_url: '/assets/courses/ai-business.svg', sessions: 25, curriculum: 'everyday' },
];
const server = setupServer(http.get(`${TEST_API}/api/courses`, () => HttpResponse.json(courses)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Course page', () => {
  it('shows the pathway, list price with GST, available courses and each course’s own modules', async () => {
    renderPage(<CoursePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Learning Pathway' })).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available Courses' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course Modules' })).toBeInTheDocument();
    expect(screen.getByText(/GST included/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Enroll Now\s*: AI for Women in Business$/ })).toHaveAttribute('href', '/register/3');
    expect(screen.getByRole('link', { name: /^About this course\s*: AI for Women in Business$/ })).toHaveAttribute('href', '/course/3');
    // Its modules are those of its curriculum, five, never a fixed list of six.
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings).toEqual(EVERYDAY_CURRICULUM.map((m) => m.title));
    await waitFor(() => expect(document.title).toBe('Course · Aarohi — AI for Women'));
  });

  it('shows loading, empty and error states for the course list', async () => {
    server.use(
      http.get(`${TEST_API}/api/courses`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const first = renderPage(<CoursePage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading courses');
    first.unmount();

    server.use(http.get(`${TEST_API}/api/courses`, () => HttpResponse.json([])));
    const second = renderPage(<CoursePage />);
    expect(await screen.findByText('New courses open soon.')).toBeInTheDocument();
    second.unmount();

    server.use(http.get(`${TEST_API}/api/courses`, () => HttpResponse.json({}, { status: 500 })));
    renderPage(<CoursePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load the course list/);
  });

  it('offers Try again when the course list fails, which loads it in place', async () => {
    server.use(http.get(`${TEST_API}/api/courses`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderPage(<CoursePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load the course list/);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('link', { name: /Enroll Now/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<CoursePage />);
    await screen.findByRole('link', { name: /Enroll Now/ });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks Hindi at /hi/course: headings, modules, fee and links to the Hindi registration', async () => {
    renderPage(<CoursePage />, { route: '/hi/course' });
    expect(screen.getByRole('heading', { level: 1, name: 'AI सीखने की राह' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कोर्स के मॉड्यूल' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'डिजिटल मार्केटिंग और सामग्री निर्माण' })).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी रजिस्टर करें' })).toHaveAttribute('href', '/hi/register');
    expect(await screen.findByRole('link', { name: /^अभी दाख़िला लें\s*: रोज़मर्रा की ज़िंदगी के लिए एआई$/ })).toHaveAttribute(
      'href',
      '/hi/register/3',
    );
    await waitFor(() => expect(document.title).toBe('कोर्स · आरोही — महिलाओं के लिए AI'));
  });
});
