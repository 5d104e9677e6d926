import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router-dom';

/**
 * What a route's loader answers for a term being typed (a typeahead's data: the route's loader with `?<param>=`,
 * through a fetcher, as data goes through loaders): asked once the typing pauses (a request per pause, not per key),
 * never for a term under `min` characters, and only the answer for the term now typed is given (an older one is not
 * shown while the new one comes). The loader answers `{ term, ... }`, the term it was asked.
 */
export function useTermFetcher<T extends { term: string }>(param: string, { pause = 250, min = 2 } = {}) {
  const fetcher = useFetcher<T>();
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const typed = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const settled = text.trim();
      setTerm(settled);
      if (settled.length >= min) void fetcher.load(`?${new URLSearchParams({ [param]: settled }).toString()}`);
    }, pause);
  };
  const data = term.length >= min && fetcher.data?.term === term ? fetcher.data : undefined;
  return { typed, term, data, loading: fetcher.state === 'loading' };
}
