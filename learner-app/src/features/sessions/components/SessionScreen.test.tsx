import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { SessionScreen } from './SessionScreen';

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

const server = setupServer(
  http.get(`${TEST_API}/api/student/my-sessions/3`, () => HttpResponse.json({ success: true, data: detail })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderSession = (no = '3') => renderPage(<SessionScreen />, { route: `/sessions/${no}`, path: '/sessions/:sessionNo' });

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

  it('says when notes, recording and files are not there yet', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () =>
        HttpResponse.json({ success: true, data: { ...detail, notes: null, recording_open_url: null, materials: [], my_attendance: null } }),
      ),
    );
    renderSession();
    expect(await screen.findByText('Your tutor has not added notes for this session yet.')).toBeInTheDocument();
    expect(screen.getByText('The recording appears here after the class.')).toBeInTheDocument();
    expect(screen.getByText('No files for this session yet.')).toBeInTheDocument();
    expect(screen.getByText('Not marked yet')).toBeInTheDocument();
  });

  it('shows what the API answered when it refuses (403), with a way back', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () =>
        HttpResponse.json({ success: false, message: 'Complete your payment to open your batch’s sessions.' }, { status: 403 }),
      ),
    );
    renderSession();
    expect(await screen.findByRole('alert')).toHaveTextContent('Complete your payment to open your batch’s sessions.');
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
      http.get(`${TEST_API}/api/student/my-sessions/3`, () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })),
    );
    renderSession();
    expect(await screen.findByRole('alert')).toHaveTextContent('This session could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an upcoming session offers Join through the API', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/my-sessions/3`, () =>
        HttpResponse.json({ success: true, data: { ...detail, held: false, recording_open_url: null } }),
      ),
    );
    renderSession();
    expect(await screen.findByRole('link', { name: 'Join session 3' })).toHaveAttribute('href', `${TEST_API}/api/sessions/41/join`);
  });
});
