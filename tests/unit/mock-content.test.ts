import { describe, expect, it } from 'vitest';
import { API, call, CMS, seededMockForEachTest, tokenOf } from './seeded-mock';

/** The mock's content service (mocks/handlers/content.ts): its own key and token, apart from the product API's. */

const NOW = '2026-11-22T12:00:00.000Z';
seededMockForEachTest(NOW);

describe('mock: content service', () => {
  const authenticate = (key: string) => call('POST', `${CMS}/auth/authenticate`, { body: { key } });
  const tooltips = (token?: string) =>
    call('GET', `${CMS}/items/tooltips?status=published&fields=field_name,tooltip`, { token });

  it('hands out a token for the fixed key, and accepts it', async () => {
    const auth = await authenticate('job-board-demo-key');
    expect(auth.status).toBe(200);
    const { accessToken, expires } = auth.body.data as { accessToken: string; expires: string };
    expect(accessToken).toEqual(expect.any(String));
    expect(Date.parse(expires)).toBeGreaterThan(Date.parse(NOW));

    const { status, body } = await tooltips(accessToken);
    expect(status).toBe(200);
    const data = body.data as Array<{ field_name: string; tooltip: string }>;
    expect(data).toContainEqual({
      field_name: 'salaryMin',
      tooltip: 'The lowest pay you will offer. Jobs that show pay get more applicants.',
    });
    // Published only: the seeded draft is not served.
    expect(data.map((t) => t.field_name)).not.toContain('title');
  });

  it('refuses a wrong key with 401', async () => {
    expect((await authenticate('not-the-key')).status).toBe(401);
  });

  it('refuses the product API token with 401', async () => {
    const apiToken = await tokenOf('employer.admin@demo.test');
    expect((await tooltips(apiToken)).status).toBe(401);
  });

  it('refuses a call without a token with 401', async () => {
    expect((await tooltips()).status).toBe(401);
  });

  it('the product API refuses the content token with 401', async () => {
    const auth = await authenticate('job-board-demo-key');
    const contentToken = (auth.body.data as { accessToken: string }).accessToken;
    expect((await call('GET', `${API}/admin/Company/get-primary`, { token: contentToken })).status).toBe(401);
  });
});
