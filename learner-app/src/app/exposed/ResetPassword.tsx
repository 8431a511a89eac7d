import '@ai-women/ui-kit/fonts';
// /reset-password?token=…: the link from the reset e-mail.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ResetPasswordScreen } from '../../features/password-reset/components/ResetPasswordScreen';
import { englishTexts, useT } from '../../i18n';
import resetTexts from '../../i18n/en/reset.json';

englishTexts({ reset: resetTexts });

export default function ResetPasswordPage() {
  const { t } = useT();
  return (
    <AuthLayout title={t('reset.pageHeading')} intro={t('reset.pageIntro')}>
      <ResetPasswordScreen />
    </AuthLayout>
  );
}
