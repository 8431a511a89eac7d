// What a closed Join says under it, the same on the dashboard and on a session's page: when it
// opens (India time, her page's language), that the session ended, or that there is no link yet.
import type { JoinState } from '@ai-women/contracts';
import type { TFunction } from '@ai-women/web-core/i18n';
import { englishTexts } from '../i18n';
import studentSessionsTexts from '../i18n/en/studentSessions.json';
import { INDIA_TIME_ZONE } from '@ai-women/contracts';

englishTexts({ studentSessions: studentSessionsTexts });

/** How often the Join buttons look at the clock again (a session opens while she watches). */
export const JOIN_CLOCK_MS = 30_000;

const opensAtFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * When Join opens, in India's time zone and her page's locale: { time: '9:45 am', day: 'Mon, 23 Nov' }
 * in English; the Hindi text puts the day first, as Hindi says it.
 */
export function formatOpensAt(date: Date, locale = 'en-IN'): { time: string; day: string } {
  let format = opensAtFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: INDIA_TIME_ZONE,
    });
    opensAtFormats.set(locale, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase() ?? ''}`.trim(),
    day: `${parts.weekday}, ${parts.day} ${parts.month}`,
  };
}

/** What Join says under it when it is closed, in her page's language. */
export function joinNote(state: JoinState, t: TFunction, locale = 'en-IN'): string | null {
  switch (state.state) {
    case 'no-link':
      return t('studentSessions.noMeeting');
    case 'later':
      return t('studentSessions.opensAt', formatOpensAt(state.opensAt, locale));
    case 'ended':
      return t('studentSessions.ended');
    default:
      return null;
  }
}
