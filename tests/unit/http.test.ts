import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { contentApi, type ContentTokenStore } from '../../src/api/content';
import { ApiError, createHttp, type HttpOptions, type Notifier } from '../../src/api/http';
import type { ContentToken } from '../../src/api/schemas/content';

// This file runs the HTTP layer in Node, as the contract tests do. The content client is given no logout hook
// (its options have none), so a content 401 can only drop the content token.

afterEach(() => {
  vi.restoreAllMocks();
});

/** A notifier that records what the user would have seen. */
function recorder() {
  const shown: Array<{ kind: 'warning' | 'error'; message: string }> = [];
  const notify: Notifier = {
    warning: (message) => shown.push({ kind: 'warning', message }),
    error: (message) => shown.push({ kind: 'error', message }),
  };
  return { shown, notify };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake fetch answering with a fresh response on every call. */
const fakeFetch = (answer: (url: string, init: RequestInit) => Response | Promise<Response>) =>
  vi.fn<typeof fetch>(async (input, init) => answer(String(input), init ?? {}));

const headersOf = (call: unknown[]) => ((call[1] as RequestInit).headers ?? {}) as Record<string, string>;

const okSchema = z.object({ result: z.object({ n: z.number() }) });

function client(overrides: Partial<HttpOptions> = {}, answer = () => json({ result: { n: 1 } })) {
  const { shown, notify } = recorder();
  const fetch = fakeFetch(answer);
  const onUnauthorized = vi.fn();
  const http = createHttp({
    baseUrl: '/api',
    notify,
    fetch,
    onUnauthorized,
    readCookie: (name) => (name === 'XSRF-TOKEN' ? 'csrf-123' : null),
    ...overrides,
  });
  return { http, fetch, shown, onUnauthorized };
}

describe('http: request headers and URLs', () => {
  it('sends the bearer token when there is one', async () => {
    const { http, fetch } = client({ getToken: () => 'api-token' });
    await http.request(okSchema, 'GET', 'Job/options/get');
    expect(headersOf(fetch.mock.calls[0]!).Authorization).toBe('Bearer api-token');
  });

  it.each([[null], [undefined], ['']])('sends no Authorization header when the token is %j', async (token) => {
    const { http, fetch } = client({ getToken: () => token });
    await http.request(okSchema, 'GET', 'Job/options/get');
    expect(headersOf(fetch.mock.calls[0]!)).not.toHaveProperty('Authorization');
  });

  it.each(['POST', 'PUT', 'DELETE', 'post'])('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on %s to a relative URL', async (method) => {
    const { http, fetch } = client();
    await http.request(okSchema, method, 'admin/Company', { body: { name: 'x' } });
    expect(headersOf(fetch.mock.calls[0]!)['X-XSRF-TOKEN']).toBe('csrf-123');
  });

  it.each(['GET', 'HEAD'])('never sends X-XSRF-TOKEN on %s', async (method) => {
    const { http, fetch } = client();
    await http.request(okSchema, method, 'Job/options/get');
    expect(headersOf(fetch.mock.calls[0]!)).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it.each(['http://127.0.0.1:1234', 'https://api.example', '//api.example'])(
    'never sends X-XSRF-TOKEN to the absolute base URL %s',
    async (baseUrl) => {
      const { http, fetch } = client({ baseUrl });
      await http.request(okSchema, 'POST', 'Auth/login', { body: {} });
      expect(headersOf(fetch.mock.calls[0]!)).not.toHaveProperty('X-XSRF-TOKEN');
    },
  );

  it('sends no X-XSRF-TOKEN when there is no cookie', async () => {
    const { http, fetch } = client({ readCookie: () => null });
    await http.request(okSchema, 'POST', 'Auth/login', { body: {} });
    expect(headersOf(fetch.mock.calls[0]!)).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('joins base URL and path, and builds the query without null, undefined or empty values', async () => {
    const { http, fetch } = client({ baseUrl: '/api/' });
    await http.request(okSchema, 'GET', '/admin/Company/get-all', {
      query: { page: 2, term: '', state: null, organizationId: undefined, onlyAdmin: false, name: 'A & B' },
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/Company/get-all?page=2&onlyAdmin=false&name=A+%26+B');
  });

  it('sends no query string when every value is empty', async () => {
    const { http, fetch } = client();
    await http.request(okSchema, 'GET', 'Company/get-suggestions', { query: { term: '' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/Company/get-suggestions');
  });

  it('sends a JSON body with its content type, and returns the parsed response', async () => {
    const { http, fetch } = client({}, () => json({ result: { n: 42 }, extra: true }));
    await expect(http.request(okSchema, 'POST', 'Auth/login', { body: { email: 'a@b.c' } })).resolves.toEqual({ result: { n: 42 } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(headersOf(fetch.mock.calls[0]!)['Content-Type']).toBe('application/json');
  });
});

describe('http: the error catalogue (SPEC section 8)', () => {
  async function failWith(status: number, body: unknown, overrides: Partial<HttpOptions> = {}) {
    const c = client(overrides, () => (typeof body === 'string' ? new Response(body, { status }) : json(body, status)));
    const error = await c.http.request(okSchema, 'GET', 'x').then(
      () => {
        throw new Error('the request should have failed');
      },
      (e: unknown) => e,
    );
    return { ...c, error: error as ApiError };
  }

  it('400 with field errors: one warning with the first message of each field, joined by a newline', async () => {
    const { shown, error, onUnauthorized } = await failWith(400, {
      error: 'Some fields are not valid.',
      errors: { email: ['Enter a valid email address', 'Too long'], password: ['Enter your password'] },
    });
    expect(shown).toEqual([{ kind: 'warning', message: 'Enter a valid email address\nEnter your password' }]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.kind).toBe('http');
    expect(error.fieldErrors).toEqual({ email: 'Enter a valid email address', password: 'Enter your password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('400 with only an error text: a warning with it', async () => {
    const { shown, error } = await failWith(400, { error: 'The email or password is incorrect.' });
    expect(shown).toEqual([{ kind: 'warning', message: 'The email or password is incorrect.' }]);
    expect(error.status).toBe(400);
    expect(error.message).toBe('The email or password is incorrect.');
  });

  it('403 with only an exception message: a warning with it', async () => {
    const { shown, error } = await failWith(403, { exceptionMessage: 'Only company admins may do that.' });
    expect(shown).toEqual([{ kind: 'warning', message: 'Only company admins may do that.' }]);
    expect(error.status).toBe(403);
  });

  it('401: calls onUnauthorized and shows no toast', async () => {
    const { shown, error, onUnauthorized } = await failWith(401, { error: 'Sign in to continue.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
    expect(error.status).toBe(401);
    expect(error.kind).toBe('http');
  });

  it.each([
    [404, { error: 'No job with id 7.' }, 'No job with id 7.'],
    [404, { exceptionMessage: 'Job 7 was not found.' }, 'Job 7 was not found.'],
    [409, { error: 'That email is already a member.' }, 'That email is already a member.'],
    [409, { exceptionMessage: 'Duplicate company name.' }, 'Duplicate company name.'],
  ])('%i: an error toast with the error text or exception message (%j)', async (status, body, message) => {
    const { shown, error, onUnauthorized } = await failWith(status, body);
    expect(shown).toEqual([{ kind: 'error', message }]);
    expect(error.status).toBe(status);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('500: an error toast with the exception message', async () => {
    const { shown, error } = await failWith(500, { exceptionMessage: 'Object reference not set to an instance of an object.' });
    expect(shown).toEqual([{ kind: 'error', message: 'Object reference not set to an instance of an object.' }]);
    expect(error.status).toBe(500);
    expect(error.kind).toBe('http');
  });

  it('an error status with an unreadable body still shows a toast and rejects with the status', async () => {
    const { shown, error } = await failWith(500, '<html>Bad gateway</html>');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.kind).toBe('error');
    expect(error.status).toBe(500);
  });

  it('quiet requests show nothing but still reject', async () => {
    const c = client({}, () => json({ error: 'No job with id 7.' }, 404));
    await expect(c.http.request(okSchema, 'GET', 'x', { quiet: true })).rejects.toMatchObject({ status: 404 });
    expect(c.shown).toEqual([]);
  });

  it.each([
    ['a body that fails the schema', () => json({ result: { n: 'one' } })],
    ['a body that is not JSON', () => new Response('<!doctype html><title>Welcome</title>', { status: 200 })],
    ['an empty body', () => new Response(null, { status: 200 })],
  ])('a 200 with %s: an error toast and an ApiError of kind malformed', async (_name, answer) => {
    // In development the layer also prints the schema issues for the developer; keep the output clean.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = client({}, answer);
    const error = await c.http.request(okSchema, 'GET', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
    expect(c.shown).toHaveLength(1);
    expect(c.shown[0]!.kind).toBe('error');
  });

  it('a network failure: an error toast and an ApiError of kind network', async () => {
    const { shown, notify } = recorder();
    const http = createHttp({
      baseUrl: '/api',
      notify,
      fetch: vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const error = await http.request(okSchema, 'GET', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.kind).toBe('error');
  });
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
      if (url === `${BASE}/auth/authenticate`) return json({ data: { accessToken: 'fresh-content-token', expires: '2026-11-22T13:00:00.000Z' } });
      if (url.startsWith(`${BASE}/items/tooltips`)) {
        if (options.tooltipsStatus) return json({ error: 'The content token is missing or has expired.' }, options.tooltipsStatus);
        return json({ data: [{ field_name: 'salaryMin', tooltip: 'The lowest pay.' }] });
      }
      if (url.startsWith('/api/')) return json({ result: { n: 1 } });
      return json({ error: 'unknown' }, 404);
    });
  }

  const make = (tokens: ContentTokenStore, fetch: typeof globalThis.fetch) => {
    const { shown, notify } = recorder();
    return { shown, content: contentApi({ baseUrl: BASE, key: 'job-board-demo-key', tokens, fetch, notify, now: () => NOW }) };
  };

  it('authenticates when there is no token, with the fixed key, and keeps the token', async () => {
    const fetch = fakeServices();
    const tokens = memoryTokens();
    const { content } = make(tokens, fetch);
    await expect(content.ensureToken()).resolves.toEqual({ accessToken: 'fresh-content-token', expires: '2026-11-22T13:00:00.000Z' });
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
    await expect(make(tokens, fetch).content.getTooltips()).resolves.toEqual([{ field_name: 'salaryMin', tooltip: 'The lowest pay.' }]);
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
