import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../components/ui/idle';
import type { Place } from '../../domain/places';

/**
 * The board's places (src/domain/places.ts: a table of coordinates) are not part of the first page of /jobs,
 * whose JavaScript has a budget: they load when the URL names a place (the loader waits for them, so the search bar
 * shows it from its first render), when the "Near" field is about to be used (a pointer over it, or the focus), or a
 * second after the search bar is up, when the browser is idle. A failed load is tried again on the next use.
 */
type PlacesModule = typeof import('../../domain/places');

let loaded: PlacesModule | undefined;
let pending: Promise<PlacesModule> | undefined;

function loadPlaces(): Promise<PlacesModule> {
  pending ??= import('../../domain/places').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** How the search finds the URL's place (`near`): the board's places when it names one (loaded first), else none. */
export async function placeFinder(params: URLSearchParams): Promise<(id: string) => Place | undefined> {
  return params.get('near') ? (await loadPlaces()).placeById : () => undefined;
}

/** The board's places once loaded (from the first render when they are), and a function that loads them now. */
export function usePlaces(): [places: readonly Place[] | undefined, load: () => void] {
  const [places, setPlaces] = useState(() => loaded?.places);
  const load = useCallback(() => {
    void loadPlaces().then(
      (module) => setPlaces(module.places),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (places) return;
    let cancel = () => {};
    // After the first page's paint, not beside it.
    const timer = setTimeout(() => (cancel = whenIdle(load)), 1000);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [places, load]);
  return [places, load];
}
