import type { WritableAtom } from 'jotai/vanilla';
import { atomWithStorage, RESET } from 'jotai/vanilla/utils';
import type { z } from 'zod/mini';

/** Local and session storage; in Node (contract tests, the mock server) a memory stand-in, so importing never fails. */
const memory = new Map<string, string>();
const memoryStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
  key: (i: number) => [...memory.keys()][i] ?? null,
  get length() {
    return memory.size;
  },
} as Storage;
export const local = () => (typeof localStorage === 'undefined' ? memoryStorage : localStorage);
export const session = () => (typeof sessionStorage === 'undefined' ? memoryStorage : sessionStorage);

/** A JSON value under `key`, checked with its schema: unreadable or outdated data reads as null. */
function readJson<T>(area: Storage, key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = area.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** jotai's synchronous storage (the last overload of atomWithStorage takes it; jotai does not export its name). */
type SyncStorage<T> = NonNullable<Parameters<typeof atomWithStorage<T>>[2]>;

/**
 * jotai's storage for `atomWithStorage`, validating what it reads with a zod schema (unreadable or outdated data
 * reads as the initial value instead of breaking the app), and following other tabs' changes of local storage.
 */
function validatedStorage<T>(schema: z.ZodMiniType<T>, area: () => Storage): SyncStorage<T> {
  return {
    getItem: (key, initialValue) => readJson(area(), key, schema) ?? initialValue,
    setItem: (key, value) => area().setItem(key, JSON.stringify(value)),
    removeItem: (key) => area().removeItem(key),
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return undefined;
      const listener = (e: StorageEvent) => {
        if (e.storageArea === area() && e.key === key) callback(readJson(area(), key, schema) ?? initialValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

type StoredAtom = WritableAtom<unknown, [typeof RESET], void>;
/** Every atom kept in storage, as each is made: a fresh start (the component tests' reset) finds them all here. */
const storedAtoms = new Set<StoredAtom>();

/**
 * An atom kept in storage under `key` (jotai's atomWithStorage, read at once so guards see it before React renders,
 * checked with its schema, and following other tabs' changes). Every stored atom of the app is made here.
 */
export function storedAtom<T>(key: string, initial: T, schema: z.ZodMiniType<T>, area: () => Storage) {
  const stored = atomWithStorage<T>(key, initial, validatedStorage(schema, area), { getOnInit: true });
  storedAtoms.add(stored as StoredAtom);
  return stored;
}

/** Puts every stored atom made so far back to its initial value (its storage is the caller's to clear). */
export function resetStoredAtoms(set: (atom: StoredAtom, value: typeof RESET) => void) {
  for (const stored of storedAtoms) set(stored, RESET);
}
