/**
 * A sentence that ends with a name ends with one full stop: "Application sent to Pine Gear Co.", not "Co..". The
 * words are kept as given; the stop is added only where the last one lacks it (or another sentence end).
 */
export const sentence = (text: string) => (/[.!?]$/u.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`);
