import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { forgotPasswordRules } from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import { TextField, FormAlert } from '@ai-women/ui-kit/forms';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useRequestPasswordReset } from '../api/passwordApi';
import { errorText, useSay } from './resetMessages';
import { englishTexts, useT } from '../../../i18n';
import forgotTexts from '../../../i18n/en/forgot.json';

englishTexts({ forgot: forgotTexts });

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** /forgot-password: asks for the address; the answer is the same whether or not an account uses it. */
export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { t, path } = useT();
  const say = useSay();

  const form = useRulesForm({
    rules: forgotPasswordRules,
    defaultValues: { email: '' },
    onEdit: () => setFailure(null),
  });

  const submit = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      const result = await request.mutateAsync({ email: email.trim(), role: 'student' });
      setSent(result.message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      setFailure(errorText(err));
    }
  };

  const onSubmit = form.submit(submit);
  const emailProps = form.field('email');
  const emailField = { ...emailProps, error: emailProps.error && say(emailProps.error) };

  if (sent) {
    return (
      <Done>
        <title>{t('forgot.sentTitle')}</title>
        <FormAlert role="status" tone="success" tabIndex={-1} ref={doneRef}>
          {say(sent)}
        </FormAlert>
        <p>
          <Link to={path('/login')}>{t('forgot.backToLogin')}</Link>
        </p>
      </Done>
    );
  }

  return (
    <>
      <title>{t('forgot.title')}</title>
      <meta name="description" content={t('forgot.description')} />
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('forgot.formLabel')}>
        <TextField
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          {...emailField}
          helperText={t('forgot.emailHelp')}
          required
        />
        {failure && (
          <FormAlert role="alert" tone="danger">
            {say(failure)}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={request.isPending} disabled={request.isPending}>
          {request.isPending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </Form>
    </>
  );
}
