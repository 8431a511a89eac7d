// /staff/login: the team's sign-in. One message for a wrong e-mail or password (the API's), and back
// to the page that sent her here.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@ai-women/ui-kit';
import { FormAlert, PasswordField, TextField } from '@ai-women/ui-kit/forms';
import { rulesOf, validateStaffLogin } from '@ai-women/contracts';
import { setStaffHint } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { api, messageOf } from '../../lib/api';
import { staffKeys, useStaffMe } from '../../lib/staff';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.plum900};
`;
const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.plum900};
    font-size: 1.75rem;
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type StaffLoginValues = { email: string; password: string };
const staffLoginRules = rulesOf<StaffLoginValues>(['email', 'password'], validateStaffLogin);

/** Only paths inside the back office: never an address elsewhere. */
function safeNext(next: string | null): string {
  return next && /^\/staff(\/|$|\?)/.test(next) && !next.startsWith('/staff/login') ? next : '/staff/tickets';
}

export function StaffLoginScreen() {
  const me = useStaffMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRulesForm({
    rules: staffLoginRules,
    defaultValues: { email: '', password: '' },
    afterEdit: 'clear',
  });
  const next = safeNext(params.get('next'));

  if (me.data) return <Navigate to={next} replace />;

  const signIn = async ({ email, password }: StaffLoginValues) => {
    setBusy(true);
    try {
      const answer = await api.post(
        '/api/staff/login',
        { email: email.trim(), password },
        { anonymous: true },
      );
      setStaffHint(true);
      queryClient.setQueryData(staffKeys.me, answer.staff);
      navigate(next, { replace: true });
    } catch (err) {
      setFailure(messageOf(err, 'Signing in failed. Please try again.'));
      form.setValue('password', '');
      form.setFocus('email');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void form.submit(signIn)(event);
  };

  return (
    <Page>
      <title>Sign in · Aarohi Back Office</title>
      <Panel>
        <h1>Aarohi back office</h1>
        <p>For the school team: tickets, batches, people and payments.</p>
        <Form noValidate onSubmit={onSubmit} aria-label="Sign in to the back office">
          <TextField
            label="Work e-mail"
            type="email"
            autoComplete="username"
            {...form.field('email')}
            required
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.field('password')}
            required
          />
          {failure && (
            <FormAlert role="alert" tone="danger">
              {failure}
            </FormAlert>
          )}
          <Button type="submit" loading={busy} disabled={busy} fullWidth>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </Form>
      </Panel>
    </Page>
  );
}
