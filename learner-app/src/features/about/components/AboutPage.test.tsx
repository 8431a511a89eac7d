import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { AboutPage } from './AboutPage';

const team = [
  { id: 1, name: 'Dr. Nandini Rao', designation: 'Founder & Programme Director', image_url: '/assets/team/member-1.svg' },
  { id: 6, name: 'Tanvi Joshi', designation: 'Learner Support Lead', image_url: null },
];
const server = setupServer(http.get(`${TEST_API}/api/team`, () => HttpResponse.json(team)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('About page', () => {
  it('shows hero, program, approach and aim, with title and description', async () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Aarohi means/);
    for (const name of ['Our program', 'Our approach', 'Our aim', 'Meet Our Team']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    await waitFor(() => expect(document.title).toBe('About Us · Aarohi — AI for Women'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Aarohi'));
    await screen.findByText('Dr. Nandini Rao');
  });

  it('shows a loading state while the team loads', async () => {
    server.use(
      http.get(`${TEST_API}/api/team`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage(<AboutPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading our team');
  });

  it('shows each member, with a placeholder image when a member has none', async () => {
    renderPage(<AboutPage />);
    expect(await screen.findByText('Dr. Nandini Rao')).toBeInTheDocument();
    expect(screen.getByText('Founder & Programme Director')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Dr. Nandini Rao' })).toHaveAttribute('src', '/assets/team/member-1.svg');
    const tanvi = screen.getByText('Tanvi Joshi').closest('figure')!;
    const placeholder = tanvi.querySelector('img')!;
    expect(placeholder).toHaveAttribute('src', '/assets/team/placeholder.svg');
    expect(placeholder).toHaveAttribute('width', '140');
    expect(placeholder).toHaveAttribute('height', '140');
  });

  it("says 'No team members found.' for an empty team", async () => {
    server.use(http.get(`${TEST_API}/api/team`, () => HttpResponse.json([])));
    renderPage(<AboutPage />);
    expect(await screen.findByText('No team members found.')).toBeInTheDocument();
  });

  it("says 'Failed to load team data' when the request fails", async () => {
    server.use(http.get(`${TEST_API}/api/team`, () => HttpResponse.error()));
    renderPage(<AboutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load team data');
  });

  it('offers Try again after a failure, which loads the team in place', async () => {
    server.use(http.get(`${TEST_API}/api/team`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderPage(<AboutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load team data');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dr. Nandini Rao')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load team data')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<AboutPage />);
    await screen.findByText('Dr. Nandini Rao');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks Hindi at /hi/about; the team stays as the API sends it', async () => {
    renderPage(<AboutPage />, { route: '/hi/about' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^आरोही का मतलब है/);
    expect(screen.getByRole('heading', { name: 'हमारी टीम से मिलिए' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कोर्स देखें' })).toHaveAttribute('href', '/hi/course');
    expect(await screen.findByRole('img', { name: 'Dr. Nandini Rao की तस्वीर' })).toBeInTheDocument();
    expect(screen.getByText('Founder & Programme Director')).toBeInTheDocument();
  });
});
