import '@ai-women/ui-kit/fonts';
import { TutorForgotPasswordScreen } from '../../features/password-reset/TutorForgotPasswordScreen';

export default function TutorForgotPasswordPage() {
  return <TutorForgotPasswordScreen />;
}
