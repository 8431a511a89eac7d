import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { forgotPasswordRules } from '@ai-women/contracts';
import { Button } from '@ai-women/ui-kit';
import { TextField, FormAlert } from '@ai-women/ui-kit/forms';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useRequestPasswordReset } from '../api/passwordApi';
import { errorText } from './resetMessages';

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

  if (sent) {
    return (
      <Done>
        <title>Check your e-mail · Aarohi</title>
        <FormAlert role="status" tone="success" tabIndex={-1} ref={doneRef}>
          {sent}
        </FormAlert>
        <p>
          <Link to="/login">Back to login</Link>
        </p>
      </Done>
    );
  }

  return (
    <>
      <title>Forgot password · Aarohi</title>
      <meta name="description" content="Reset the password of your Aarohi student account by e-mail." />
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Forgot password">
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          {...form.field('email')}
          helperText="The address you registered with. We will send a link to choose a new password."
          required
        />
        {failure && (
          <FormAlert role="alert" tone="danger">
            {failure}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={request.isPending} disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </Form>
    </>
  );
}
