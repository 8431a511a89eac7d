// /confirm-email?token=…: the link mailed to her new address. Opening it changes her address (once);
// it works whether or not she is signed in in this browser.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingState } from '@ai-women/ui-kit';
import { FormAlert } from '@ai-women/ui-kit/forms';
import { errorMessage, getStoredUser } from '@ai-women/web-core';
import { useConfirmEmail } from '../api/profile';
import { englishTexts, useT } from '../../../i18n';
import profileTexts from '../../../i18n/en/profile.json';

englishTexts({ profile: profileTexts });

export const CONFIRM_EMAIL_MESSAGES = {
  confirming: 'Confirming your new e-mail address…',
  failed: 'We could not confirm your new address. Please try the link again.',
  network: 'Network error. Please check your connection and open the link again.',
} as const;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmail();
  const started = useRef(false);
  const { t, path } = useT();
  const [done, setDone] = useState<{ tone: 'success' | 'danger'; text: string } | null>(
    token ? null : { tone: 'danger', text: t('profile.confirmEmailMissing') },
  );

  useEffect(() => {
    // Once per page: a second request with the same token would only be told it was used.
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: (answer) => setDone({ tone: 'success', text: answer.message }),
      onError: (error) =>
        setDone({
          tone: 'danger',
          text: errorMessage(error, t('profile.confirmEmailFailed'), t('profile.confirmEmailNetwork')),
        }),
    });
  }, [token, confirm, t]);

  const signedIn = getStoredUser() !== null;
  return (
    <Stack>
      <title>{t('profile.confirmEmailTitle')}</title>
      {!done ? (
        <LoadingState text={t('profile.confirmEmailConfirming')} />
      ) : (
        <>
          <FormAlert role={done.tone === 'success' ? 'status' : 'alert'} tone={done.tone}>
            {done.text}
          </FormAlert>
          <p>{signedIn ? <Link to="/profile">{t('profile.backToProfile')}</Link> : <Link to={path('/login')}>{t('profile.goToLogin')}</Link>}</p>
        </>
      )}
    </Stack>
  );
}
