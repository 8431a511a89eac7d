// On the page of a held session she did not attend: whether she can still catch up on it (and by
// when), has caught up (and when), or can no longer; the way to its catch-up page.
import { Card, LinkButton } from '@ai-women/ui-kit';
import { StatusBadge } from '@ai-women/ui-kit/status';
import { routerLink } from '@ai-women/ui-kit/router';
import type { SessionDetail } from '@ai-women/contracts';
import { formatSessionDate } from '../../../lib/formatSessionDate';
import { englishTexts, useT } from '../../../i18n';
import catchUpTexts from '../../../i18n/en/catchUp.json';

englishTexts({ catchUp: catchUpTexts });

type CatchUpSummary = NonNullable<SessionDetail['catch_up']>;

export function CatchUpCard({ sessionNo, catchUp }: { sessionNo: number; catchUp: CatchUpSummary }) {
  const { t, locale } = useT();
  const day = (iso: string) => formatSessionDate(iso, locale);
  const text =
    catchUp.state === 'caught_up'
      ? t('catchUp.cardCaughtUp', { date: day(catchUp.caught_up_on!) })
      : catchUp.state === 'closed'
        ? t('catchUp.cardClosed', { date: day(catchUp.last_day) })
        : t('catchUp.cardOpen', { date: day(catchUp.last_day) });
  return (
    <Card
      title={t('catchUp.cardTitle')}
      headingLevel={2}
      actions={
        catchUp.state === 'caught_up' ? (
          <StatusBadge size="sm" status={t('catchUp.done')} tone="success" />
        ) : undefined
      }
      data-testid="catch-up-card"
    >
      <p style={{ marginTop: 0 }}>{text}</p>
      {catchUp.state !== 'closed' && (
        <LinkButton
          href={`/sessions/${sessionNo}/catch-up`}
          renderLink={routerLink}
          size="sm"
          variant={catchUp.state === 'open' ? 'primary' : 'secondary'}
        >
          {catchUp.state === 'open' ? t('catchUp.start') : t('catchUp.review')}
        </LinkButton>
      )}
    </Card>
  );
}
