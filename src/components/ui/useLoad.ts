import { useEffect, useState } from 'react';

export type Loaded<T> = { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'failed'; error: unknown };

/**
 * Loads data for `key` (a string standing for everything `load` depends on) and loads again when it changes or
 * `reload()` is called. A newer load cancels the older one through its AbortSignal, so an old answer never
 * overwrites a new one; while the answer for the current key is not in, the state is 'loading'.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, () => void] {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const current = `${version}\n${key}`;
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => controller.signal.aborted || setState({ key: current, loaded: { kind: 'done', value } }),
      (error: unknown) => controller.signal.aborted || setState({ key: current, loaded: { kind: 'failed', error } }),
    );
    return () => controller.abort();
    // `key` stands for what `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  return [state?.key === current ? state.loaded : { kind: 'loading' }, () => setVersion((v) => v + 1)];
}

/** The time the component first rendered (reading the clock during render is not pure). */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
