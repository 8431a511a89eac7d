import { LIMITS, type Workshop } from '@ai-women/contracts';

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

// Made on first use: an Intl.DateTimeFormat costs milliseconds to build, on the page's first task.
let dateFormat: Intl.DateTimeFormat | undefined;
const longDate = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }));

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate().format(date);
}
