import '@ai-women/ui-kit/fonts';
// /redirection (spec 02 §2.10): welcome, Go to Dashboard, Return to Home, Download PDF.
import { RedirectionScreen } from '../../features/confirmation-pdf/components/RedirectionScreen';

export default function RedirectionPage() {
  return <RedirectionScreen />;
}
