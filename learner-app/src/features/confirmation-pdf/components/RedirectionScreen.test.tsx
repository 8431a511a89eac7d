import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage } from '../../../test/render';
import { RedirectionScreen } from './RedirectionScreen';

// Building the PDF compiles HarfBuzz and subsets a font: allow for a busy machine.
jest.setTimeout(60000);

const template = readFileSync(path.join(__dirname, '../../../../../contracts/assets/payment-confirmation-template.pdf'));
// What the build copies into pdf-text/: the Noto fonts and HarfBuzz's wasm, from contracts' dependencies.
const fromContracts = createRequire(path.join(__dirname, '../../../../../contracts/package.json'));
const pdfTextFile = (file: string): Buffer => {
  if (file.endsWith('.wasm')) return readFileSync(fromContracts.resolve(`harfbuzzjs/${file}`));
  const [family, style] = file.replace(/\.ttf$/, '').split('_') as [string, string];
  const pkg = `@expo-google-fonts/${family.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
  return readFileSync(fromContracts.resolve(`${pkg}/${style}/${file}`));
};
let templateFetches = 0;
let otherRequests = 0;
let pdfTextFetches: string[] = [];
const server = setupServer(
  http.get('*/templates/payment-confirmation-template.pdf', () => {
    templateFetches += 1;
    return HttpResponse.arrayBuffer(Uint8Array.from(template).buffer, { headers: { 'content-type': 'application/pdf' } });
  }),
  http.get('*/pdf-text/:file', ({ params }) => {
    const file = String(params.file);
    pdfTextFetches.push(file);
    return HttpResponse.arrayBuffer(Uint8Array.from(pdfTextFile(file)).buffer);
  }),
  http.all('*', () => {
    otherRequests += 1;
    return new HttpResponse(null, { status: 404 });
  }),
);
beforeAll(() => server.listen());
beforeEach(() => {
  templateFetches = 0;
  otherRequests = 0;
  pdfTextFetches = [];
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const paid = { id: 3, fullname: 'Asha Rao', paymentstatus: 'completed', payment: { transactionId: 'pay_9', amount: 249900, paidAt: '2026-11-21T10:00:00Z' } };
const renderRedirection = () => renderPage(<RedirectionScreen />, { route: '/redirection', path: '/redirection' });

describe('/redirection', () => {
  it('welcomes a paid student with the three actions (no axe violations)', async () => {
    sessionStorage.setItem('user', JSON.stringify(paid));
    const { container } = renderRedirection();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Aarohi, Asha Rao!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends an unpaid student to /payment and a visitor to /login', async () => {
    sessionStorage.setItem('user', JSON.stringify({ ...paid, paymentstatus: 'pending' }));
    const { unmount } = renderRedirection();
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/payment');
    unmount();
    sessionStorage.clear();
    renderRedirection();
    expect(await screen.findByTestId('navigated-elsewhere')).toHaveAttribute('data-path', '/login');
  });

  it('Download PDF builds payment-confirmation.pdf from the template, with no API call', async () => {
    sessionStorage.setItem('user', JSON.stringify(paid));
    const createObjectURL = jest.fn(() => 'blob:confirmation');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup({ delay: null });
    renderRedirection();
    // Nothing of the text layer is fetched until she asks for the PDF.
    expect(pdfTextFetches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 45_000 });
    expect(clicked[0]!.download).toBe('payment-confirmation.pdf');
    expect(clicked[0]!.href).toBe('blob:confirmation');
    expect(templateFetches).toBe(1);
    expect(otherRequests).toBe(0);
    // Her name is Latin: HarfBuzz and Noto Sans only (regular for the letterhead's words, bold for
    // the rest: every word is drawn in an embedded font), none of the Indian scripts' fonts.
    expect([...pdfTextFetches].sort()).toEqual(['NotoSans_400Regular.ttf', 'NotoSans_700Bold.ttf', 'hb-subset.wasm', 'hb.wasm']);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBeGreaterThan(template.length);
    click.mockRestore();
  });

  it('a Devanagari name fetches the Devanagari font from the app, and nothing from the API', async () => {
    sessionStorage.setItem('user', JSON.stringify({ ...paid, fullname: 'प्रिया शर्मा' }));
    const createObjectURL = jest.fn(() => 'blob:confirmation');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderRedirection();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled(), { timeout: 45_000 });
    expect(pdfTextFetches).toContain('NotoSansDevanagari_700Bold.ttf');
    expect(pdfTextFetches.filter((f) => /Tamil|Bengali|Telugu/.test(f))).toEqual([]);
    expect(otherRequests).toBe(0);
    click.mockRestore();
  });

  it('on the Hindi page the downloaded confirmation is written in Hindi (pdftotext reads it)', async () => {
    sessionStorage.setItem('user', JSON.stringify(paid));
    const createObjectURL = jest.fn(() => 'blob:confirmation');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderPage(<RedirectionScreen />, { route: '/hi/redirection', path: '/hi/redirection' });
    expect(screen.getByRole('heading', { level: 1, name: /^आरोही में आपका स्वागत है, / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/hi');
    await user.click(screen.getByRole('button', { name: 'PDF डाउनलोड करें' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled(), { timeout: 45_000 });
    // Her name is Latin, yet the Hindi labels bring in the Devanagari face.
    expect(pdfTextFetches).toContain('NotoSansDevanagari_400Regular.ttf');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const dir = mkdtempSync(path.join(tmpdir(), 'aarohi-hi-download-'));
    const file = path.join(dir, 'payment-confirmation.pdf');
    writeFileSync(file, bytes);
    const lines = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).split('\n').map((l) => l.trim());
    expect(lines).toContain('पेमेंट की पुष्टि');
    expect(lines).toContain('Asha Rao');
    expect(lines).toContain('आपका पेमेंट सफलतापूर्वक पूरा हो गया है। दाख़िला लेने के लिए धन्यवाद!');
    click.mockRestore();
  });

  it('says so when the PDF cannot be prepared', async () => {
    sessionStorage.setItem('user', JSON.stringify(paid));
    server.use(http.get('*/templates/payment-confirmation-template.pdf', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderRedirection();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('We could not prepare your payment confirmation. Please try again.')).toHaveAttribute('role', 'alert');
  });
});
