import { LegalPage } from './LegalLayout';

/** Privacy Policy: the five sections the product requires. */
export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
