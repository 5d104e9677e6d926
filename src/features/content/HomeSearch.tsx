import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { KEYWORD_MAX, RADIUS_DEFAULT } from '../../api/schemas/job-search';
import type { Place } from '../../api/schemas/place';
import { NEAR_TEXT, nearOfForm } from '../../components/job-search/search-params';
import { NearField } from '../../components/place/NearField';
import { href } from '../../domain/paths';

/**
 * Home's search box: keywords and a place (the job search's Near typeahead), opening /jobs with that search; the
 * place's distance is the job search's default.
 */
export function HomeSearch() {
  const ids = useId();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [place, setPlace] = useState<Place | undefined>(undefined);
  return (
    <form
      role="search"
      aria-label="Find jobs"
      className="home-search card"
      onSubmit={(e) => {
        e.preventDefault();
        // As the job search writes its URL: the place, the keywords, then the place's distance (its default). A town
        // typed but not chosen goes as typed: the job search finds its best match.
        const { near, nearText } = nearOfForm(e.currentTarget, place);
        const query = {
          near: near?.id,
          keyword: keyword.trim() || undefined,
          radius: near && RADIUS_DEFAULT,
          [NEAR_TEXT]: nearText,
        };
        void navigate(href('jobs', null, query));
      }}
    >
      <div className="field field--compact">
        <label htmlFor={`${ids}-keyword`}>What</label>
        <input
          id={`${ids}-keyword`}
          type="search"
          value={keyword}
          placeholder="Raft guide, ranger, gear shop…"
          maxLength={KEYWORD_MAX}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <div className="field field--compact">
        <label id={`${ids}-near-label`} htmlFor={`${ids}-near`}>
          Where
        </label>
        <NearField id={`${ids}-near`} name={NEAR_TEXT} place={place} onChoose={setPlace} />
      </div>
      <button type="submit" className="button button--primary">
        Search jobs
      </button>
    </form>
  );
}
