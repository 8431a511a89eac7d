// /profile: her own page. Name and phone (registration rules), her e-mail address (a change is
// confirmed by a link mailed to the new address), her password (the old one is required; her other
// sessions end), whether she wants the session reminders (the e-mail and the notification the
// evening before each class), WhatsApp messages with her consent, and her language (her pages in the
// student area, her mails and her payment confirmation).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  emailChangeRules,
  passwordChangeRules,
  profileDetailsRules,
  type EmailChangeValues,
  type PasswordChangeValues,
  type ProfileDetailsValues,
  type StudentProfile,
} from '@ai-women/contracts';
import { Button, Card } from '@ai-women/ui-kit';
import { ScreenHeader } from '@ai-women/ui-kit/portal';
import { FormAlert, PasswordField, TextField } from '@ai-women/ui-kit/forms';
import { ApiError, errorMessage, formatMemberSince, getStoredUser } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { LANGUAGES, LANGUAGE_NAMES, Trans, type Language } from '@ai-women/web-core/i18n';
import { PROFILE_MESSAGES, RESET_MESSAGES, localizeMessage } from '@ai-women/contracts';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import { LoadError } from '../../../lib/LoadError';
import {
  useChangePassword,
  useRequestEmailChange,
  useSaveProfile,
  useSaveWhatsApp,
  useStudentProfile,
  useWhatsApp,
} from '../api/profile';
import commonTexts from '../../../i18n/en/common.json';
import profileTexts from '../../../i18n/en/profile.json';
import resetTexts from '../../../i18n/en/reset.json';

englishTexts({ common: commonTexts, profile: profileTexts, reset: resetTexts });

export const PROFILE_SCREEN_MESSAGES = {
  loading: 'Loading your profile…',
  loadFailed: 'We could not load your profile.',
  saveFailed: 'Your changes could not be saved. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  remindersHelp:
    'At 6 PM India time on the evening before each live session, we e-mail you a reminder with your Join link and show it under Notifications. Turn this off to stop both; you can change it at any time.',
  languageHelp:
    'Your pages in the student area, the e-mails we send you and your payment confirmation use this language.',
} as const;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Fact = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  strong {
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Note = styled.p<{ $tone?: 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone ? theme.colors.dangerBg : theme.colors.plum100)};
  color: ${({ theme, $tone }) => ($tone ? theme.colors.danger : theme.colors.plum900)};
`;
const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Switch = styled.button`
  position: relative;
  flex: none;
  width: 52px;
  height: 30px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.plum700};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.plum700};
    transition: transform 120ms ease;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.plum700};
  }
  &[aria-checked='true']::after {
    transform: translateX(22px);
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;
const SwitchLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
  }
`;
const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.plum700};
    background: ${({ theme }) => theme.colors.plum100};
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    accent-color: ${({ theme }) => theme.colors.plum700};
    width: 18px;
    height: 18px;
    margin: 0;
  }
`;

type Result = { tone: 'success' | 'danger'; text: string } | null;

/**
 * A message in her language. The screen keeps the English words (the API's and the rules' are
 * looked up in the shared message table; this screen's own have their Hindi under
 * profile.messages.*).
 */
function useSay() {
  const { t, language } = useT();
  const api = PROFILE_MESSAGES as Record<string, string>;
  const reset = RESET_MESSAGES as Record<string, string>;
  const own = PROFILE_SCREEN_MESSAGES as Record<string, string>;
  const find = (table: Record<string, string>, text: string) =>
    Object.keys(table).find((k) => table[k] === text);
  return (text: string) => {
    const ownKey = find(own, text);
    if (ownKey) return t(`profile.messages.${ownKey}`);
    // The profile API's answers (the language ones are already written in the chosen language).
    const apiKey = find(api, text);
    if (apiKey && apiKey in profileTexts.api) return t(`profile.api.${apiKey}`);
    const resetKey = find(reset, text);
    if (resetKey) return t(`reset.messages.${resetKey}`);
    return localizeMessage(text, language);
  };
}

function ResultLine({ result }: { result: Result }) {
  const say = useSay();
  if (!result) return null;
  return (
    <FormAlert tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
      {say(result.text)}
    </FormAlert>
  );
}

/** A refusal that names a field goes to that field; anything else is the form's message. */
function showRefusal<V extends object>(
  error: unknown,
  setFieldError: (field: keyof V & string, message: string) => void,
  fields: readonly (keyof V & string)[],
): Result {
  if (error instanceof ApiError) {
    const errors = (error.body as { errors?: Record<string, string> } | null)?.errors ?? {};
    const field = fields.find((f) => errors[f]);
    if (field) {
      setFieldError(field, errors[field]!);
      return null;
    }
  }
  return {
    tone: 'danger',
    text: errorMessage(error, PROFILE_SCREEN_MESSAGES.saveFailed, PROFILE_SCREEN_MESSAGES.network),
  };
}

function DetailsCard({ userId, profile }: { userId: string | number; profile: StudentProfile }) {
  const save = useSaveProfile(userId);
  const [result, setResult] = useState<Result>(null);
  const form = useRulesForm<ProfileDetailsValues>({
    rules: profileDetailsRules,
    defaultValues: { fullname: profile.fullname, phone_number: profile.phone_number },
    onEdit: () => setResult(null),
  });
  const { t } = useT();
  const say = useSay();
  const field = (name: keyof ProfileDetailsValues) => {
    const props = form.field(name);
    return { ...props, error: props.error && say(props.error) };
  };
  const submit = form.submit(async (values) => {
    setResult(null);
    try {
      const answer = await save.mutateAsync({
        fullname: values.fullname,
        phone_number: values.phone_number.trim(),
      });
      form.reset({ fullname: answer.profile.fullname, phone_number: answer.profile.phone_number });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult(
        showRefusal<ProfileDetailsValues>(error, (f, m) => form.setError(f, { message: m }), [
          'fullname',
          'phone_number',
        ]),
      );
    }
  });
  return (
    <Card title={t('profile.details')} headingLevel={2}>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('profile.details')}>
        <TextField label={t('profile.fullname')} autoComplete="name" required {...field('fullname')} />
        <TextField
          label={t('profile.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={10}
          required
          helperText={t('profile.phoneHelp')}
          {...field('phone_number')}
        />
        <ResultLine result={result} />
        <Row>
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {t('profile.saveDetails')}
          </Button>
        </Row>
      </Form>
    </Card>
  );
}

function EmailCard({ userId, profile }: { userId: string | number; profile: StudentProfile }) {
  const request = useRequestEmailChange(userId);
  const [result, setResult] = useState<Result>(null);
  const form = useRulesForm<EmailChangeValues>({
    rules: emailChangeRules,
    defaultValues: { email: '' },
    onEdit: () => setResult(null),
  });
  const { t } = useT();
  const say = useSay();
  const emailProps = form.field('email');
  const emailField = { ...emailProps, error: emailProps.error && say(emailProps.error) };
  const submit = form.submit(async ({ email }) => {
    setResult(null);
    try {
      const answer = await request.mutateAsync(email.trim());
      form.reset({ email: '' });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult(showRefusal<EmailChangeValues>(error, (f, m) => form.setError(f, { message: m }), ['email']));
    }
  });
  return (
    <Card title={t('profile.email')} headingLevel={2}>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('profile.emailForm')}>
        <Fact>
          <Trans
            ns={LEARNER_NS}
            t={t}
            i18nKey="profile.logInWith"
            values={{ email: profile.email }}
            components={[<strong key="email" />]}
          />
        </Fact>
        {profile.pending_email && (
          <Help>
            <Trans
              ns={LEARNER_NS}
              t={t}
              i18nKey="profile.pending"
              values={{ email: profile.pending_email }}
              components={[<strong key="email" />]}
            />
          </Help>
        )}
        <TextField
          label={t('profile.newEmail')}
          type="email"
          autoComplete="email"
          required
          helperText={t('profile.newEmailHelp')}
          {...emailField}
        />
        <ResultLine result={result} />
        <Row>
          <Button type="submit" variant="secondary" loading={request.isPending} disabled={request.isPending}>
            {t('profile.sendLink')}
          </Button>
        </Row>
      </Form>
    </Card>
  );
}

function PasswordCard({ userId }: { userId: string | number }) {
  const change = useChangePassword(userId);
  const [result, setResult] = useState<Result>(null);
  const form = useRulesForm<PasswordChangeValues>({
    rules: passwordChangeRules,
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    onEdit: () => setResult(null),
  });
  const { t } = useT();
  const say = useSay();
  const field = (name: keyof PasswordChangeValues) => {
    const props = form.field(name);
    return { ...props, error: props.error && say(props.error) };
  };
  const submit = form.submit(async (values) => {
    setResult(null);
    try {
      const answer = await change.mutateAsync(values);
      form.reset({ current_password: '', new_password: '', confirm_password: '' });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult(
        showRefusal<PasswordChangeValues>(error, (f, m) => form.setError(f, { message: m }), [
          'current_password',
          'new_password',
          'confirm_password',
        ]),
      );
    }
  });
  return (
    <Card title={t('profile.password')} headingLevel={2}>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('profile.passwordForm')}>
        <PasswordField
          label={t('profile.current')}
          autoComplete="current-password"
          required
          {...field('current_password')}
        />
        <PasswordField
          label={t('profile.newPassword')}
          autoComplete="new-password"
          required
          helperText={t('profile.newPasswordHelp')}
          {...field('new_password')}
        />
        <PasswordField
          label={t('profile.confirm')}
          autoComplete="new-password"
          required
          {...field('confirm_password')}
        />
        <Help>{t('profile.passwordNote')}</Help>
        <ResultLine result={result} />
        <Row>
          <Button type="submit" variant="secondary" loading={change.isPending} disabled={change.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Row>
      </Form>
    </Card>
  );
}

function RemindersCard({ userId, profile }: { userId: string | number; profile: StudentProfile }) {
  const save = useSaveProfile(userId);
  const [result, setResult] = useState<Result>(null);
  const on = profile.reminder_emails;
  const { t } = useT();
  const toggle = async () => {
    setResult(null);
    try {
      const answer = await save.mutateAsync({ reminder_emails: !on });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult({
        tone: 'danger',
        text: errorMessage(error, PROFILE_SCREEN_MESSAGES.saveFailed, PROFILE_SCREEN_MESSAGES.network),
      });
    }
  };
  return (
    <Card title={t('profile.reminders')} headingLevel={2}>
      <Stack>
        <Row>
          <Switch
            id="reminder-emails"
            type="button"
            role="switch"
            aria-checked={on}
            aria-describedby="reminder-emails-help"
            disabled={save.isPending}
            onClick={() => void toggle()}
          />
          <SwitchLabel htmlFor="reminder-emails">
            {on ? t('profile.remindersOn') : t('profile.remindersOff')}
          </SwitchLabel>
        </Row>
        <Help id="reminder-emails-help">{t('profile.messages.remindersHelp')}</Help>
        <ResultLine result={result} />
      </Stack>
    </Card>
  );
}

const Receive = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * WhatsApp messages: off until she switches them on here (or ticked them at registration). The
 * card says the number they go to, what she will get and the words she agrees to; the API stores
 * them with her choice. A STOP she replied on WhatsApp shows here as off.
 */
function WhatsAppCard() {
  const query = useWhatsApp();
  const save = useSaveWhatsApp();
  const [result, setResult] = useState<Result>(null);
  const { t, locale } = useT();
  const toggle = async (on: boolean) => {
    setResult(null);
    try {
      await save.mutateAsync(on);
      setResult({ tone: 'success', text: t(on ? 'profile.whatsapp.savedOn' : 'profile.whatsapp.savedOff') });
    } catch (error) {
      setResult({
        tone: 'danger',
        text: errorMessage(error, PROFILE_SCREEN_MESSAGES.saveFailed, PROFILE_SCREEN_MESSAGES.network),
      });
    }
  };
  let body: ReactNode;
  if (query.isPending) body = <Help role="status">{t('profile.whatsapp.loading')}</Help>;
  else if (query.isError)
    body = (
      <LoadError
        message={t('profile.whatsapp.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else {
    const w = query.data;
    const since = w.changed_at ? formatMemberSince(w.changed_at, locale) : null;
    body = (
      <Stack>
        <Row>
          <Switch
            id="whatsapp-messages"
            type="button"
            role="switch"
            aria-checked={w.on}
            aria-describedby="whatsapp-help"
            disabled={save.isPending}
            onClick={() => void toggle(!w.on)}
          />
          <SwitchLabel htmlFor="whatsapp-messages">
            {w.on ? t('profile.whatsapp.on') : t('profile.whatsapp.off')}
          </SwitchLabel>
        </Row>
        <div id="whatsapp-help">
          <Fact>{t('profile.whatsapp.number', { number: w.number })}</Fact>
          <Fact style={{ marginTop: '0.75rem' }}>
            <strong>{t('profile.whatsapp.willReceive')}</strong>
          </Fact>
          <Receive>
            {w.will_receive.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Receive>
        </div>
        {w.on && since ? (
          <Help>{t('profile.whatsapp.since', { date: since })}</Help>
        ) : !w.on && w.source === 'whatsapp' && since ? (
          <Help>{t('profile.whatsapp.stopped', { date: since })}</Help>
        ) : null}
        {!w.on && (
          <Help data-testid="whatsapp-consent">{t('profile.whatsapp.agree', { text: w.consent_text })}</Help>
        )}
        <ResultLine result={result} />
      </Stack>
    );
  }
  return (
    <Card title={t('profile.whatsapp.title')} headingLevel={2} data-testid="whatsapp-card">
      {body}
    </Card>
  );
}

function LanguageCard({ userId, profile }: { userId: string | number; profile: StudentProfile }) {
  const save = useSaveProfile(userId);
  const [result, setResult] = useState<Result>(null);
  const { t } = useT();
  const choose = async (language: Language) => {
    if (language === profile.language) return;
    setResult(null);
    try {
      // The answer's message is written in the language she just chose.
      const answer = await save.mutateAsync({ language });
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult({
        tone: 'danger',
        text: errorMessage(error, PROFILE_SCREEN_MESSAGES.saveFailed, PROFILE_SCREEN_MESSAGES.network),
      });
    }
  };
  return (
    <Card title={t('profile.language')} headingLevel={2}>
      <Stack>
        <Choices aria-describedby="language-help" disabled={save.isPending}>
          <legend>{t('profile.languageLegend')}</legend>
          {LANGUAGES.map((option) => (
            <Choice key={option} lang={option}>
              <input
                type="radio"
                name="language"
                value={option}
                checked={profile.language === option}
                onChange={() => void choose(option)}
              />
              {LANGUAGE_NAMES[option]}
            </Choice>
          ))}
        </Choices>
        <Help id="language-help">{t('profile.messages.languageHelp')}</Help>
        <ResultLine result={result} />
      </Stack>
    </Card>
  );
}

export function ProfileScreen() {
  const [user] = useState(getStoredUser);
  const userId = user?.id ?? '';
  const profile = useStudentProfile(userId);
  const { t } = useT();
  const say = useSay();

  let body: ReactNode;
  if (profile.isPending) body = <Note role="status">{t('profile.messages.loading')}</Note>;
  else if (profile.isError)
    body = (
      <Note role="alert" $tone="danger">
        {say(
          errorMessage(profile.error, PROFILE_SCREEN_MESSAGES.loadFailed, PROFILE_SCREEN_MESSAGES.network),
        )}{' '}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void profile.refetch()}
          loading={profile.isFetching}
          disabled={profile.isFetching}
        >
          {t('common.tryAgain')}
        </Button>
      </Note>
    );
  else
    body = (
      <Columns>
        <Stack>
          <DetailsCard userId={userId} profile={profile.data} />
          <RemindersCard userId={userId} profile={profile.data} />
          <WhatsAppCard />
          <LanguageCard userId={userId} profile={profile.data} />
        </Stack>
        <Stack>
          <EmailCard userId={userId} profile={profile.data} />
          <PasswordCard userId={userId} />
        </Stack>
      </Columns>
    );

  return (
    <Stack>
      <title>{t('profile.title')}</title>
      <ScreenHeader title={t('profile.heading')} description={t('profile.description')} />
      {body}
    </Stack>
  );
}
