import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { renderPage, TEST_API } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { CertificateScreen } from './CertificateScreen';
import { studentCertificates } from './fixtures';

let answer: unknown = { success: true, data: studentCertificates.issued };
const server = setupServer(
  http.get(`${TEST_API}/api/student/certificate`, () => HttpResponse.json(answer as object)),
  // Where she stands (the dashboard reads the same answer): in her course, 20 of 25 needed.
  http.get(`${TEST_API}/api/student/standing`, () =>
    HttpResponse.json({
      success: true,
      data: {
        stage: 'in_course',
        batch: null,
        attended: 9,
        held: 12,
        total: 25,
        required: 20,
        remaining: 11,
        short_by: 0,
        certificate_no: null,
        certificate_revoked: false,
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (state: keyof typeof studentCertificates) => {
  answer = { success: true, data: studentCertificates[state] };
  return renderPage(<CertificateScreen />, { route: '/certificate' });
};

describe('her certificate page', () => {
  it('issued: the summary, downloads, LinkedIn in a new tab, and the verification link', async () => {
    show('issued');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'AI for Women in Business' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kavya Iyer')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download credential' })).toBeEnabled();
    const linkedIn = screen.getByRole('link', { name: /Add to LinkedIn profile/ });
    expect(linkedIn.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?/);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn.getAttribute('rel')).toContain('noopener');
    expect(
      screen.getByRole('link', { name: 'https://aarohi.example/verify/AAR-7KQ2-M9XD-4HTP-R3WN' }),
    ).toBeInTheDocument();
  });

  it('copies the verification link by keyboard and says "Copied"', async () => {
    const user = userEvent.setup({ delay: null });
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    show('issued');
    const copy = await screen.findByRole('button', { name: 'Copy verification link' });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(written).toHaveBeenCalledWith('https://aarohi.example/verify/AAR-7KQ2-M9XD-4HTP-R3WN');
  });

  it('downloads the PDF with her session, as a file named after the number', async () => {
    const user = userEvent.setup({ delay: null });
    let cookieMode: RequestCredentials | undefined;
    server.use(
      http.get(`${TEST_API}/api/certificates/:no/pdf`, ({ request }) => {
        cookieMode = request.credentials;
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const created = jest.fn(() => 'blob:certificate');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    show('issued');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await screen.findByRole('button', { name: 'Download PDF' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual(['aarohi-certificate-AAR-7KQ2-M9XD-4HTP-R3WN.pdf']);
    expect(cookieMode).toBe('include');
  });

  it('revoked: says so with the date, and offers nothing to download', async () => {
    show('revoked');
    expect(await screen.findByText('This certificate was revoked')).toBeInTheDocument();
    expect(screen.getByText('Revoked on 20 November 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('in progress: what she attended and what the certificate needs, and the session she caught up on', async () => {
    show('in_progress');
    expect(
      await screen.findByText(
        'Attended 9 of 12 sessions held; the certificate needs 20 of 25 and the batch to be completed.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('certificate-caught-up')).toHaveTextContent(
      'This session counts because you caught up on it in time:Session 4: caught up on Mon, 9 Nov, 2026',
    );
  });

  it('not eligible with nothing caught up: no catch-up list', async () => {
    show('not_eligible');
    expect(
      await screen.findByText(/is complete and you attended 19 of 25 sessions held/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-caught-up')).not.toBeInTheDocument();
  });

  // A new student before her first class: the API answers 0 held, and "needed of held" would be 0.
  const notStarted = {
    state: 'in_progress' as const,
    attended: 0,
    held: 0,
    required: 0,
    short_by: 0,
    batch_name: 'Aarohi Evening Batch 12',
    batch_completed: false,
    caught_up: [],
  };

  it('before the first class: how many sessions the certificate needs, never "enough" at 0 of 0', async () => {
    answer = { success: true, data: notStarted };
    const { container } = renderPage(<CertificateScreen />, { route: '/certificate' });
    expect(
      await screen.findByText(
        'No session of your batch has been held yet. The certificate needs 20 of the 25 sessions, and the batch to be completed.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Attend 20 more sessions of Aarohi Evening Batch 12 to earn it.'),
    ).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/enough|0 of 0/);
  });

  it('before the first class, in Hindi: the same need, never "enough"', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    answer = { success: true, data: notStarted };
    try {
      const { container } = renderPage(
        <FollowPreferredLanguage>
          <CertificateScreen />
        </FollowPreferredLanguage>,
        { route: '/certificate' },
      );
      expect(await screen.findByText(/25 में से 20 सेशन और बैच का पूरा होना ज़रूरी है/)).toBeInTheDocument();
      expect(container.textContent).not.toContain('आप ज़रूरी सेशन में आ चुकी हैं');
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });

  it('not eligible: how many sessions she was short', async () => {
    show('not_eligible');
    expect(await screen.findByText('You were 1 session short of the 20 needed.')).toBeInTheDocument();
  });

  it('no batch: a friendly empty state with a link to the course', async () => {
    show('no_batch');
    expect(await screen.findByRole('heading', { name: 'No certificate yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the course' })).toHaveAttribute('href', '/course');
  });

  it('loading, then an error with Try again that loads it in place', async () => {
    server.use(
      http.get(`${TEST_API}/api/student/certificate`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const first = show('issued');
    expect(await screen.findByText('Loading your certificate…')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.get(`${TEST_API}/api/student/certificate`, () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    show('issued');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your certificate could not be loaded');
    server.resetHandlers();
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Kavya Iyer')).toBeInTheDocument();
  });

  it.each(['issued', 'revoked', 'in_progress', 'not_eligible', 'no_batch'] as const)(
    '%s has no axe violations',
    async (state) => {
      const { container } = show(state);
      await screen.findByRole('heading', { level: 2 });
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('follows her choice of Hindi: labels, hi-IN dates and actions; her name and the course stay as written', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    answer = { success: true, data: studentCertificates.issued };
    try {
      const { container } = renderPage(
        <FollowPreferredLanguage>
          <CertificateScreen />
        </FollowPreferredLanguage>,
        { route: '/certificate' },
      );
      expect(screen.getByRole('heading', { level: 1, name: 'मेरा सर्टिफ़िकेट' })).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'AI for Women in Business' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Kavya Iyer')).toBeInTheDocument();
      expect(screen.getByText('मान्य')).toBeInTheDocument();
      expect(screen.getByText('किसे मिला')).toBeInTheDocument();
      expect(screen.getByText('जारी होने की तारीख़')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'जाँच का लिंक कॉपी करें' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /LinkedIn प्रोफ़ाइल में जोड़ें/ })).toBeInTheDocument();
      expect(container.textContent).toMatch(/नवंबर 2026/);
      expect(container.textContent).not.toMatch(
        /\b(Valid|Awarded to|Issued on|Download|November|Anyone can check)\b/,
      );
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });
});
