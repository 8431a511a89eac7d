import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderPage } from '../../../test/render';
import { TermsPage } from './TermsPage';
import { PrivacyPage } from './PrivacyPage';
import { REFUND_POLICY } from '@ai-women/contracts';
import hiLegal from '../../../i18n/hi/legal.json';

/** The text of the section with this title, wherever it sits in the texts. */
function findSection(o: unknown, title: string): string {
  if (Array.isArray(o)) return o.map((x) => findSection(x, title)).find(Boolean) ?? '';
  if (o && typeof o === 'object') {
    const r = o as Record<string, unknown>;
    if (r.title === title && typeof r.text === 'string') return r.text;
    return Object.values(r).map((x) => findSection(x, title)).find(Boolean) ?? '';
  }
  return '';
}

describe('Terms and Conditions', () => {
  it('has its ten required sections in order', async () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      '1. Acceptance of terms',
      '2. Our mission',
      '3. Eligibility',
      '4. Intellectual property',
      '5. Payments and refunds',
      '6. User conduct',
      '7. Privacy',
      '8. Modifications',
      '9. Disclaimer',
      '10. Contact us',
    ]);
    expect(screen.getByText(/18 years or older/)).toHaveTextContent(/consent of a parent or\s+legal guardian/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'helpdesk@aarohi.example' })).toHaveAttribute('href', 'mailto:helpdesk@aarohi.example');
    await waitFor(() => expect(document.title).toBe('Terms and Conditions · Aarohi — AI for Women'));
  });

  it('states the refund policy the contracts hold (full until the first session, half in the first week, none after) and the payment methods', () => {
    expect(REFUND_POLICY.map((s) => s.percent)).toEqual([100, 50, 0]);
    renderPage(<TermsPage />);
    const text = screen.getByRole('heading', { level: 2, name: '5. Payments and refunds' }).parentElement!.textContent!;
    expect(text).toMatch(/the full fee until your batch’s first session starts, half of it until the end of the batch’s first week, and nothing after that/);
    expect(text).toMatch(/UPI, card or netbanking/);
    expect(text).toMatch(/GST credit note/);
    expect(text).not.toMatch(/7 days|card payment provider/);
  });

  it('says the same in Hindi', () => {
    const section = findSection(hiLegal, '5. पेमेंट और रिफ़ंड');
    expect(section).toMatch(/पहला सेशन शुरू होने तक पूरी फ़ीस/);
    expect(section).toMatch(/पहले हफ़्ते के अंत तक उसका आधा/);
    expect(section).toMatch(/उसके बाद कुछ नहीं/);
    expect(section).toMatch(/UPI, कार्ड या नेटबैंकिंग/);
    expect(section).not.toMatch(/7 दिन|कार्ड पेमेंट सेवा/);
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<TermsPage />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Privacy Policy', () => {
  it('has the five sections: collected, use, protection, cookies, contact', async () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Information we collect',
      '2. How we use it',
      '3. How we protect it',
      '4. Cookies',
      '5. Contact us',
    ]);
    expect(screen.getByRole('link', { name: 'helpdesk@aarohi.example' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Aarohi — AI for Women'));
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<PrivacyPage />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('in Hindi', () => {
  it('/hi/terms-and-conditions: ten Hindi sections, a Hindi date and links to the Hindi pages', async () => {
    renderPage(<TermsPage />, { route: '/hi/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getByText('आख़िरी बदलाव: 1 जनवरी 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'निजता नीति' })).toHaveAttribute('href', '/hi/privacy-policy');
    expect(screen.getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/hi/contact');
    expect(screen.getByRole('link', { name: 'helpdesk@aarohi.example' })).toHaveAttribute('href', 'mailto:helpdesk@aarohi.example');
  });

  it('/hi/privacy-policy: five Hindi sections, links to the Hindi terms', async () => {
    renderPage(<PrivacyPage />, { route: '/hi/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'निजता नीति' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms-and-conditions');
    await waitFor(() => expect(document.title).toBe('निजता नीति · आरोही — महिलाओं के लिए AI'));
  });
});
