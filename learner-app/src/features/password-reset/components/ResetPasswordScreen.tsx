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
import { SCREEN_MESSAGES, errorText, isLinkProblem } from './resetMessages';

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

  if (!token) {
    return (
      <Stack>
        <title>Reset password · Aarohi</title>
        <FormAlert role="alert" tone="danger">
          {RESET_MESSAGES.tokenMissing}
        </FormAlert>
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack>
        <title>Password changed · Aarohi</title>
        <FormAlert role="status" tone="success" tabIndex={-1} ref={doneRef}>
          {done}
        </FormAlert>
        <p>
          <Link to="/login">Go to login</Link>
        </p>
      </Stack>
    );
  }

  return (
    <>
      <title>Reset password · Aarohi</title>
      <meta name="description" content="Choose a new password for your Aarohi student account." />
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Choose a new password">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...form.field('password')}
          helperText={SCREEN_MESSAGES.studentPasswordHint}
          required
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
          required
        />
        {failure && (
          <FormAlert role="alert" tone="danger">
            {failure}
            {isLinkProblem(failure) && (
              <>
                {' '}
                <Link to="/forgot-password">Ask for a new link</Link>
              </>
            )}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </Form>
    </>
  );
}
