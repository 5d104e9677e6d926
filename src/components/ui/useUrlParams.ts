import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The URL's search parameters, and a way to change them that builds on the latest change even before the router
 * has shown it: two quick clicks on two filters keep both (react-router's setter starts from the last render).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  const key = params.toString();
  useEffect(() => {
    if (pending.current?.toString() === key) pending.current = null;
  }, [key]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(pending.current ?? new URLSearchParams(key));
      pending.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [key, setParams],
  );
  return [params, update] as const;
}
