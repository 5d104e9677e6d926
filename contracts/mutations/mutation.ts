/** A regression of the provider: `find` (exact text, once in `file`) replaced by `replace`. */
export interface Mutation {
  id: string;
  /** Under mocks/ or src/. */
  file: string;
  find: string;
  replace: string;
  /** The regression, in one line. */
  what: string;
  /**
   * The calls whose answers show it (`METHOD path` of mocks/http.ts's routes), where its words do not name them:
   * verified first, so a caught mutation stops early (a run verifies every interaction until one fails).
   */
  observedBy?: string[];
}
