import type { z } from 'zod/mini';
import { createJSONStorage } from 'jotai/utils';

/**
 * JSON storage for jotai atoms that validates what it reads with a zod schema: unreadable or outdated
 * data reads as the initial value instead of breaking the app.
 */
export function validatedStorage<T>(schema: z.ZodMiniType<T>, area: () => Storage) {
  const json = createJSONStorage<T>(area);
  return {
    ...json,
    getItem(key: string, initialValue: T): T {
      const raw = json.getItem(key, initialValue) as T;
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : initialValue;
    },
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
