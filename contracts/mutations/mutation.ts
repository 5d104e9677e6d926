/** A regression of the provider: `find` (exact text, once in `file`) replaced by `replace`. */
export interface Mutation {
  id: string;
  /** Under mocks/ or src/. */
  file: string;
  find: string;
  replace: string;
  /** The regression, in one line. */
  what: string;
}
