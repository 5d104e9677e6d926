import type { z } from 'zod/mini';
import type { AtomStorage } from './atoms';

/**
 * JSON storage for atoms that validates what it reads with a zod schema: unreadable or outdated data reads as
 * the initial value instead of breaking the app.
 */
export function validatedStorage<T>(schema: z.ZodMiniType<T>, area: () => Storage): AtomStorage<T> {
  return {
    getItem: (key, initialValue) => readJson(area(), key, schema) ?? initialValue,
    setItem: (key, value) => area().setItem(key, JSON.stringify(value)),
    removeItem: (key) => area().removeItem(key),
  };
}

export function readJson<T>(area: Storage, key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = area.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
