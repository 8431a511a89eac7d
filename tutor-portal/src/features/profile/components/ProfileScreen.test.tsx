import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { demoTutor, renderPage, setupUser, signInAs } from '../../../test/render';
import { url } from '../../../test/fixtures';
import {
  PROFILE_LOGIN_PROMPT,
  PROFILE_NETWORK_ERROR,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  ProfileScreen,
} from './ProfileScreen';

const id = demoTutor.tutor_id;
const documents = (review_status: string) => ({
  id: 1,
  skills: 'Prompting',
  resume: url(`/api/tutor/uploads/${id}/files/resume`),
  experience_letter: url(`/api/tutor/uploads/${id}/files/experience_letter`),
  updated_at: '2026-11-01T10:00:00.000Z',
  review_status,
});
const server = setupServer(
  http.get(url(`/api/tutor/profile/${id}`), () => HttpResponse.json({ success: true, data: demoTutor })),
  http.get(url(`/api/tutor/uploads/${id}`), () => HttpResponse.json({ success: true, data: documents('approved') })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());
beforeEach(() => signInAs());

describe('Tutor profile', () => {
  it('prompts to log in without a tutor id', () => {
    signInAs({ name: 'x' });
    renderPage(<ProfileScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_LOGIN_PROMPT);
  });

  it('shows a loading state', async () => {
    server.use(
      http.get(url(`/api/tutor/profile/${id}`), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderPage(<ProfileScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent(/Loading your profile/);
  });

  it('is not "Verified Tutor" until the school approves her documents, nor with none uploaded', async () => {
    server.use(
      http.get(url(`/api/tutor/uploads/${id}`), () => HttpResponse.json({ success: true, data: documents('pending') })),
    );
    const { unmount } = renderPage(<ProfileScreen />);
    expect(await screen.findByText('Documents under review')).toBeInTheDocument();
    expect(screen.queryByText('Verified Tutor')).not.toBeInTheDocument();
    unmount();
    server.use(http.get(url(`/api/tutor/uploads/${id}`), () => HttpResponse.json({ success: true, data: null })));
    renderPage(<ProfileScreen />);
    expect(await screen.findByText('Documents not uploaded yet')).toBeInTheDocument();
    expect(screen.queryByText('Verified Tutor')).not.toBeInTheDocument();
  });

  it('shows the avatar initial, Verified Tutor, details and account information', async () => {
    renderPage(<ProfileScreen />);
    expect(await screen.findByText('Verified Tutor')).toBeInTheDocument();
    expect(screen.getByText('M')).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('15 January 2026')).toBeInTheDocument();
    expect(screen.getByText('meera@aarohi.example')).toBeInTheDocument();
    expect(screen.getByText('Tutor ID').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile Completion' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('shows 75% completion when the phone is missing', async () => {
    server.use(
      http.get(url(`/api/tutor/profile/${id}`), () =>
        HttpResponse.json({ success: true, data: { ...demoTutor, phone_number: '' } }),
      ),
    );
    renderPage(<ProfileScreen />);
    expect(await screen.findByText('75%')).toBeInTheDocument();
  });

  it('edits name and phone with limits and messages, saves, updates the stored tutor and hides the message after 3 s', async () => {
    const user = setupUser();
    let body: unknown;
    server.use(
      http.put(url(`/api/tutor/profile/${id}`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Profile updated',
          data: {
            name: 'Meera K Iyer',
            phone_number: '9123456789',
            email: demoTutor.email,
            created_at: demoTutor.created_at,
          },
        });
      }),
    );
    renderPage(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/^Name/);
    const phone = screen.getByLabelText(/^Phone/);
    // The same button now reads Cancel and keeps focus; Name is the next Tab stop.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(name).toHaveAttribute('maxLength', '100');
    expect(phone).not.toHaveAttribute('maxLength');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await user.clear(name);
    await user.type(name, 'M');
    await user.clear(phone);
    await user.type(phone, '12ab34');
    expect(phone).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit Indian phone number')).toBeInTheDocument();
    await user.type(name, 'eera K Iyer');
    expect(screen.queryByText('Name must be at least 2 characters long')).not.toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '912345678901');
    expect(phone).toHaveValue('9123456789');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_UPDATED)).toBeInTheDocument();
    expect(body).toEqual({ name: 'Meera K Iyer', phone_number: '9123456789' });
    expect(JSON.parse(sessionStorage.getItem('tutorData')!)).toMatchObject({
      name: 'Meera K Iyer',
      phone_number: '9123456789',
      tutor_id: 7,
    });
    expect(screen.getByText('+91 91234 56789')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(screen.queryByText(PROFILE_UPDATED)).not.toBeInTheDocument());
  });

  it('refuses markup and bidi controls in the name, and takes a Hindi name', async () => {
    const user = setupUser();
    const bodies: unknown[] = [];
    server.use(
      http.put(url(`/api/tutor/profile/${id}`), async ({ request }) => {
        const body = (await request.json()) as { name: string; phone_number: string };
        bodies.push(body);
        return HttpResponse.json({
          success: true,
          message: 'Profile updated',
          data: { ...body, email: demoTutor.email, created_at: demoTutor.created_at },
        });
      }),
    );
    renderPage(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/^Name/);
    for (const bad of ['<b>Meera</b>', 'Meera \u202EreyI']) {
      await user.clear(name);
      await user.type(name, bad);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(
        screen.getByText('Name can only contain letters, spaces, hyphens and apostrophes'),
      ).toBeInTheDocument();
    }
    expect(bodies).toEqual([]);
    await user.clear(name);
    await user.type(name, 'मीरा अय्यर');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_UPDATED)).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ name: 'मीरा अय्यर' })]);
  });

  it('Cancel leaves edit mode without saving, with focus back on Edit Profile', async () => {
    const user = setupUser();
    renderPage(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('shows the server message, the fallback and the network error', async () => {
    const user = setupUser();
    server.use(
      http.put(url(`/api/tutor/profile/${id}`), () =>
        HttpResponse.json({ success: false, message: 'Phone already in use' }, { status: 409 }),
      ),
    );
    renderPage(<ProfileScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone already in use');
    server.use(http.put(url(`/api/tutor/profile/${id}`), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_UPDATE_FAILED));
    server.use(http.put(url(`/api/tutor/profile/${id}`), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_NETWORK_ERROR));
  });

  it('falls back to the stored tutor when the profile cannot be loaded', async () => {
    server.use(
      http.get(url(`/api/tutor/profile/${id}`), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderPage(<ProfileScreen />);
    expect(await screen.findByText(/could not load your latest profile/)).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
  });

  it('offers Try again when the profile cannot be loaded, which loads it in place', async () => {
    const user = setupUser();
    server.use(http.get(url(`/api/tutor/profile/${id}`), () => HttpResponse.error()));
    renderPage(<ProfileScreen />);
    expect(await screen.findByText(/could not load your latest profile/)).toBeInTheDocument();
    server.use(
      http.get(url(`/api/tutor/profile/${id}`), () =>
        HttpResponse.json({ success: true, data: { ...demoTutor, name: 'Kavya M' } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kavya M', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.queryByText(/could not load your latest profile/)).not.toBeInTheDocument();
  });

  it('has no axe violations in view and edit modes', async () => {
    const { container } = renderPage(<ProfileScreen />);
    await screen.findByText('Verified Tutor');
    expect(await axe(container)).toHaveNoViolations();
    await setupUser().click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
