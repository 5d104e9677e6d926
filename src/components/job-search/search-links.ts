import { redirect } from 'react-router-dom';
import {
  LOOKUP_KEYS,
  NEAR_TEXT,
  SEARCH_KEYS,
  searchParamsFor,
  type SearchNote,
  type SearchState,
} from './search-params';
import type { JobOptions } from '../../api/schemas/job';
import { withKnownLookups } from '../../api/schemas/job-lookups';
import { KEYWORD_MAX, RADIUS_DEFAULT, RADIUS_MILES } from '../../api/schemas/job-search';
import { paramsRecord, patchParams } from '../../api/schemas/query';
import { placeLabel } from '../../domain/place-label';
import { showToast } from '../../state/toasts';
import { placeLookup } from '../place/near-places';
import { appPath } from '../route/loaders';

/**
 * Links the search cannot take as they are, and links with ids of the job lookups: loaded only for them (the first
 * page of /jobs has a budget). Their ids are checked against the lookups, and what changed is said in words.
 */

/** A URL parameter was given but the search keeps less of it (dropped, or items of its list dropped). */
const keptLess = (given: unknown, kept: unknown) =>
  given !== undefined &&
  given !== '' &&
  (kept === undefined || (Array.isArray(given) && Array.isArray(kept) && kept.length < given.length));

const said: Record<SearchNote | 'invalid' | (typeof LOOKUP_KEYS)[number], (state: SearchState) => string> = {
  place: () => 'The place in this link was not found: showing jobs anywhere.',
  radius: ({ query, near }) =>
    `Distances go from ${RADIUS_MILES[0]} to ${RADIUS_MILES[RADIUS_MILES.length - 1]} mi: showing jobs within ${query.radius} mi of ${near?.name}.`,
  keyword: () => `Keywords are limited to ${KEYWORD_MAX} characters: this search uses the first ${KEYWORD_MAX}.`,
  invalid: () => 'Some filters in this link are not valid: they were left out.',
  jobFieldId: () => 'The job field in this link does not exist: showing every field.',
  focusIds: () => 'A focus in this link is not one of the job field: it was left out.',
  yearsOfExperienceIds: () => 'An experience level in this link does not exist: it was left out.',
  salaryCompensationId: () => 'The pay period in this link does not exist: showing any period.',
};

/**
 * The search with the lookups' ids checked (when the lookups could be had): ids that name none, or a focus of
 * another field, are left out, and focuses bring their job field (the filters show focuses under their field).
 * Returns the search and, in words, every change from the link (the notes of readSearch included).
 */
export function checkLink(
  params: URLSearchParams,
  state: SearchState,
  notes: readonly SearchNote[],
  options: JobOptions | null,
): { state: SearchState; said: string[] } {
  const keys: Array<keyof typeof said> = [...notes];
  let query = state.query;
  const given = paramsRecord(params);
  if (SEARCH_KEYS.some((key) => keptLess(given[key], query[key]))) keys.push('invalid');
  if (options) {
    const known = withKnownLookups(query, options);
    query = known.query;
    keys.push(...LOOKUP_KEYS.filter((key) => known.errors[key]));
    const fields = new Set(query.focusIds?.map((id) => options.focuses.find((f) => f.id === id)?.jobFieldId));
    if (query.jobFieldId === undefined && fields.size === 1) query = { ...query, jobFieldId: [...fields][0] };
    else if (query.jobFieldId === undefined && fields.size > 1) {
      query = { ...query, focusIds: undefined };
      keys.push('focusIds');
    }
  }
  const checked = { ...state, query };
  return { state: checked, said: [...new Set(keys)].map((key) => said[key](checked)) };
}

/** To the same page with these parameters, saying why. */
export function corrected(url: URL, params: URLSearchParams, notes: readonly string[]) {
  for (const note of notes) showToast('info', note);
  const next = new URL(url);
  next.search = params.toString();
  return redirect(appPath(next));
}

/** A page past the last: to the last page, saying so. */
export function lastPage(url: URL, { query, near }: SearchState, pages: number) {
  const last: SearchState = { near, query: { ...query, pageNumber: pages > 1 ? pages : undefined } };
  return corrected(url, searchParamsFor(url.searchParams, last), [
    `This search has ${pages} ${pages === 1 ? 'page' : 'pages'}: here is the last.`,
  ]);
}

/**
 * A town typed in Near but not chosen (`nearText=`, sent by Search): to the search near its best match, said; when
 * none is found, or places cannot be looked up, the search stays anywhere and the field keeps the text, with the
 * message beside it (never a silent search anywhere).
 */
export async function nearTextOf(url: URL, typed: string, signal: AbortSignal) {
  const text = typed.trim();
  const { places } = await (await placeLookup()).suggestionsFor(text, signal);
  const best = places?.[0];
  // No place: its distance goes too (quietly: it came with the text).
  if (!best && url.searchParams.has('radius'))
    throw corrected(url, patchParams(url.searchParams, { radius: undefined }), []);
  if (!best)
    return {
      text: typed,
      message:
        places === null
          ? 'Places could not be looked up, so these jobs are from anywhere. Try Search again in a moment.'
          : `No town or ZIP code matches “${text}”, so these jobs are from anywhere. Choose a place from the list.`,
    };
  const radius = url.searchParams.get('radius') ?? String(RADIUS_DEFAULT);
  const params = patchParams(url.searchParams, { near: best.id, radius, [NEAR_TEXT]: undefined });
  throw corrected(url, params, [`Showing jobs near ${placeLabel(best)}, the best match for “${text}”.`]);
}
