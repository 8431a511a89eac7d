import '@ai-women/ui-kit/fonts';
import { TermsPage } from '../../features/legal/components/TermsPage';

export default function Terms() {
  return <TermsPage />;
}
