// Dates and states of a certificate, said the same way on the public record and in her area.
import { formatMemberSince } from '@ai-women/web-core';

/** "22 November 2026" (or "22 नवंबर 2026" with 'hi-IN'), in India's time zone. */
export const longDate = (value: string | null | undefined, locale = 'en-IN') => formatMemberSince(value, locale);

/** "4 November 2026 – 29 November 2026": the batch's run (a date not set yet is a dash). */
export const dateRange = (start: string | null, end: string | null, locale = 'en-IN') =>
  start || end ? `${longDate(start, locale)} – ${longDate(end, locale)}` : '—';
