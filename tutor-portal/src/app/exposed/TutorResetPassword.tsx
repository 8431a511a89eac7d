import '@ai-women/ui-kit/fonts';
import { TutorResetPasswordScreen } from '../../features/password-reset/TutorResetPasswordScreen';

export default function TutorResetPasswordPage() {
  return <TutorResetPasswordScreen />;
}
