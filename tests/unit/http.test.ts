import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, headersOf, json, okSchema, recorder } from './http-fakes';
import { ApiError, createHttp, type HttpOptions } from '../../src/api/http';

// This file runs the HTTP layer in Node, as the contract tests do.

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it.each(['POST', 'PUT', 'DELETE', 'post'])(
    'copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on %s to a relative URL',
    async (method) => {
      const { http, fetch } = client();
      await http.request(okSchema, method, 'admin/Company', { body: { name: 'x' } });
      expect(headersOf(fetch.mock.calls[0]!)['X-XSRF-TOKEN']).toBe('csrf-123');
    },
  );

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
    await expect(http.request(okSchema, 'POST', 'Auth/login', { body: { email: 'a@b.c' } })).resolves.toEqual({
      result: { n: 42 },
    });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(headersOf(fetch.mock.calls[0]!)['Content-Type']).toBe('application/json');
  });
});

describe('http: the error catalogue (docs/product.md §8)', () => {
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

  it('401: calls onUnauthorized with the token it was sent with, and shows no toast', async () => {
    const { shown, error, onUnauthorized } = await failWith(401, { error: 'Sign in to continue.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(null);
    const signedIn = await failWith(401, { error: 'Sign in again.' }, { getToken: () => 'api-token' });
    expect(signedIn.onUnauthorized).toHaveBeenCalledWith('api-token');
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
    const { shown, error } = await failWith(500, {
      exceptionMessage: 'Object reference not set to an instance of an object.',
    });
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
