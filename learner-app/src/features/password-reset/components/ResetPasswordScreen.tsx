import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  RESET_MESSAGES,
  resetPasswordRules,
  validateNewPassword,
  type ResetValues,
} from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import { PasswordField, FormAlert } from '@ai-women/ui-kit/forms';
import { clearStudentSession } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useResetPassword } from '../api/passwordApi';
import { SCREEN_MESSAGES, errorText, isLinkProblem, useSay } from './resetMessages';
import { englishTexts, useT } from '../../../i18n';
import resetTexts from '../../../i18n/en/reset.json';
import commonTexts from '../../../i18n/en/common.json';

englishTexts({ common: commonTexts, reset: resetTexts });

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const RULES = resetPasswordRules('student');

/** /reset-password?token=…: a new password under the registration rules; success signs her out everywhere. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { t, path } = useT();
  const say = useSay();

  const form = useRulesForm<ResetValues>({
    rules: RULES,
    defaultValues: { password: '', confirmPassword: '' },
    onEdit: () => setFailure(null),
  });

  const submit = async (values: ResetValues) => {
    setFailure(null);
    try {
      const result = await reset.mutateAsync({ token, password: values.password });
      // Every session of the account is gone on the server; this tab forgets hers too.
      clearStudentSession();
      setDone(result.message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      const text = errorText(err);
      if (text === validateNewPassword('student', values.password))
        form.setError('password', { message: text });
      else setFailure(text);
    }
  };

  const onSubmit = form.submit(submit);
  const field = (name: keyof ResetValues) => {
    const props = form.field(name);
    return { ...props, error: props.error && say(props.error) };
  };

  if (!token) {
    return (
      <Stack>
        <title>{t('reset.title')}</title>
        <FormAlert role="alert" tone="danger">
          {say(RESET_MESSAGES.tokenMissing)}
        </FormAlert>
        <p>
          <Link to={path('/forgot-password')}>{t('reset.askNew')}</Link>
        </p>
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack>
        <title>{t('reset.doneTitle')}</title>
        <FormAlert role="status" tone="success" tabIndex={-1} ref={doneRef}>
          {say(done)}
        </FormAlert>
        <p>
          <Link to={path('/login')}>{t('reset.goToLogin')}</Link>
        </p>
      </Stack>
    );
  }

  return (
    <>
      <title>{t('reset.title')}</title>
      <meta name="description" content={t('reset.description')} />
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('reset.formLabel')}>
        <PasswordField
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          label={t('reset.password')}
          autoComplete="new-password"
          {...field('password')}
          helperText={say(SCREEN_MESSAGES.studentPasswordHint)}
          required
        />
        <PasswordField
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          label={t('reset.confirm')}
          autoComplete="new-password"
          {...field('confirmPassword')}
          required
        />
        {failure && (
          <FormAlert role="alert" tone="danger">
            {say(failure)}
            {isLinkProblem(failure) && (
              <>
                {' '}
                <Link to={path('/forgot-password')}>{t('reset.askNew')}</Link>
              </>
            )}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          {reset.isPending ? t('reset.saving') : t('reset.submit')}
        </Button>
      </Form>
    </>
  );
}
