import '@ai-women/ui-kit/fonts';
import { TutorRegisterScreen } from '../../features/auth/components/TutorRegisterScreen';

export default function TutorRegisterPage() {
  return <TutorRegisterScreen />;
}
