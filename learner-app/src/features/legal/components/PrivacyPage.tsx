import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '@ai-women/contracts';
import { LegalLayout } from './LegalLayout';

/** Privacy Policy: the five sections the product requires. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      updated="1 January 2025"
      lead="Your trust matters more to us than any data. Here is exactly what we keep and why."
    >
      <title>Privacy Policy · Aarohi — AI for Women</title>
      <meta name="description" content="What personal information Aarohi collects, how it is used and protected, cookies, and how to contact us." />

      <h2>1. Information we collect</h2>
      <p>
        When you register: your name, profession, e-mail address, mobile number and age. When you pay: a payment reference
        from our card payment provider — we never see or store your card details. When you write to us: your message and
        the contact details you give.
      </p>

      <h2>2. How we use it</h2>
      <p>
        To create your account, place you in a batch, send session links and reminders, confirm payments, answer support
        requests and improve the course. We do not sell your information, and we do not use it for advertising.
      </p>

      <h2>3. How we protect it</h2>
      <p>
        Passwords are stored only as strong one-way hashes. Data travels over encrypted connections, access is limited to
        the staff who need it, and uploaded documents are visible only to their owner and our operations team.
      </p>

      <h2>4. Cookies</h2>
      <p>
        We use one essential cookie to keep you signed in, and your browser’s session storage to remember where you are
        while the tab is open. There are no advertising or tracking cookies on this site.
      </p>

      <h2>5. Contact us</h2>
      <p>
        To see, correct or delete your information, write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use
        the <Link to="/contact">contact form</Link>. See also our <Link to="/terms-and-conditions">Terms and Conditions</Link>.
      </p>
    </LegalLayout>
  );
}
