/**
 * Search boxes match anywhere in a text: what she typed becomes an ILIKE pattern. Her `%`, `_` and
 * `\` are escaped so they match themselves, not "anything" (typing `50%` finds "50%", not every row).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%typed text%`, trimmed and escaped: "contains", for ILIKE. */
export function containsPattern(typed: string): string {
  return `%${escapeLike(typed.trim())}%`;
}
