import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, headersOf, json, okSchema, recorder } from './http-fakes';
import type { ContentTokenStore } from '../../src/api/bindings';
import { contentApi } from '../../src/api/content';
import { createHttp } from '../../src/api/http';
import type { ContentToken } from '../../src/api/schemas/content';

// The content client runs in Node here, as the contract tests run it. It is given no logout hook (its options have
// none), so a content 401 can only drop the content token.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('content client', () => {
  const BASE = 'http://127.0.0.1/cms';
  const NOW = Date.parse('2026-11-22T12:00:00.000Z');

  function memoryTokens(initial: ContentToken | null = null) {
    let token = initial;
    const store: ContentTokenStore = { get: () => token, set: vi.fn((t: ContentToken | null) => void (token = t)) };
    return store;
  }

  /** A fake content service (and product API, on another base URL) answering by URL. */
  function fakeServices(options: { tooltipsStatus?: number } = {}) {
    return fakeFetch((url) => {
      if (url === `${BASE}/auth/authenticate`)
        return json({ data: { accessToken: 'fresh-content-token', expires: '2026-11-22T13:00:00.000Z' } });
      if (url.startsWith(`${BASE}/items/tooltips`)) {
        if (options.tooltipsStatus)
          return json({ error: 'The content token is missing or has expired.' }, options.tooltipsStatus);
        return json({ data: [{ field_name: 'salaryMin', tooltip: 'The lowest pay.' }] });
      }
      if (url.startsWith('/api/')) return json({ result: { n: 1 } });
      return json({ error: 'unknown' }, 404);
    });
  }

  const make = (tokens: ContentTokenStore, fetch: typeof globalThis.fetch) => {
    const { shown, notify } = recorder();
    return {
      shown,
      content: contentApi({ baseUrl: BASE, key: 'job-board-demo-key', tokens, fetch, notify, now: () => NOW }),
    };
  };

  it('authenticates when there is no token, with the fixed key, and keeps the token', async () => {
    const fetch = fakeServices();
    const tokens = memoryTokens();
    const { content } = make(tokens, fetch);
    await expect(content.ensureToken()).resolves.toEqual({
      accessToken: 'fresh-content-token',
      expires: '2026-11-22T13:00:00.000Z',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${BASE}/auth/authenticate`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ key: 'job-board-demo-key' });
    expect(tokens.get()?.accessToken).toBe('fresh-content-token');
  });

  it('authenticates again when the token has expired', async () => {
    const fetch = fakeServices();
    const tokens = memoryTokens({ accessToken: 'old', expires: '2026-11-22T12:00:00.000Z' });
    await make(tokens, fetch).content.ensureToken();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(tokens.get()?.accessToken).toBe('fresh-content-token');
  });

  it('does not authenticate while the token is valid', async () => {
    const fetch = fakeServices();
    const tokens = memoryTokens({ accessToken: 'still-good', expires: '2026-11-22T12:00:01.000Z' });
    await expect(make(tokens, fetch).content.ensureToken()).resolves.toMatchObject({ accessToken: 'still-good' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the published tooltips with its own token', async () => {
    const fetch = fakeServices();
    const tokens = memoryTokens({ accessToken: 'content-token', expires: '2026-11-22T13:00:00.000Z' });
    await expect(make(tokens, fetch).content.getTooltips()).resolves.toEqual([
      { field_name: 'salaryMin', tooltip: 'The lowest pay.' },
    ]);
    const [url] = fetch.mock.calls[0]!;
    expect(new URL(String(url)).searchParams.get('status')).toBe('published');
    expect(headersOf(fetch.mock.calls[0]!).Authorization).toBe('Bearer content-token');
  });

  it('a 401 drops the content token, quietly', async () => {
    const fetch = fakeServices({ tooltipsStatus: 401 });
    const tokens = memoryTokens({ accessToken: 'revoked', expires: '2026-11-22T13:00:00.000Z' });
    const { content, shown } = make(tokens, fetch);
    await expect(content.getTooltips()).rejects.toMatchObject({ status: 401 });
    expect(tokens.get()).toBeNull();
    expect(tokens.set).toHaveBeenLastCalledWith(null);
    expect(shown).toEqual([]);
  });

  it('without a key (a production build given none) it calls nothing: no token, no field help', async () => {
    const fetch = fakeServices();
    const tokens = memoryTokens();
    const { shown, notify } = recorder();
    const content = contentApi({ baseUrl: BASE, key: null, tokens, fetch, notify, now: () => NOW });
    await expect(content.ensureToken()).resolves.toBeNull();
    await expect(content.getTooltips()).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(tokens.set).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('the product API token never reaches the content service, and the content token never reaches the API', async () => {
    const fetch = fakeServices();
    const api = createHttp({ baseUrl: '/api', fetch, getToken: () => 'api-token', notify: recorder().notify });
    const { content } = make(memoryTokens(), fetch);

    await api.request(okSchema, 'GET', 'Job/options/get');
    await content.getTooltips();
    await api.request(okSchema, 'POST', 'Auth/login', { body: {} });

    const sent = fetch.mock.calls.map((call) => ({ url: String(call[0]), auth: headersOf(call).Authorization }));
    const toContent = sent.filter((s) => s.url.startsWith(BASE));
    const toApi = sent.filter((s) => s.url.startsWith('/api/'));
    expect(toContent.map((s) => s.auth)).toEqual([undefined, 'Bearer fresh-content-token']);
    expect(toApi.map((s) => s.auth)).toEqual(['Bearer api-token', 'Bearer api-token']);
  });
});
