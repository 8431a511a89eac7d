import '@ai-women/ui-kit/fonts';
// /reset-password?token=…: the link from the reset e-mail.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ResetPasswordScreen } from '../../features/password-reset/components/ResetPasswordScreen';

export default function ResetPasswordPage() {
  return (
    <AuthLayout
      title="Choose a new password"
      intro="Pick a password you have not used here before. Once it is saved, you are signed out on every device."
    >
      <ResetPasswordScreen />
    </AuthLayout>
  );
}
