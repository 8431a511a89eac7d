import { atIndiaTime, INDIA_TIME_ZONE } from '@ai-women/contracts';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
/** '2026-11-23' → 'Mon, 23 Nov 2026' (India's calendar). */
export function formatDay(iso: string): string {
  const d = atIndiaTime(iso);
  return d ? dayFormat.format(d) : iso;
}
