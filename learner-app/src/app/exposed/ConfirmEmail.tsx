import '@ai-women/ui-kit/fonts';
// /confirm-email?token=…: the link mailed to a new address; opening it makes the change.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ConfirmEmailScreen } from '../../features/profile/components/ConfirmEmailScreen';
import { useT } from '../../i18n';

export default function ConfirmEmailPage() {
  const { t } = useT();
  return (
    <AuthLayout title={t('profile.confirmEmailHeading')} intro={t('profile.confirmEmailIntro')}>
      <ConfirmEmailScreen />
    </AuthLayout>
  );
}
