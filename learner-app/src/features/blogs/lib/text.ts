import { INDIA_TIME_ZONE, LIMITS, type Workshop } from '@ai-women/contracts';

/** Card text is cut at the product's card length (120 characters), on a word boundary if one is near. */
export function truncate(text: string, max: number = LIMITS.workshopDescriptionTruncate): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The workshop's gallery: image_url_1 … image_url_6, empty slots skipped (at most 6). */
export function workshopImages(workshop: Workshop): string[] {
  const slots = [
    workshop.image_url_1,
    workshop.image_url_2,
    workshop.image_url_3,
    workshop.image_url_4,
    workshop.image_url_5,
    workshop.image_url_6,
  ];
  return slots.filter((url): url is string => Boolean(url)).slice(0, LIMITS.workshopImagesMax);
}

// Made on first use, one per locale: an Intl.DateTimeFormat costs milliseconds to build, on the
// page's first task.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const longDate = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format;
};

/** '21 November 2026' (en-IN) or '21 नवंबर 2026' (hi-IN), the day in India. */
export function formatDate(iso: string, locale = 'en-IN'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate(locale).format(date);
}
