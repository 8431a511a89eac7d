// "Rate this session": after a class she attended, a rating from 1 to 5 (radio buttons, one label
// each, arrow keys move between them) and an optional comment; she may change it for 48 hours.
// The API decides whether she may rate; this card says what it answered.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@ai-women/ui-kit';
import { FieldError, FormAlert, TextArea } from '@ai-women/ui-kit/forms';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  INDIA_TIME_ZONE,
  validateFeedbackComment,
  validateRating,
  type SessionFeedbackState,
} from '@ai-women/contracts';
import { errorMessage } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import type { TFunction } from '@ai-women/web-core/i18n';
import { englishTexts, useT } from '../../../i18n';
import feedbackTexts from '../../../i18n/en/feedback.json';

englishTexts({ feedback: feedbackTexts });

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * The API answers in English with the rules' own messages; on a Hindi page the known ones are shown
 * from her texts, and anything else (a message the page does not know) as the API wrote it.
 */
const FEEDBACK_KEYS = new Map<string, string>(
  Object.entries(FEEDBACK_MESSAGES).map(([key, text]) => [text, key]),
);
function feedbackMessage(text: string, t: TFunction): string {
  const key = FEEDBACK_KEYS.get(text);
  return key ? t(`feedback.messages.${key}`) : text;
}

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Stars = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;
const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
const Choice = styled.label<{ $on: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: 3.5rem;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.plum700 : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $on }) => ($on ? theme.colors.plum100 : 'transparent')};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  span[aria-hidden] {
    font-size: 1.4rem;
    line-height: 1;
    color: ${({ theme, $on }) => ($on ? theme.colors.plum700 : theme.colors.textMuted)};
  }
`;
const Saved = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

// A picture, not a word (hidden from screen readers): the same in every language.
const STAR = '★';
const stars = (n: number) => STAR.repeat(n) + '☆'.repeat(5 - n);

function formatUntil(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(iso));
}

export interface RatingCardProps {
  state: SessionFeedbackState | undefined;
  loading?: boolean;
  loadError?: unknown;
  saving?: boolean;
  onSave: (v: { edit: boolean; rating: number; comment: string }) => Promise<unknown>;
}

export function RatingCard({ state, loading, loadError, saving, onSave }: RatingCardProps) {
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { t, locale } = useT();
  const LOAD_FAILED = t('feedback.loadFailed');
  const label = (n: number) => t(`feedback.labels.${n}`);

  if (loading) {
    return (
      <Card title={t('feedback.title')} headingLevel={2}>
        <Muted role="status">{t('feedback.loading')}</Muted>
      </Card>
    );
  }
  if (loadError || !state) {
    return (
      <Card title={t('feedback.title')} headingLevel={2}>
        <FormAlert tone="danger">{feedbackMessage(errorMessage(loadError, LOAD_FAILED, LOAD_FAILED), t)}</FormAlert>
      </Card>
    );
  }
  const mine = state.mine;
  if (!state.can_rate && !mine) {
    return (
      <Card title={t('feedback.title')} headingLevel={2}>
        <Muted>{feedbackMessage(state.reason ?? FEEDBACK_MESSAGES.notAttended, t)}</Muted>
      </Card>
    );
  }

  if (mine && !editing) {
    return (
      <Card title={t('feedback.yours')} headingLevel={2}>
        <Saved>
          {done && <FormAlert tone="success">{done}</FormAlert>}
          <p>
            <span aria-hidden="true">{stars(mine.rating)} </span>
            <strong>{t('feedback.ofFive', { rating: mine.rating, label: label(mine.rating) })}</strong>
          </p>
          {mine.comment && <blockquote>{mine.comment}</blockquote>}
          {mine.editable ? (
            <>
              <Muted>{t('feedback.until', { date: formatUntil(mine.editable_until, locale) })}</Muted>
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setDone(null);
                    setEditing(true);
                  }}
                >
                  {t('feedback.edit')}
                </Button>
              </div>
            </>
          ) : (
            <Muted>{t('feedback.thanks')}</Muted>
          )}
        </Saved>
      </Card>
    );
  }

  return (
    <RatingForm
      mine={mine}
      saving={saving}
      onSave={onSave}
      onSaved={(message) => {
        setDone(message);
        setEditing(false);
      }}
      onCancel={mine ? () => setEditing(false) : undefined}
    />
  );
}

/** The form's values: the rating as its radio's value ('' until she picks one) and the comment. */
interface RatingDraft {
  rating: string;
  comment: string;
}

/** The contracts' rules, the API's own: a whole rating from 1 to 5, a comment of at most 1,000 characters. */
const RATING_RULES = {
  rating: (value: unknown) => validateRating(value === '' ? undefined : Number(value)),
  comment: (value: unknown) => validateFeedbackComment(value),
};

function RatingForm({
  mine,
  saving,
  onSave,
  onSaved,
  onCancel,
}: {
  mine: SessionFeedbackState['mine'];
  saving?: boolean;
  onSave: RatingCardProps['onSave'];
  onSaved: (message: string) => void;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useT();
  const SAVE_FAILED = t('feedback.saveFailed');
  const label = (n: number) => t(`feedback.labels.${n}`);
  const ratingErrorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRulesForm<RatingDraft>({
    rules: RATING_RULES,
    defaultValues: { rating: mine ? String(mine.rating) : '', comment: mine?.comment ?? '' },
    onEdit: () => setProblem(null),
  });
  const rating = form.field('rating');
  const comment = form.field('comment');
  const chosen = rating.value === '' ? null : Number(rating.value);
  const say = (message: string | undefined) => (message ? feedbackMessage(message, t) : undefined);

  const submit = form.submit(async (values) => {
    setProblem(null);
    try {
      await onSave({ edit: Boolean(mine), rating: Number(values.rating), comment: values.comment });
      onSaved(t(mine ? 'feedback.messages.updated' : 'feedback.messages.saved'));
    } catch (err) {
      setProblem(feedbackMessage(errorMessage(err, SAVE_FAILED, SAVE_FAILED), t));
    }
  });

  return (
    <Card title={t('feedback.title')} headingLevel={2}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stars aria-describedby={rating.error ? ratingErrorId : undefined}>
          <legend>{t('feedback.question')}</legend>
          <Choices>
            {RATING_LABELS.map((_, i) => {
              const n = i + 1;
              return (
                <Choice key={n} $on={chosen !== null && n <= chosen}>
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={chosen === n}
                    onChange={() => rating.onChange(String(n))}
                    // Focus goes to the first choice when the rating is missing.
                    ref={n === 1 ? rating.ref : undefined}
                  />
                  <span aria-hidden="true">{STAR}</span>
                  <span>{t('feedback.choice', { n, label: label(n) })}</span>
                </Choice>
              );
            })}
          </Choices>
          <FieldError id={ratingErrorId}>{say(rating.error)}</FieldError>
        </Stars>
        <TextArea
          label={t('feedback.comment')}
          helperText={t('feedback.commentHelp')}
          maxLength={FEEDBACK_LIMITS.commentMax}
          showCounter
          counterText={(length, max) => t('feedback.counter', { length, max })}
          rows={4}
          {...comment}
          error={say(comment.error)}
        />
        {problem && <FormAlert tone="danger">{problem}</FormAlert>}
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '1rem' }}>
          <Button type="submit" size="sm" disabled={saving}>
            {saving ? t('feedback.saving') : t('feedback.save')}
          </Button>
          {onCancel && (
            <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
              {t('feedback.cancel')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
