/**
 * The demo build's stand-in for `tough-cookie`, which msw uses only to keep cookies that mocked responses set
 * (`Set-Cookie`), in its own store. This mock never sets a cookie in a response (the forgery token is a
 * document cookie, which msw reads from `document.cookie` without this package), so an empty cookie jar is
 * all it needs. The real package brings the public-suffix list (tldts), a large table of JavaScript that the
 * browser would parse on every load, on the path to the first job card (vite.config.ts aliases it, demo only).
 */
export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;
  static fromJSON(): Cookie | null {
    return null;
  }
  toString(): string {
    return '';
  }
}

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}
  getCookiesSync(): Cookie[] {
    return [];
  }
  async setCookie(): Promise<void> {}
  serializeSync(): { cookies: unknown[] } {
    return { cookies: [] };
  }
}

export type SerializedCookie = Record<string, unknown>;
export type MemoryCookieStoreIndex = Record<string, Record<string, Record<string, Cookie>>>;
