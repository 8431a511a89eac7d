import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { VerifyCertificatePage } from './VerifyCertificatePage';
import { revokedCertificate, validCertificate } from './fixtures';

const server = setupServer(
  http.get(`${TEST_API}/api/certificates/:no`, ({ params }) =>
    params.no === 'AAR-7KQ2-M9XD-4HTP-R3WN'
      ? HttpResponse.json({ success: true, data: validCertificate })
      : HttpResponse.json({ success: false, message: 'Certificate not found' }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (no: string) =>
  renderPage(<VerifyCertificatePage />, { route: `/verify/${no}`, path: '/verify/:certificateNo' });

describe('certificate verification page', () => {
  it('shows a valid certificate: who, what, when, by whom, and how to check the credential', async () => {
    open('AAR-7KQ2-M9XD-4HTP-R3WN');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate AAR-7KQ2-M9XD-4HTP-R3WN' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This certificate is valid. Aarohi issued it and has not withdrawn it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    for (const text of [
      'Kavya Iyer',
      'AI for Women in Business',
      'Business — October 2026 (evening)',
      'Meera Nair',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('5 October 2026 – 31 October 2026')).toBeInTheDocument();
    expect(screen.getByText('Issued by Aarohi — AI for Women')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the credential' })).toHaveAttribute(
      'href',
      `${TEST_API}/api/certificates/AAR-7KQ2-M9XD-4HTP-R3WN/credential`,
    );
    expect(screen.getByRole('link', { name: /public keys \(JWKS\)/ })).toHaveAttribute(
      'href',
      `${TEST_API}/.well-known/jwks.json`,
    );
  });

  it('says a revoked certificate is revoked, with the date, and offers no credential', async () => {
    server.use(
      http.get(`${TEST_API}/api/certificates/:no`, () =>
        HttpResponse.json({ success: true, data: revokedCertificate }),
      ),
    );
    open('AAR-7KQ2-M9XD-4HTP-R3WN');
    expect(
      await screen.findByText('This certificate was revoked on 20 November 2026. It is no longer valid.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Revoked on 20 November 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the credential' })).not.toBeInTheDocument();
  });

  it('says plainly when no certificate has that number', async () => {
    open('AAR-0000-0000-0000-0000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AAR-0000-0000-0000-0000')).toBeInTheDocument();
    expect(screen.queryByText('Kavya Iyer')).not.toBeInTheDocument();
  });

  it('shows loading, then an error with Try again that loads the record in place', async () => {
    server.use(
      http.get(`${TEST_API}/api/certificates/:no`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const first = open('AAR-7KQ2-M9XD-4HTP-R3WN');
    expect(await screen.findByText('Checking the certificate…')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get(`${TEST_API}/api/certificates/:no`, () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    open('AAR-7KQ2-M9XD-4HTP-R3WN');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check this certificate right now.',
    );
    server.resetHandlers();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kavya Iyer')).toBeInTheDocument();
  });

  it('has no axe violations (valid and not found)', async () => {
    const valid = open('AAR-7KQ2-M9XD-4HTP-R3WN');
    await screen.findByText('Kavya Iyer');
    expect(await axe(valid.container)).toHaveNoViolations();
    valid.unmount();
    const missing = open('NOPE');
    await screen.findByRole('heading', { name: 'Certificate not found' });
    expect(await axe(missing.container)).toHaveNoViolations();
  });
});
