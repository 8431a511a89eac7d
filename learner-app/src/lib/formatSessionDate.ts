// Dates in the Asia/Kolkata time zone: the school and its classes are in India, so a session's day
// and time read the same wherever her browser thinks it is.
const sessionDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '2026-11-23' → 'Mon, 23 Nov 2026'. Unknown text passes through. */
export function formatSessionDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+05:30` : iso);
  return Number.isNaN(date.getTime()) ? iso : sessionDate.format(date);
}
