import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_URL_PATH, startMockServer } from '../../mocks/server';

/** The mock server's API reference: the OpenAPI document as a page (Redocly's build-docs, run on first request). */

let server: Server;
let base: string;
beforeAll(async () => {
  ({ server, url: base } = await startMockServer());
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API reference', () => {
  it('is the OpenAPI document as a page at /api/docs, asking no other origin for a script', async () => {
    const response = await fetch(`${base}${DOCS_URL_PATH}`);
    const text = await response.text();
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(text).toContain('<title>Job board API</title>');
    expect(text).toContain('Signs a user in');
    expect(text.match(/<(?:script|link)[^>]+(?:src|href)="https?:\/\/[^"]+"/g)).toBeNull();
  });
});
