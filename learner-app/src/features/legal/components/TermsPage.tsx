import { LegalPage } from './LegalLayout';

/** Terms and Conditions: the ten sections the product requires, in their required order. */
export function TermsPage() {
  return <LegalPage doc="terms" />;
}
