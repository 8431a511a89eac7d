import '@ai-women/ui-kit/fonts';
// /confirm-email?token=…: the link mailed to a new address; opening it makes the change.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ConfirmEmailScreen } from '../../features/profile/components/ConfirmEmailScreen';

export default function ConfirmEmailPage() {
  return (
    <AuthLayout title="Confirm your e-mail address" intro="One step and your new address is the one you log in with.">
      <ConfirmEmailScreen />
    </AuthLayout>
  );
}
