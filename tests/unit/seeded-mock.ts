import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { clock } from '../../mocks/clock';
import { handlers } from '../../mocks/handlers';
import { checkMockAnswers } from '../../mocks/openapi/check';
import { seed } from '../../mocks/seed';
import { authApi } from '../../src/api/auth';
import { createHttp, type Http } from '../../src/api/http';
import type { LoggedInUser } from '../../src/api/schemas/auth';

/** Where the mock answers in these tests: the product API, and the content service. */
export const API = 'http://localhost/api';
export const CMS = 'http://localhost/cms';

/**
 * The mock's real handlers over the real seed, for the app's own clients (src/api): the data seeded afresh, at a fixed
 * mock time, before every test of the file that calls this. Every answer is checked against contracts/openapi.json.
 */
export function seededMockForEachTest(now = '2026-11-22T12:00:00.000Z') {
  const server = setupServer(...handlers);
  beforeAll(() => {
    checkMockAnswers();
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    clock.set(now);
    await seed();
  });
  afterAll(() => {
    server.close();
    clock.set(null);
  });
}

/** An HTTP client of the mock, as a visitor (no email) or signed in as a demo account; with the signed-in user. */
export async function httpAs(email?: string): Promise<{ http: Http; user: LoggedInUser | null }> {
  const user = email ? await authApi(createHttp({ baseUrl: API })).login({ email, password: 'demo1234' }) : null;
  return { http: createHttp({ baseUrl: API, getToken: () => user?.accessToken }), user };
}

/** A plain fetch of the mock: its status, and its body as JSON. */
export async function call(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const login = (email: string, password = 'demo1234') =>
  call('POST', `${API}/Auth/login`, { body: { email, password } });

/** The token of a demo account, signed in with the demo password. */
export async function tokenOf(email: string) {
  const { status, body } = await login(email);
  expect(status).toBe(200);
  return (body.result as { accessToken: string }).accessToken;
}
