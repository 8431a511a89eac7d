import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { HomePage } from './HomePage';
import { yearInIndia } from '@ai-women/contracts';
import { EVERYDAY_CURRICULUM } from '@ai-women/contracts/curriculum';

// Generous: the suite shares 2 cores with builds and other suites.
jest.setTimeout(20_000);

const courses = [
  { course_id: 1, title: 'AI for Everyday Life', description: 'Plan your home and budget.', image_url: '/assets/courses/ai-everyday.svg', sessions: 25, curriculum: 'everyday' },
  { course_id: 2, title: 'AI for Your Career', description: 'Rewrite your résumé.', image_url: '/assets/courses/ai-career.svg', sessions: 25, curriculum: 'everyday' },
];
const testimonials = [
  { id: 1, name: 'Sunita Patil', profession: 'Teacher, Nashik', description: 'I plan a week of lessons in an hour.', image_url: '/assets/testimonials/learner-1.svg' },
  { id: 2, name: 'Rukhsar Ahmed', profession: 'Boutique owner, Lucknow', description: 'Orders on WhatsApp doubled.', image_url: null },
];

const server = setupServer(
  http.get(`${TEST_API}/api/courses`, () => HttpResponse.json(courses)),
  http.get(`${TEST_API}/api/testimonials`, () => HttpResponse.json(testimonials)),
  http.get(`${TEST_API}/api/coupons`, () =>
    HttpResponse.json({ success: true, coupons: [{ coupon_id: 4, coupon_name: 'DIWALI15', discount_percent: 15 }, { coupon_id: 5, coupon_name: 'AAROHIWEEK', discount_percent: 20 }] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe('Home page', () => {
  it('names this year in the notice, from the clock (India time)', () => {
    jest.useFakeTimers({ now: new Date('2027-03-01T12:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'hrtime'] });
    try {
      renderPage(<HomePage />);
      expect(screen.getAllByText(/Registrations for 2027 are open/).length).toBeGreaterThan(0);
      expect(screen.queryByText(/Registrations for 2025/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the marquee, hero, info items, benefits, intent, modules and price', async () => {
    renderPage(<HomePage />);
    expect(screen.getAllByText(new RegExp(`Registrations for ${yearInIndia()} are open`)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Rise with AI/);
    expect(screen.getAllByRole('link', { name: 'Register Now' })[0]).toHaveAttribute('href', '/register');
    expect(screen.getByText('Online')).toBeInTheDocument();
    // The Free Webinar pill leads to the workshops, where the free webinar is listed.
    expect(screen.getByRole('link', { name: /^Free Webinar/ })).toHaveAttribute('href', '/blogs#blogs-workshops-title');
    for (const title of ['Tailored for Women', 'Empowerment through Technology', 'Community of Support', 'Skill Development for the Future']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Read our mission' })).toHaveAttribute('href', '/experts-blog');
    expect(screen.getByRole('heading', { name: 'Why choose us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/course');
    // The offer is the best advertised coupon, as the API lists them: its name, not a code in the page.
    expect(await screen.findByText('AAROHIWEEK')).toBeInTheDocument();
    expect(screen.getByText('₹2,000')).toBeInTheDocument();
    expect(screen.getByText('₹1,999.20')).toBeInTheDocument();
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByTestId('home-offer')).toHaveTextContent('20% off');
    await waitFor(() => expect(document.title).toMatch(/Aarohi — AI for Women/));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/AI course for women/));
    await screen.findByText(/I plan a week of lessons/);
  });

  it('with no advertised coupon, names none: the list price alone', async () => {
    server.use(http.get(`${TEST_API}/api/coupons`, () => HttpResponse.json({ success: true, coupons: [] })));
    renderPage(<HomePage />);
    await waitFor(() => expect(screen.getByTestId('home-offer')).toHaveTextContent('When we run an offer, its coupon is shown here.'));
    expect(screen.getByTestId('home-offer')).not.toHaveTextContent(/coupon [A-Z0-9]{4,}/);
    expect(screen.queryByText('₹2,000')).not.toBeInTheDocument();
    expect(screen.getAllByText('₹2,499').length).toBeGreaterThan(0);
  });

  it('lists the course plan as disclosures the browser opens one at a time, the first open', async () => {
    renderPage(<HomePage />);
    const plan = screen.getByRole('region', { name: 'What we want to achieve' });
    const items = [...plan.querySelectorAll('details')];
    // The first course's modules, from its curriculum, each titled by a heading inside its summary.
    expect(items.map((d) => d.querySelector('summary h3')?.textContent)).toEqual(
      EVERYDAY_CURRICULUM.map((m) => `Module ${m.no} · ${m.title}`),
    );
    // One group: the browser closes the others when one opens (checked in a browser: e2e islands).
    expect(new Set(items.map((d) => d.getAttribute('name')))).toEqual(new Set(['home-modules']));
    expect(items.map((d) => d.open)).toEqual(EVERYDAY_CURRICULUM.map((_m, i) => i === 0));
    expect(within(items[0]!).getByText(EVERYDAY_CURRICULUM[0]!.sessions[0]!.topic)).toBeInTheDocument();
    await screen.findByText(/I plan a week of lessons/);
  });

  it('lists the courses with Enroll Now to /register/{courseId}', async () => {
    renderPage(<HomePage />);
    const links = await screen.findAllByRole('link', { name: /Enroll Now/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/register/1', '/register/2']);
    expect(screen.getByRole('heading', { name: 'AI for Everyday Life' })).toBeInTheDocument();
    await screen.findByText(/I plan a week of lessons/);
  });

  it('only logs a failed course fetch and leaves the section out', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${TEST_API}/api/courses`, () => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })));
    renderPage(<HomePage />);
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load courses', expect.anything()));
    expect(screen.queryByRole('link', { name: /Enroll Now/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Choose where to begin')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await screen.findByText(/I plan a week of lessons/);
  });

  it("shows 'Loading testimonials...' while the testimonials load", async () => {
    server.use(
      http.get(`${TEST_API}/api/testimonials`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage(<HomePage />);
    expect(await screen.findByText('Loading testimonials...')).toBeInTheDocument();
  });

  it('shows the testimonials carousel and moves with next and previous', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Testimonials' });
    expect(within(carousel).getByText(/I plan a week of lessons/)).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next testimonial' }));
    expect(within(carousel).getByText(/Orders on WhatsApp doubled/)).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next testimonial' }));
    expect(within(carousel).getByText(/I plan a week of lessons/)).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Previous testimonial' }));
    expect(within(carousel).getByText(/Rukhsar Ahmed/)).toBeInTheDocument();
  });

  it('explains a testimonials failure without breaking the page', async () => {
    server.use(http.get(`${TEST_API}/api/testimonials`, () => HttpResponse.json({}, { status: 500 })));
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load the stories/);
  });

  it('offers Try again after a testimonials failure, which loads the carousel in place', async () => {
    server.use(http.get(`${TEST_API}/api/testimonials`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderPage(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not load the stories/);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const carousel = await screen.findByRole('region', { name: 'Testimonials' });
    expect(await within(carousel).findByText(testimonials[0]!.name)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<HomePage />);
    await screen.findByText(/I plan a week of lessons/);
    await screen.findAllByRole('link', { name: /Enroll Now/ });
    expect(await axe(container)).toHaveNoViolations();
  });
});
