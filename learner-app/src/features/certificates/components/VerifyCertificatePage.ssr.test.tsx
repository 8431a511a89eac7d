// The verification page as the server renders it for the shell: the facts are in the HTML, and an
// unknown number comes back as "Certificate not found" with the 404 the shell answers with.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFragmentRenderer } from '@ai-women/web-ui/ssr';
import Verify from '../../../app/exposed/Verify';
import { validCertificate } from './fixtures';

const API = 'http://ssr-api.test';
const server = setupServer(
  http.get(`${API}/api/certificates/:no`, ({ params }) =>
    params.no === 'AAR-7KQ2-M9XD-4HTP-R3WN'
      ? HttpResponse.json({ success: true, data: validCertificate })
      : HttpResponse.json({ success: false, message: 'Certificate not found' }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderer() {
  process.env.API_SSR_URL = API;
  return createFragmentRenderer({ Verify });
}
const request = (no: string) => ({
  module: 'Verify',
  url: `/verify/${no}`,
  pattern: '/verify/:certificateNo',
  assetBase: 'http://127.0.0.1:3001/',
});

describe('verification page, server-rendered', () => {
  it('renders the record with its data and answers 200', async () => {
    const fragment = await renderer()(request('AAR-7KQ2-M9XD-4HTP-R3WN'));
    expect(fragment.status).toBeUndefined();
    for (const text of [
      'Kavya Iyer',
      'AI for Women in Business',
      'Meera Nair',
      'AAR-7KQ2-M9XD-4HTP-R3WN',
      'Valid',
    ])
      expect(fragment.html).toContain(text);
    expect(fragment.html).not.toContain('Checking the certificate');
    expect(fragment.state.queries.map((q) => q.queryKey)).toEqual([
      ['certificate', 'AAR-7KQ2-M9XD-4HTP-R3WN'],
    ]);
  });

  it('renders "Certificate not found" for an unknown number and asks for a 404', async () => {
    const fragment = await renderer()(request('AAR-0000-0000-0000-0404'));
    expect(fragment.status).toBe(404);
    expect(fragment.html).toContain('Certificate not found');
    expect(fragment.html).toContain('AAR-0000-0000-0000-0404');
  });

  it('renders in Hindi at /hi/verify/:no: Hindi labels and dates, her name and the course as written', async () => {
    const fragment = await renderer()({
      module: 'Verify',
      url: '/hi/verify/AAR-7KQ2-M9XD-4HTP-R3WN',
      pattern: '/hi/verify/:certificateNo',
      assetBase: 'http://127.0.0.1:3001/',
    });
    expect(fragment.status).toBeUndefined();
    for (const text of ['सर्टिफ़िकेट की जाँच', 'यह सर्टिफ़िकेट मान्य है', 'किसे मिला', 'मान्य', 'Kavya Iyer', 'AI for Women in Business'])
      expect(fragment.html).toContain(text);
    expect(fragment.html).toContain('<dd>2 नवंबर 2026</dd>');
    // The batch's name ("Business — October 2026 (evening)") is data, shown as written.
    expect(fragment.html).not.toMatch(/Certificate verification|Awarded to|Issued on|>Valid<|November/);
  });

  it('an unknown number in Hindi still answers 404, in Hindi', async () => {
    const fragment = await renderer()({
      module: 'Verify',
      url: '/hi/verify/AAR-0000-0000-0000-0404',
      pattern: '/hi/verify/:certificateNo',
      assetBase: 'http://127.0.0.1:3001/',
    });
    expect(fragment.status).toBe(404);
    expect(fragment.html).toContain('सर्टिफ़िकेट नहीं मिला');
    expect(fragment.html).toContain('AAR-0000-0000-0000-0404');
  });
});
