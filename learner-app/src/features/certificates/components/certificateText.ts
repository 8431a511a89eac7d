// Dates and states of a certificate, said the same way on the public record and in her area.
import { formatMemberSince } from '@ai-women/web-core';

/** "22 November 2026", in India's time zone. */
export const longDate = (value: string | null | undefined) => formatMemberSince(value);

/** "4 November 2026 – 29 November 2026": the batch's run (a date not set yet is a dash). */
export const dateRange = (start: string | null, end: string | null) =>
  start || end ? `${longDate(start)} – ${longDate(end)}` : '—';
