import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { WonderWomenPage } from './WonderWomenPage';

const achievements = [
  {
    achievement_id: 1,
    name: 'Meera Iyer',
    designation: 'Data scientist, Hyderabad',
    achievement: 'Built a crop-disease detector used by 3,000 farmers',
    description: 'Meera trained a model on photos taken by farmers themselves.',
    image_url: '/assets/achievements/woman-1.svg',
  },
  { achievement_id: 2, name: 'Lata Gawde', designation: 'Learner', achievement: 'Opened an online store', description: 'From Ratnagiri.', image_url: null },
];
const server = setupServer(http.get(`${TEST_API}/api/achievements`, () => HttpResponse.json(achievements)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Wonder Women in AI & Tech', () => {
  it('lists the achievements under the page title', async () => {
    renderPage(<WonderWomenPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wonder Women in AI & Tech' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByText('Built a crop-disease detector used by 3,000 farmers')).toBeInTheDocument();
    expect(screen.getByText('Data scientist, Hyderabad')).toBeInTheDocument();
    const lata = screen.getByRole('heading', { name: 'Lata Gawde' }).closest('li')!;
    expect(lata.querySelector('img')).toHaveAttribute('src', '/assets/team/placeholder.svg');
    await waitFor(() => expect(document.title).toMatch(/^Wonder Women in AI & Tech/));
  });

  it('shows a loading state', async () => {
    server.use(
      http.get(`${TEST_API}/api/achievements`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    renderPage(<WonderWomenPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading achievements');
  });

  it('shows an empty state', async () => {
    server.use(http.get(`${TEST_API}/api/achievements`, () => HttpResponse.json([])));
    renderPage(<WonderWomenPage />);
    expect(await screen.findByText(/first stories are being written/)).toBeInTheDocument();
  });

  it("says 'Failed to load achievements' on failure", async () => {
    server.use(http.get(`${TEST_API}/api/achievements`, () => HttpResponse.json({}, { status: 500 })));
    renderPage(<WonderWomenPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load achievements');
  });

  it('offers Try again after a failure, which loads the stories in place', async () => {
    server.use(http.get(`${TEST_API}/api/achievements`, () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    renderPage(<WonderWomenPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load achievements');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: achievements[0]!.name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<WonderWomenPage />);
    await screen.findByRole('heading', { name: 'Meera Iyer' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks Hindi at /hi/wonderwomen; the stories stay as the API sends them', async () => {
    renderPage(<WonderWomenPage />, { route: '/hi/wonderwomen' });
    expect(screen.getByRole('heading', { level: 1, name: 'AI और तकनीक की वंडर वुमन' })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2 })).not.toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('AI और तकनीक की वंडर वुमन · आरोही — महिलाओं के लिए AI'));
  });
});
