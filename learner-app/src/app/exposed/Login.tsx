import '@ai-women/ui-kit/fonts';
// /login: student login with e-mail or mobile number.
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../i18n';
import loginTexts from '../../i18n/en/login.json';

englishTexts({ login: loginTexts });

export default function LoginPage() {
  const { t, path } = useT();
  return (
    <AuthLayout
      title={t('login.pageHeading')}
      intro={t('login.pageIntro')}
      footer={
        <Trans ns={LEARNER_NS} t={t} i18nKey="login.newHere" components={[<Link key="register" to={path('/register')} />]} />
      }
    >
      <LoginScreen />
    </AuthLayout>
  );
}
