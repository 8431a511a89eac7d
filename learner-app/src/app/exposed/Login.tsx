import '@ai-women/ui-kit/fonts';
// /login: student login with e-mail or mobile number.
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { LoginScreen } from '../../features/auth/components/LoginScreen';

export default function LoginPage() {
  return (
    <AuthLayout
      title="Welcome back"
      intro="Log in with the e-mail address or mobile number you registered with."
      footer={
        <>
          New to Aarohi? <Link to="/register">Create an account</Link>
        </>
      }
    >
      <LoginScreen />
    </AuthLayout>
  );
}
