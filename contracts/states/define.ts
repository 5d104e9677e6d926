/**
 * What each provider state must put in place, for a backend that implements it from an empty database, published in
 * contracts/reference.md. One file per area of the mock's states, keyed by their names (the type asks for every one).
 */

export interface StateDoc {
  /** What the state creates or changes: the records, their names, roles and company, what is set aside. */
  creates: string;
  /**
   * The calls the state makes on the provider itself (`METHOD path`) rather than writing records: what it sets up is
   * the effect of those calls, so a server needs them before the interactions that give the state.
   */
  calls?: readonly string[];
}

/** An area's state docs, one for each state its handlers define (`typeof placeStates`). */
export const describeStates = <Handlers extends object>(docs: { readonly [Name in keyof Handlers]: StateDoc }) =>
  docs as Readonly<Record<string, StateDoc>>;
