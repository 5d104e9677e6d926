import { useId } from 'react';
import { NEAR_TEXT, nearOfForm, type SearchPatch } from './search-params';
import { KEYWORD_MAX, RADIUS_DEFAULT, RADIUS_MILES } from '../../api/schemas/job-search';
import type { Place } from '../../api/schemas/place';
import { distanceLabel } from '../job/JobCard';
import { NearField } from '../place/NearField';
import { useDraft } from '../ui/useDraft';

/**
 * Keywords and place. The keywords are typed freely and applied on Search (or Enter); the place (a typeahead of towns
 * and postal codes) and the distance are chosen, and apply at once as every other filter does (with the keywords
 * typed so far: nothing typed is lost); a town typed but not chosen goes with Search, which finds its best match.
 * Started again when the URL changes them.
 */
export function SearchBar(props: {
  keyword: string | undefined;
  near: Place | undefined;
  /** A town typed, searched and not found (the loader's): the Near field keeps it, with why. */
  unmatched?: { text: string; message: string };
  radius: number | undefined;
  apply: (patch: SearchPatch) => void;
}) {
  const ids = useId();
  const apply = props.apply;
  const [draft, setDraft] = useDraft(
    () => ({
      keyword: props.keyword ?? '',
      place: props.near,
      radius: String(props.radius ?? RADIUS_DEFAULT),
    }),
    `${props.keyword}|${props.near?.id}|${props.radius}`,
  );
  const { keyword, place, radius } = draft;
  const setKeyword = (value: string) => setDraft({ ...draft, keyword: value });
  /** The search with the place chosen, or (Search) what the Near field holds: a town typed goes for its best match. */
  const search = (next: typeof draft, { near, nearText }: ReturnType<typeof nearOfForm> = { near: next.place }) =>
    apply({
      keyword: next.keyword.trim() || undefined,
      near: near?.id,
      // The distance goes with a town typed too: its best match is searched within it.
      radius: near || nearText ? next.radius : undefined,
      [NEAR_TEXT]: nearText,
    });
  const choose = (next: typeof draft) => {
    setDraft(next);
    search(next);
  };
  return (
    <form
      role="search"
      aria-label="Jobs"
      className="search-bar card"
      onSubmit={(e) => {
        e.preventDefault();
        search(draft, nearOfForm(e.currentTarget, draft.place));
      }}
    >
      <div className="field field--compact search-bar__keyword">
        <label htmlFor={`${ids}-keyword`}>Keywords</label>
        <input
          id={`${ids}-keyword`}
          type="search"
          value={keyword}
          placeholder="Title, company or town"
          maxLength={KEYWORD_MAX}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <div className="field field--compact">
        <label id={`${ids}-near-label`} htmlFor={`${ids}-near`}>
          Near
        </label>
        <NearField
          id={`${ids}-near`}
          name={NEAR_TEXT}
          place={props.near}
          unmatched={props.unmatched}
          onChoose={(chosen) => choose({ ...draft, place: chosen })}
        />
      </div>
      <div className="field field--compact">
        <label htmlFor={`${ids}-radius`}>Within</label>
        <select
          id={`${ids}-radius`}
          value={radius}
          disabled={!place}
          onChange={(e) => choose({ ...draft, radius: e.target.value })}
        >
          {RADIUS_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {distanceLabel(miles)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary search-bar__submit">
        Search
      </button>
    </form>
  );
}
