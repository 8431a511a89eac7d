import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffLoginPage from '../../app/exposed/StaffLogin';
import { admin, renderAt, setupUser, url } from '../../test/render';

let signedIn = false;
let posted: unknown[] = [];
const server = setupServer(
  http.get(url('/api/staff/me'), () =>
    signedIn
      ? HttpResponse.json({ success: true, staff: admin })
      : HttpResponse.json({ success: false }, { status: 401 }),
  ),
  http.post(url('/api/staff/login'), async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    posted.push(body);
    if (body.password !== 'Admin@2025')
      return HttpResponse.json({ success: false, message: 'Invalid email or password.' }, { status: 401 });
    signedIn = true;
    return HttpResponse.json({ success: true, staff: admin });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  signedIn = false;
  posted = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('staff sign-in', () => {
  it('asks for both fields before calling the API', async () => {
    const user = setupUser();
    const { container } = renderAt(<StaffLoginPage />, { route: '/staff/login', path: '/staff/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your work e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the API's message for a wrong password and clears it", async () => {
    const user = setupUser();
    renderAt(<StaffLoginPage />, { route: '/staff/login', path: '/staff/login' });
    await user.type(await screen.findByLabelText(/Work e-mail/), 'admin@aarohi.example');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong@2025');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('goes where she was sent from, never outside the back office', async () => {
    const user = setupUser();
    renderAt(<StaffLoginPage />, { route: '/staff/login?next=%2Fstaff%2Fmoney', path: '/staff/login' });
    await user.type(await screen.findByLabelText(/Work e-mail/), 'admin@aarohi.example');
    await user.type(screen.getByLabelText(/^Password/), 'Admin@2025');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByTestId('where');
    await screen.findByText((_, el) => el?.getAttribute('data-path') === '/staff/money');
    expect(posted).toEqual([{ email: 'admin@aarohi.example', password: 'Admin@2025' }]);
    expect(sessionStorage.getItem('aarohiStaffSignedIn')).toBe('true');
  });

  it('ignores a next address outside the back office', async () => {
    const user = setupUser();
    renderAt(<StaffLoginPage />, {
      route: '/staff/login?next=https%3A%2F%2Fevil.example',
      path: '/staff/login',
    });
    await user.type(await screen.findByLabelText(/Work e-mail/), 'admin@aarohi.example');
    await user.type(screen.getByLabelText(/^Password/), 'Admin@2025');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText((_, el) => el?.getAttribute('data-path') === '/staff/tickets');
  });
});
