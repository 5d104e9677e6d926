// The machinery of the enumerations (src/domain/enums/): each is declared once, as its
// names with their codes and labels; from that come an `as const`-like object of its codes by name, a type of its
// codes and its labels by code.
type Code = number | string;
/** An enumeration's entry: a name's code, or its code and label when the label is not the name itself. */
type Entry = Code | readonly [Code, string];
/** An enumeration's declaration: its names in order, each with its entry. */
type Declaration = Readonly<Record<string, Entry>>;
type CodeIn<E> = E extends readonly [infer C, string] ? C : E;
const codeIn = (entry: Entry) => (typeof entry === 'object' ? entry[0] : entry);

// Both are without side effects, so a bundle (the first page has a budget) drops an enumeration it does not use, and
// the labels object of one whose codes it uses; the label texts stay with the declaration then.

/** The enumeration's codes by name (read-only, in the declared order). */
/*#__NO_SIDE_EFFECTS__*/
export function codesOf<const D extends Declaration>(declaration: D) {
  const codes: Record<string, Code> = {};
  for (const [name, entry] of Object.entries(declaration)) codes[name] = codeIn(entry);
  return codes as { readonly [Name in keyof D]: CodeIn<D[Name]> };
}

/** The enumeration's labels by code. */
/*#__NO_SIDE_EFFECTS__*/
export function labelsOf<const D extends Declaration>(declaration: D) {
  const labels: Record<Code, string> = {};
  for (const [name, entry] of Object.entries(declaration))
    labels[codeIn(entry)] = typeof entry === 'object' ? entry[1] : name;
  return labels as Record<CodeIn<D[keyof D]>, string>;
}

/** The type of an enumeration's codes. */
export type CodeOf<Codes> = Codes[keyof Codes];
