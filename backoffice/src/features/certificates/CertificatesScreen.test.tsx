import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import StaffCertificatesPage from '../../app/exposed/StaffCertificates';
import { admin, renderAt, setupUser, support, url } from '../../test/render';
import { batchCertificates } from './fixtures';

let me = admin;
let data = structuredClone(batchCertificates);
const writes: { path: string; body: unknown }[] = [];
const server = setupServer(
  http.get(url('/api/staff/me'), () => HttpResponse.json({ success: true, staff: me })),
  http.get(url('/api/staff/batches/:id/certificates'), () => HttpResponse.json({ success: true, data })),
  http.post(url('/api/staff/certificates/grant'), async ({ request }) => {
    const body = (await request.json()) as { student_id: number };
    writes.push({ path: 'grant', body });
    data = {
      ...data,
      rows: data.rows.map((r) =>
        r.student_id === body.student_id
          ? {
              ...r,
              state: 'issued',
              certificate_no: 'AAR-2026-000200',
              issued_at: '2026-11-26T05:00:00.000Z',
              reason: 'Hospitalised',
            }
          : r,
      ),
    };
    return HttpResponse.json({
      success: true,
      message: 'Certificate AAR-2026-000200 granted to Divya Menon.',
      data: {},
    });
  }),
  http.post(url('/api/staff/certificates/:no/revoke'), async ({ request, params }) => {
    writes.push({ path: `revoke ${String(params.no)}`, body: await request.json() });
    return HttpResponse.json({ success: true, message: 'Certificate AAR-2026-000123 revoked.', data: {} });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.setItem('aarohiStaffSignedIn', 'true');
  me = admin;
  data = structuredClone(batchCertificates);
  writes.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () =>
  renderAt(<StaffCertificatesPage />, {
    route: '/staff/batches/7/certificates',
    path: '/staff/batches/:batchId/certificates',
  });

describe('a batch’s certificates (back office)', () => {
  it('lists each student with her state, sessions and how many she is short', async () => {
    open();
    const table = await screen.findByRole('table', {
      name: 'Certificates of Business — October 2026 (evening)',
    });
    const kavya = within(table).getByRole('row', { name: /Kavya Iyer/ });
    expect(kavya).toHaveTextContent('Issued');
    expect(kavya).toHaveTextContent('AAR-2026-000123');
    const divya = within(table).getByRole('row', { name: /Divya Menon/ });
    expect(divya).toHaveTextContent('Not eligible');
    expect(divya).toHaveTextContent('Short by 1 session');
    expect(divya).toHaveTextContent('19 of 25 held');
  });

  it('admin: grants an exception with a reason (3–500 characters)', async () => {
    const user = setupUser();
    open();
    await user.click(await screen.findByRole('button', { name: 'Grant Divya Menon a certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a certificate to Divya Menon' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Grant certificate' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), ' — hospitalised, attended the recordings');
    await user.click(within(dialog).getByRole('button', { name: 'Grant certificate' }));
    expect(
      await screen.findByText('Certificate AAR-2026-000200 granted to Divya Menon.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      {
        path: 'grant',
        body: { student_id: 12, batch_id: 7, reason: 'ok — hospitalised, attended the recordings' },
      },
    ]);
    expect(await screen.findByRole('row', { name: /Divya Menon.*Issued/ })).toBeInTheDocument();
  });

  it('admin: revokes with a reason; the API’s refusal is shown in the dialog', async () => {
    const user = setupUser();
    server.use(
      http.post(url('/api/staff/certificates/:no/revoke'), () =>
        HttpResponse.json(
          { success: false, message: 'Only an admin can revoke a certificate.' },
          { status: 403 },
        ),
      ),
    );
    open();
    await user.click(await screen.findByRole('button', { name: 'Revoke Kavya Iyer’s certificate' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Attendance records were wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only an admin can revoke a certificate.',
    );
  });

  it('admin: reinstates a revoked certificate with a reason (the same number)', async () => {
    const user = setupUser();
    server.use(
      http.post(url('/api/staff/certificates/:no/reinstate'), async ({ request, params }) => {
        writes.push({ path: `reinstate ${String(params.no)}`, body: await request.json() });
        data = {
          ...data,
          rows: data.rows.map((r) => (r.state === 'revoked' ? { ...r, state: 'issued', revoked_at: null, reason: null } : r)),
        };
        return HttpResponse.json({ success: true, message: `Certificate ${String(params.no)} reinstated.`, data: {} });
      }),
    );
    open();
    const revoked = data.rows.find((r) => r.state === 'revoked')!;
    await user.click(await screen.findByRole('button', { name: `Reinstate ${revoked.student_name}’s certificate` }));
    const dialog = await screen.findByRole('dialog', { name: `Reinstate ${revoked.student_name}’s certificate` });
    expect(dialog).toHaveTextContent(`Certificate ${revoked.certificate_no} becomes valid again under the same number`);
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate certificate' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The register was right after all');
    await user.click(within(dialog).getByRole('button', { name: 'Reinstate certificate' }));
    expect(await screen.findByText(`Certificate ${revoked.certificate_no} reinstated.`)).toBeInTheDocument();
    expect(writes).toEqual([
      { path: `reinstate ${revoked.certificate_no}`, body: { reason: 'The register was right after all' } },
    ]);
    expect(await screen.findByRole('row', { name: new RegExp(`${revoked.student_name}.*Issued`) })).toBeInTheDocument();
  });

  it('support: reads the table, with no grant or revoke buttons', async () => {
    me = support;
    open();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Grant|Revoke|Reinstate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only an admin can grant, revoke or reinstate one/)).toBeInTheDocument();
  });

  it('shows loading, an error with Try again, and an empty batch', async () => {
    server.use(
      http.get(url('/api/staff/batches/:id/certificates'), async () => {
        await delay(100);
        return HttpResponse.json(
          { success: false, message: 'Certificates are unavailable right now.' },
          { status: 503 },
        );
      }),
    );
    const user = setupUser();
    open();
    expect(await screen.findByText('Loading certificates…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Certificates are unavailable right now.');
    data = { ...data, rows: [] };
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No students in this batch' })).toBeInTheDocument();
  });

  it('has no axe violations (admin)', async () => {
    const { container } = open();
    await screen.findByRole('table');
    expect(await axe(container)).toHaveNoViolations();
  });
});
