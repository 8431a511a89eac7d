import '@ai-women/ui-kit/fonts';
// /reset-password?token=…: the link from the reset e-mail.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ResetPasswordScreen } from '../../features/password-reset/components/ResetPasswordScreen';
import { useT } from '../../i18n';

export default function ResetPasswordPage() {
  const { t } = useT();
  return (
    <AuthLayout title={t('reset.pageHeading')} intro={t('reset.pageIntro')}>
      <ResetPasswordScreen />
    </AuthLayout>
  );
}
