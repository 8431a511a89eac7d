import '@ai-women/ui-kit/fonts';
// /register and /register/:courseId (spec 01 §2): the student registration form.
import { Link, useParams } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { RegisterScreen } from '../../features/registration/components/RegisterScreen';

export default function RegisterPage() {
  const { courseId } = useParams<{ courseId?: string }>();
  return (
    <AuthLayout
      title="Create your student account"
      intro="Start with your details — payment comes next, then your first live class."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <RegisterScreen courseId={courseId} />
    </AuthLayout>
  );
}
