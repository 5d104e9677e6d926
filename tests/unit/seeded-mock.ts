import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clock } from '../../mocks/clock';
import { handlers } from '../../mocks/handlers';
import { checkMockAnswers } from '../../mocks/openapi/check';
import { seed } from '../../mocks/seed';
import { authApi } from '../../src/api/auth';
import { createHttp, type Http } from '../../src/api/http';
import type { LoggedInUser } from '../../src/api/schemas/auth';

/** Where the app's clients reach the mock in these tests. */
const BASE = 'http://localhost/api';

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
  const user = email ? await authApi(createHttp({ baseUrl: BASE })).login({ email, password: 'demo1234' }) : null;
  return { http: createHttp({ baseUrl: BASE, getToken: () => user?.accessToken }), user };
}
