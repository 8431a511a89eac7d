import { badRequest } from './errors';

/**
 * A list filter's value picked from a fixed list, case-insensitively: empty or "all" means no
 * filter; anything else not in the list is a 400 that names the allowed values.
 */
export function oneOf<T extends string>(
  list: readonly T[],
  value: string | undefined,
  what: string,
): T | undefined {
  const v = value?.trim();
  if (!v || v.toLowerCase() === 'all') return undefined;
  const found = list.find((x) => x.toLowerCase() === v.toLowerCase());
  if (!found) throw badRequest(`${what} must be one of ${list.join(', ')}.`);
  return found;
}
