import '@ai-women/ui-kit/fonts';
// /confirm-email?token=…: the link mailed to a new address; opening it makes the change.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ConfirmEmailScreen } from '../../features/profile/components/ConfirmEmailScreen';
import { englishTexts, useT } from '../../i18n';
import profileTexts from '../../i18n/en/profile.json';

englishTexts({ profile: profileTexts });

export default function ConfirmEmailPage() {
  const { t } = useT();
  return (
    <AuthLayout title={t('profile.confirmEmailHeading')} intro={t('profile.confirmEmailIntro')}>
      <ConfirmEmailScreen />
    </AuthLayout>
  );
}
