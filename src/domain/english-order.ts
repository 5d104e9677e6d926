/**
 * Compares two texts in English alphabetical order, as `a.localeCompare(b, 'en')` does, with one collator made once:
 * `localeCompare` with a locale makes a collator on every call, 40 times slower in a sort.
 */
export const englishOrder = new Intl.Collator('en').compare;
