// Finding an employer by name or email (docs/product.md §4.12): the site's admin adds them to a company. One rule for
// the mock's answer and the page's wording.

import { englishOrder } from './english-order';

/** A search holds 2 to 100 characters; it answers at most 10 employers. */
export const EMPLOYER_SEARCH_MIN = 2;
export const EMPLOYER_SEARCH_MAX = 100;
export const EMPLOYER_SEARCH_LIMIT = 10;

interface Named {
  firstName: string;
  lastName: string;
  email: string;
}

/** Whether every word of the search (case aside) is in the person's first name, last name or address. */
export function employerMatches(term: string): (person: Named) => boolean {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  return (person) => {
    const text = `${person.firstName} ${person.lastName} ${person.email}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
}

/** Employers in the order a search lists them: by last name, then first name, then address. */
export const byName = (a: Named, b: Named) =>
  englishOrder(a.lastName, b.lastName) || englishOrder(a.firstName, b.firstName) || englishOrder(a.email, b.email);
