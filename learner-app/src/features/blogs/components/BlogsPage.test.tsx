import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { BlogsPage } from './BlogsPage';

const longText = `${'Forty women from self-help groups in Jaipur spent a Saturday with us learning to write product stories. '.repeat(2)}The end.`;
const blogs = [
  {
    blog_id: 1,
    title: 'Five prompts every working mother should save today',
    description: longText,
    image_url: '/assets/blogs/blog-1.svg',
    created_by: 'Kavya Menon',
    date_of_creation: '2025-01-12T00:00:00.000Z',
  },
];
const workshops = [
  {
    workshop_id: 7,
    title: 'Jaipur: AI for artisans',
    description: longText,
    image_url_1: '/assets/workshops/jaipur-1.svg',
    image_url_2: '/assets/workshops/jaipur-2.svg',
    image_url_3: '/assets/workshops/jaipur-3.svg',
    image_url_4: '/assets/workshops/jaipur-4.svg',
    image_url_5: '/assets/workshops/jaipur-5.svg',
    image_url_6: '/assets/workshops/jaipur-6.svg',
    uploaded_by: 'Pooja Nair',
    uploaded_at: '2025-02-03T10:00:00.000Z',
  },
  {
    workshop_id: 8,
    title: 'Kochi: first steps',
    description: 'Short.',
    image_url_1: '/assets/workshops/kochi-1.svg',
    image_url_2: null,
    image_url_3: null,
    image_url_4: null,
    image_url_5: null,
    image_url_6: null,
    uploaded_by: 'Pooja Nair',
    uploaded_at: '2025-02-03T10:00:00.000Z',
  },
];
const server = setupServer(
  http.get(`${TEST_API}/api/blogs`, () => HttpResponse.json(blogs)),
  http.get(`${TEST_API}/api/workshops`, () => HttpResponse.json(workshops)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Blogs page', () => {
  it('shows featured blogs and workshops with card text cut at 120 characters', async () => {
    renderPage(<BlogsPage />);
    expect(await screen.findByRole('heading', { name: 'Featured blogs' })).toBeInTheDocument();
    const blog = screen.getByRole('heading', { name: blogs[0]!.title }).closest('article')!;
    // A post with its article opens in full at /blogs/:slug; its card shows the post's summary, never a cut-off text.
    expect(within(blog).getByRole('link', { name: /^Read the post/ })).toHaveAttribute('href', '/blogs/five-prompts-for-working-mothers');
    expect(within(blog).queryByText(/…$/)).not.toBeInTheDocument();
    expect(within(blog).getByText(/By Kavya Menon · 12 January 2025/)).toBeInTheDocument();
    const workshop = screen.getByRole('heading', { name: 'Jaipur: AI for artisans' }).closest('article')!;
    const cardText = within(workshop).getByText(/^Forty women/).textContent!;
    expect(cardText.endsWith('…')).toBe(true);
    expect(cardText.length).toBeLessThanOrEqual(121);
    expect(within(screen.getByRole('heading', { name: 'Kochi: first steps' }).closest('article')!).getByText('Short.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Blogs and Workshops/));
  });

  it('opens a workshop in a modal with up to 6 images and About This Workshop, and closes it', async () => {
    const user = userEvent.setup();
    renderPage(<BlogsPage />);
    await user.click(await screen.findByRole('button', { name: /^View workshop\s*: Jaipur: AI for artisans$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Jaipur: AI for artisans' });
    expect(within(dialog).getAllByRole('img')).toHaveLength(6);
    expect(within(dialog).getByRole('heading', { name: 'About This Workshop' })).toBeInTheDocument();
    expect(within(dialog).getByText(longText)).toBeInTheDocument();
    const closeButtons = within(dialog).getAllByRole('button', { name: /Close/ });
    await user.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the workshop modal with Escape', async () => {
    const user = userEvent.setup();
    renderPage(<BlogsPage />);
    await user.click(await screen.findByRole('button', { name: /^View workshop\s*: Kochi: first steps$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kochi: first steps' });
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a loading state', async () => {
    server.use(
      http.get(`${TEST_API}/api/blogs`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage(<BlogsPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading blogs and workshops');
  });

  it('shows empty states for no blogs and no workshops', async () => {
    server.use(
      http.get(`${TEST_API}/api/blogs`, () => HttpResponse.json([])),
      http.get(`${TEST_API}/api/workshops`, () => HttpResponse.json([])),
    );
    renderPage(<BlogsPage />);
    expect(await screen.findByText(/New articles are on their way/)).toBeInTheDocument();
    expect(screen.getByText(/No workshops to show yet/)).toBeInTheDocument();
  });

  it.each(['blogs', 'workshops'])("says 'Failed to load content' when %s fail", async (which) => {
    server.use(http.get(`${TEST_API}/api/${which}`, () => HttpResponse.json({}, { status: 500 })));
    renderPage(<BlogsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load content');
  });

  it('offers Try again after a failure, which refetches only what failed', async () => {
    let workshopCalls = 0;
    server.use(
      http.get(`${TEST_API}/api/blogs`, () => HttpResponse.error()),
      http.get(`${TEST_API}/api/workshops`, () => {
        workshopCalls += 1;
        return HttpResponse.json(workshops);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<BlogsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load content');
    server.use(http.get(`${TEST_API}/api/blogs`, () => HttpResponse.json(blogs)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: blogs[0]!.title })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load content')).not.toBeInTheDocument();
    expect(workshopCalls).toBe(1);
  });

  it('has no axe violations, with and without the modal', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<BlogsPage />);
    await screen.findByRole('heading', { name: 'Featured blogs' });
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: /^View workshop\s*: Jaipur: AI for artisans$/ }));
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('speaks Hindi at /hi/blogs with Hindi dates and Hindi posts linking to their Hindi pages; workshops stay as the API sends them', async () => {
    const user = userEvent.setup();
    renderPage(<BlogsPage />, { route: '/hi/blogs' });
    expect(screen.getByRole('heading', { level: 1, name: 'ऐसे आइडिया, जो आप आज शाम ही आज़मा सकें' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'खास ब्लॉग' })).toBeInTheDocument();
    const blog = screen.getByRole('heading', { name: 'हर कामकाजी माँ के पाँच काम के प्रॉम्प्ट' }).closest('article')!;
    expect(within(blog).getByRole('link', { name: /^पूरा लेख पढ़ें/ })).toHaveAttribute('href', '/hi/blogs/five-prompts-for-working-mothers');
    expect(within(blog).getByText('लेखक: Kavya Menon · 12 जनवरी 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^वर्कशॉप देखें\s*: Jaipur: AI for artisans$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Jaipur: AI for artisans' });
    expect(within(dialog).getByRole('heading', { name: 'इस वर्कशॉप के बारे में' })).toBeInTheDocument();
    expect(within(dialog).getByText('Pooja Nair ने 3 फ़रवरी 2025 को साझा किया')).toBeInTheDocument();
  });
});
