// What tests use to check the translations (kept out of the i18n module every page loads).

/**
 * The keys of `reference` that `translation` lacks (or holds with another shape), as dotted paths:
 * what a test checks so that no Hindi text is missing and no page falls back to English unnoticed.
 */
export function missingKeys(reference: unknown, translation: unknown, prefix = ''): string[] {
  if (typeof reference === 'string')
    return typeof translation === 'string' && translation.trim() !== '' ? [] : [prefix];
  if (Array.isArray(reference)) {
    if (!Array.isArray(translation) || translation.length !== reference.length) return [prefix];
    return reference.flatMap((item, i) => missingKeys(item, translation[i], `${prefix}[${i}]`));
  }
  if (reference && typeof reference === 'object') {
    const other = (translation && typeof translation === 'object' ? translation : {}) as Record<
      string,
      unknown
    >;
    return Object.entries(reference).flatMap(([key, value]) =>
      missingKeys(value, other[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}
