import '@ai-women/ui-kit/fonts';
// /forgot-password: the first step of a password reset by e-mail.
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ForgotPasswordScreen } from '../../features/password-reset/components/ForgotPasswordScreen';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../i18n';
import forgotTexts from '../../i18n/en/forgot.json';

englishTexts({ forgot: forgotTexts });

export default function ForgotPasswordPage() {
  const { t, path } = useT();
  return (
    <AuthLayout
      title={t('forgot.pageHeading')}
      intro={t('forgot.pageIntro')}
      footer={<Trans ns={LEARNER_NS} t={t} i18nKey="forgot.remembered" components={[<Link key="login" to={path('/login')} />]} />}
    >
      <ForgotPasswordScreen />
    </AuthLayout>
  );
}
