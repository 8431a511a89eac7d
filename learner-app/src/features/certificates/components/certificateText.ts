// Dates and states of a certificate, said the same way on the public record and in her area.
import { formatMemberSince } from '@ai-women/web-core';

/** "22 November 2026", in India's time zone. */
export const longDate = (value: string | null | undefined) => formatMemberSince(value);

/** "4 November 2026 – 29 November 2026": the batch's run. */
export const dateRange = (start: string, end: string) => `${longDate(start)} – ${longDate(end)}`;
