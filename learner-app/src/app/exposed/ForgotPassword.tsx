import '@ai-women/ui-kit/fonts';
// /forgot-password: the first step of a password reset by e-mail.
import { Link } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { ForgotPasswordScreen } from '../../features/password-reset/components/ForgotPasswordScreen';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      intro="It happens. Tell us the e-mail address of your student account and we will send you a link to choose a new one."
      footer={
        <>
          Remembered it? <Link to="/login">Log in</Link>
        </>
      }
    >
      <ForgotPasswordScreen />
    </AuthLayout>
  );
}
