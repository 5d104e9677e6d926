/**
 * When two company names are the same company: compared after normalising what people vary without meaning another
 * company, so "Summit  Trail Outfitters" (two spaces), "summit trail outfitters" and "Summit Trail Outfitters."
 * are all the company "Summit Trail Outfitters". The one rule of the mock (a taken name is refused, 409, on create
 * and rename), its name suggestions, and create-company's "already on Basecamp" (README, "A company").
 */

/**
 * A name's comparison key: Unicode compatibility forms folded (full-width letters, ligatures, no-break spaces),
 * lower case, every run of white space one space, and no white space or punctuation at its ends ("Co." and "Co",
 * "Outfitters!" and "Outfitters", "(Summit)" and "Summit" compare alike).
 */
export function companyNameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}

/** Whether two names name the same company (see companyNameKey). */
export const sameCompanyName = (a: string, b: string) => companyNameKey(a) === companyNameKey(b);
