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

/** A file's size as the portal's file lists show it: "3 KB", "2.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
