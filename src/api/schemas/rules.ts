/** What the forms' schemas share (kept out of ./common, which the first page of /jobs loads). */

/**
 * A rule across fields runs as soon as the fields it reads are valid themselves, whatever else is wrong (zod skips
 * it otherwise): a form then shows every message at once.
 */
export const onceValid = (...fields: string[]) => ({
  when: (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
});
