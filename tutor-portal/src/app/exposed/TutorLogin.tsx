import '@ai-women/ui-kit/fonts';
import { TutorLoginScreen } from '../../features/auth/components/TutorLoginScreen';

export default function TutorLoginPage() {
  return <TutorLoginScreen />;
}
