import '@ai-women/ui-kit/fonts';
// /login: student login with e-mail or mobile number. Just after paying, with her session confirmed
// by the server, it says she is logged in and opens her dashboard instead of asking for her password.
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { LoginScreen } from '../../features/auth/components/LoginScreen';
import { CheckingSignIn, SignedInAfterPayment } from '../../features/auth/components/SignedInAfterPayment';
import { useSignedInAfterPayment } from '../../lib/payment-received/signedInAfterPayment';
import { Trans } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../i18n';
import loginTexts from '../../i18n/en/login.json';

englishTexts({ login: loginTexts });

export default function LoginPage() {
  const { t, path } = useT();
  const after = useSignedInAfterPayment();
  if (after.status === 'signedIn' && after.record)
    return (
      <AuthLayout title={t('login.signedIn.heading')} intro={t('login.signedIn.intro')}>
        <SignedInAfterPayment record={after.record} />
      </AuthLayout>
    );
  return (
    <AuthLayout
      title={t('login.pageHeading')}
      intro={t('login.pageIntro')}
      footer={
        <Trans ns={LEARNER_NS} t={t} i18nKey="login.newHere" components={[<Link key="register" to={path('/register')} />]} />
      }
    >
      {after.status === 'checking' && after.record ? <CheckingSignIn record={after.record} /> : <LoginScreen />}
    </AuthLayout>
  );
}
