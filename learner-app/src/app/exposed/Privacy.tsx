import '@ai-women/ui-kit/fonts';
import { PrivacyPage } from '../../features/legal/components/PrivacyPage';

export default function Privacy() {
  return <PrivacyPage />;
}
