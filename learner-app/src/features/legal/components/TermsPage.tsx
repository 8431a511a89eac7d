import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '@ai-women/contracts';
import { LegalLayout } from './LegalLayout';

/** Terms and Conditions: the ten sections the product requires, in their required order. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms and Conditions"
      updated="1 January 2025"
      lead="The plain-language agreement between you and Aarohi. Please read it before you register."
    >
      <title>Terms and Conditions · Aarohi — AI for Women</title>
      <meta name="description" content="The terms for using Aarohi's website and its 4-week live online AI course for women." />

      <h2>1. Acceptance of terms</h2>
      <p>
        By using this website, registering for a course or making a payment, you agree to these terms. If you do not
        agree, please do not use the website or the course.
      </p>

      <h2>2. Our mission</h2>
      <p>
        Aarohi teaches practical artificial-intelligence skills to women, in live online sessions, so that they can save
        time, learn, earn and grow with confidence. These terms exist to keep that learning space safe and fair for
        everyone.
      </p>

      <h2>3. Eligibility</h2>
      <p>
        You must be 18 years or older to register. If you are younger, you may join only with the consent of a parent or
        legal guardian, who accepts these terms on your behalf.
      </p>

      <h2>4. Intellectual property</h2>
      <p>
        Session material, worksheets, recordings, illustrations and the Aarohi name belong to Aarohi or its tutors. You may
        use them for your own learning; please do not copy, sell or publish them without our written permission. The work
        you create during the course is yours.
      </p>

      <h2>5. Payments and refunds</h2>
      <p>
        The course fee is shown before checkout and charged in Indian rupees through a secure card payment provider; a
        coupon, where offered, is applied before you pay. If you cannot continue, write to us within 7 days of your
        batch’s first session for a full refund, or ask to move to a later batch at no charge.
      </p>

      <h2>6. User conduct</h2>
      <p>
        Be kind and respectful in sessions and group chats. Harassment, hate speech, sharing other learners’ personal
        information, or recording sessions without consent leads to removal from the course without a refund.
      </p>

      <h2>7. Privacy</h2>
      <p>
        We collect only what we need to run the course and keep it secure. Our <Link to="/privacy-policy">Privacy Policy</Link>{' '}
        explains what we collect, how we use it and the choices you have.
      </p>

      <h2>8. Modifications</h2>
      <p>
        We may update these terms as the course grows. When we make a significant change we will show it on this page
        with a new date and, if you are registered, tell you by e-mail.
      </p>

      <h2>9. Disclaimer</h2>
      <p>
        AI tools can be wrong. The course teaches you to check their answers, and decisions you make with them remain
        your own. We work hard to keep sessions running on time, but we cannot guarantee uninterrupted access to
        third-party tools and platforms.
      </p>

      <h2>10. Contact us</h2>
      <p>
        Questions about these terms? Write to our helpdesk at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use
        the <Link to="/contact">contact form</Link>. We reply within two working days.
      </p>
    </LegalLayout>
  );
}
