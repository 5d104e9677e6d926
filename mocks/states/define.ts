/**
 * The types of provider states: a state's name holds its parameters as `{placeholders}`, and the types take them
 * from there. A state's handler reads the parameters its name holds, the consumer tests give them all.
 */

/** The `{placeholders}` of a state's name: `'the job {jobId} is open until filled'` -> `'jobId'`. */
export type Placeholders<Name extends string> = Name extends `${string}{${infer Param}}${infer Rest}`
  ? Param | Placeholders<Rest>
  : never;

/** The parameters a consumer test gives with the state (`.given(name, params)`): one JSON scalar per placeholder. */
export type StateParams<Name extends string> = { [Param in Placeholders<Name>]: string | number };

/** The parameters as a handler receives them: from a pact file, unchecked (read them with `str` and `num`). */
export type ReceivedParams<Name extends string> = Partial<Record<Placeholders<Name>, unknown>>;

export type StateHandler<Name extends string> = (params: ReceivedParams<Name>) => Promise<void> | void;

/** An area's provider states: name -> handler, each handler's parameters typed by its name. */
export const defineStates = <Name extends string>(states: { [N in Name]: StateHandler<N> }) => states;

/** A parameter as a string; a missing one fails the state (and the interaction) with its name. */
export function str<P extends object>(params: P, key: keyof P & string): string {
  const value: unknown = params[key];
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`Provider state parameter '${key}' is missing`);
  return String(value);
}

/** A parameter as a number. */
export const num = <P extends object>(params: P, key: keyof P & string) => Number(str(params, key));
