/**
 * A sentence that ends with a name ends with one full stop: "Application sent to Pine Gear Co.", not "Co..". The
 * words are kept as given; the stop is added only where the last one lacks it (or another sentence end).
 */
export const sentence = (text: string) => (/[.!?]$/u.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`);

/** A count with its noun, in US English figures: `counted(1, 'open job')` -> "1 open job", `counted(1200, 'job')` -> "1,200 jobs". */
export const counted = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * A name as a path segment ('Keystone Paddle Co.' -> 'keystone-paddle-co'): a company's brand-page path, the name
 * in accept-request-success/{company}/{name}.
 */
export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The text with its first letter in lower case, to go on in a sentence: 'Filled elsewhere' -> 'filled elsewhere'. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A name's possessive, as US style guides write a name ending in s: "Summit Trail Outfitters'", not "Outfitters's";
 * "Pine Gear Co.'s", "Riley's".
 */
export const possessive = (name: string) =>
  /s$/iu.test(name.trimEnd()) ? `${name.trimEnd()}'` : `${name.trimEnd()}'s`;
