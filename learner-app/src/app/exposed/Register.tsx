import '@ai-women/ui-kit/fonts';
// /register and /register/:courseId: the student registration form.
import { Link, useParams } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { RegisterScreen } from '../../features/registration/components/RegisterScreen';
import { englishTexts, useT } from '../../i18n';
import registerTexts from '../../i18n/en/register.json';

englishTexts({ register: registerTexts });

export default function RegisterPage() {
  const { courseId } = useParams<{ courseId?: string }>();
  const { t, path } = useT();
  return (
    <AuthLayout
      title={t('register.pageTitle')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')} <Link to={path('/login')}>{t('register.logIn')}</Link>
        </>
      }
    >
      <RegisterScreen courseId={courseId} />
    </AuthLayout>
  );
}
