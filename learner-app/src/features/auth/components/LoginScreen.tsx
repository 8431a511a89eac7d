import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TIMINGS_MS, localizeMessage, studentLoginRules, type StudentLoginValues } from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import { PasswordField, TextField, FormAlert } from '@ai-women/ui-kit/forms';
import {
  clearLastPayment,
  displayName,
  getLastPayment,
  hasPaid,
  setPendingPaymentUserId,
  storeLoggedInUser,
} from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useLoginStudent } from '../api/login';
import { LOGIN_MESSAGES, loginErrorMessage } from '../lib/loginMessages';
import { LoginSuccessDialog } from './LoginSuccessDialog';
import { PaymentReceivedPanel } from '../../../lib/payment-received/PaymentReceivedPanel';
import { englishTexts, useT } from '../../../i18n';
import loginTexts from '../../../i18n/en/login.json';
import commonTexts from '../../../i18n/en/common.json';

englishTexts({ common: commonTexts, login: loginTexts });

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Forgot = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  text-align: right;
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The delay before moving on after the unpaid message, long enough to read it. */
export const UNPAID_REDIRECT_MS = 2000;

export function LoginScreen() {
  const navigate = useNavigate();
  const login = useLoginStudent();
  const [message, setMessage] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { t, language, path } = useT();
  // The page's own messages have their Hindi under login.*; the server's and the rules' English
  // words have theirs in the shared message table.
  const say = (text: string) => {
    const own = (Object.keys(LOGIN_MESSAGES) as (keyof typeof LOGIN_MESSAGES)[]).find(
      (key) => LOGIN_MESSAGES[key] === text,
    );
    return own ? t(`login.${own}`) : localizeMessage(text, language);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // Editing a field re-checks its error, so a fixed field stops showing it at once, and hides the
  // last message, which no longer describes what she is about to send.
  const form = useRulesForm<StudentLoginValues>({
    rules: studentLoginRules,
    defaultValues: { email: '', password: '' },
    onEdit: () => setMessage(null),
  });

  const submitLogin = async (values: StudentLoginValues) => {
    if (redirecting) return;
    setMessage(null);
    try {
      const result = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      if (!result?.success || !result.user) {
        setMessage({ tone: 'danger', text: say(result?.message || LOGIN_MESSAGES.failed) });
        return;
      }
      setRedirecting(true);
      if (!hasPaid(result.user)) {
        setPendingPaymentUserId(result.user.id);
        setMessage({ tone: 'danger', text: say(LOGIN_MESSAGES.unpaid) });
        timer.current = setTimeout(
          () => navigate(path('/payment'), { state: { userId: result.user.id } }),
          UNPAID_REDIRECT_MS,
        );
        return;
      }
      // Her first dashboard says the payment once more; a payment made by someone else is not hers.
      const paid = getLastPayment();
      if (paid?.userId !== undefined && String(paid.userId) !== String(result.user.id)) clearLastPayment();
      storeLoggedInUser(result.user);
      setWelcomeName(displayName(result.user));
      timer.current = setTimeout(() => navigate('/dashboard'), TIMINGS_MS.loginRedirect);
    } catch (error) {
      setMessage({ tone: 'danger', text: say(loginErrorMessage(error)) });
    }
  };

  const onSubmit = form.submit(submitLogin);

  const busy = login.isPending || redirecting;
  const field = (name: keyof StudentLoginValues) => {
    const props = form.field(name);
    return { ...props, error: props.error && localizeMessage(props.error, language) };
  };

  return (
    <>
      <title>{t('login.title')}</title>
      <meta name="description" content={t('login.description')} />
      <PaymentReceivedPanel />
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('login.formLabel')}>
        <TextField label={t('login.email')} autoComplete="username" {...field('email')} required />
        <PasswordField
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          label={t('login.password')}
          autoComplete="current-password"
          {...field('password')}
          required
        />
        <Forgot>
          <Link to={path('/forgot-password')}>{t('login.forgot')}</Link>
        </Forgot>
        {message && (
          <FormAlert role="alert" tone={message.tone}>
            {message.text}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={login.isPending} disabled={busy}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Form>
      {welcomeName && (
        <LoginSuccessDialog
          name={welcomeName}
          onClose={() => {
            clearTimeout(timer.current);
            navigate('/dashboard');
          }}
        />
      )}
    </>
  );
}
