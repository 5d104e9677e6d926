import { useCallback, useSyncExternalStore } from 'react';

/**
 * The app's client state: a few atoms in one store, with the subset of jotai's API this app used (`atom`,
 * `atomWithStorage` with `RESET`, `store.get/set/sub`, `useAtomValue`, `useSetAtom`). It replaces jotai to keep
 * the initial JavaScript of /jobs within its 110 kB budget (jotai cost about 4 kB gzip of it): the app has one
 * store that guards and the HTTP layer read outside React, and no derived or async atoms.
 */

export const RESET: unique symbol = Symbol('RESET');

/** Where a stored atom keeps its value; `getItem` returns `initial` for a missing or unreadable value. */
export interface AtomStorage<T> {
  getItem(key: string, initial: T): T;
  setItem(key: string, value: T): void;
  removeItem(key: string): void;
}

export interface Atom<T> {
  readonly initial: T;
  readonly storage?: { key: string; area: AtomStorage<T> };
}

export const atom = <T>(initial: T): Atom<T> => ({ initial });

/** An atom kept in storage under `key`: read when first used, written on every set, removed on RESET. */
export const atomWithStorage = <T>(key: string, initial: T, area: AtomStorage<T>): Atom<T> => ({ initial, storage: { key, area } });

type Listener = () => void;

export function createStore() {
  const values = new Map<Atom<unknown>, unknown>();
  const listeners = new Map<Atom<unknown>, Set<Listener>>();

  function get<T>(a: Atom<T>): T {
    if (!values.has(a)) values.set(a, a.storage ? a.storage.area.getItem(a.storage.key, a.initial) : a.initial);
    return values.get(a) as T;
  }

  function notify(a: Atom<unknown>) {
    for (const listener of [...(listeners.get(a) ?? [])]) listener();
  }

  function set<T>(a: Atom<T>, value: T | typeof RESET) {
    const next = value === RESET ? a.initial : value;
    if (a.storage) {
      if (value === RESET) a.storage.area.removeItem(a.storage.key);
      else a.storage.area.setItem(a.storage.key, next);
    }
    if (values.has(a) && Object.is(values.get(a), next)) return;
    values.set(a, next);
    notify(a as Atom<unknown>);
  }

  function sub<T>(a: Atom<T>, listener: Listener): () => void {
    const set = listeners.get(a as Atom<unknown>) ?? new Set();
    listeners.set(a as Atom<unknown>, set);
    set.add(listener);
    return () => void set.delete(listener);
  }

  /** Re-reads a stored atom (another tab changed its storage). */
  function refresh(key: string) {
    for (const a of values.keys()) {
      if (a.storage?.key !== key) continue;
      values.delete(a);
      notify(a);
    }
  }

  return { get, set, sub, refresh };
}

export type Store = ReturnType<typeof createStore>;

/** React bindings for a store: the value of an atom (re-rendering on change), and its setter. */
export function bindStore(store: Store) {
  return {
    useAtomValue<T>(a: Atom<T>): T {
      const subscribe = useCallback((listener: Listener) => store.sub(a, listener), [a]);
      return useSyncExternalStore(subscribe, () => store.get(a));
    },
    useSetAtom<T>(a: Atom<T>) {
      return useCallback((value: T | typeof RESET) => store.set(a, value), [a]);
    },
  };
}
