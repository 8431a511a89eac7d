import '@ai-women/ui-kit/fonts';
// /redirection: the page after a successful payment, with welcome, Go to Dashboard, Return to Home
// and Download PDF.
import { RedirectionScreen } from '../../features/confirmation-pdf/components/RedirectionScreen';

export default function RedirectionPage() {
  return <RedirectionScreen />;
}
