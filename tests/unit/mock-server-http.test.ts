import { request, type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../mocks/server';
import { errorAnswer } from '../../mocks/server-guards';

/**
 * The mock server over HTTP answers as an HTTP server does (docs/decisions/0008-http-methods.md): 405 with `Allow` for
 * a method a path does not take, 204 with `Allow` to OPTIONS, clean JSON 4xx for what a client gets wrong, and never a
 * stack trace. The answers of the routes themselves: mock-http.test.ts and the contracts.
 */

let server: Server;
let base: string;
beforeAll(async () => {
  ({ server, url: base } = await startMockServer());
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request by node:http (fetch refuses TRACE): the status, the `Allow` and `Content-Type` headers, the body's text. */
function send(method: string, path: string, init: { body?: string; type?: string } = {}) {
  return new Promise<{ status?: number; allow: string | null; type: string | null; text: string }>(
    (resolve, reject) => {
      const req = request(base + path, { method, headers: init.type ? { 'Content-Type': init.type } : {} }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            allow: res.headers.allow ?? null,
            type: res.headers['content-type'] ?? null,
            text,
          }),
        );
      });
      req.on('error', reject);
      req.end(init.body);
    },
  );
}

describe('methods', () => {
  it('a method the path does not take is 405, with the methods it takes in Allow and an error text', async () => {
    expect(await send('PATCH', '/api/Job/by-id?jobId=1')).toEqual({
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
      type: 'application/json; charset=utf-8',
      text: '{"error":"This path does not take PATCH: it takes GET, HEAD, OPTIONS."}',
    });
    const watch = await send('PATCH', '/api/Job/watch?jobId=1');
    expect([watch.status, watch.allow]).toEqual([405, 'POST, DELETE, OPTIONS']);
    const content = await send('PUT', '/cms/items/tooltips');
    expect([content.status, content.allow]).toEqual([405, 'GET, HEAD, OPTIONS']);
  });

  it('the server’s own paths say what they take too', async () => {
    const states = await send('GET', '/_pact/provider-states');
    expect([states.status, states.allow]).toEqual([405, 'POST, OPTIONS']);
  });

  it('OPTIONS is 204 with Allow and no body', async () => {
    expect(await send('OPTIONS', '/api/admin/Job/12')).toEqual({
      status: 204,
      allow: 'GET, HEAD, PUT, OPTIONS',
      type: null,
      text: '',
    });
  });

  it('HEAD is the GET without its body', async () => {
    const head = await send('HEAD', '/api/Job/search');
    expect([head.status, head.type, head.text]).toEqual([200, 'application/json', '']);
  });

  it('TRACE is 405 as any other method: JSON, no stack trace, no path of this machine', async () => {
    const trace = await send('TRACE', '/api/Job/search');
    expect(trace).toEqual({
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
      type: 'application/json; charset=utf-8',
      text: '{"error":"This path does not take TRACE: it takes GET, HEAD, OPTIONS."}',
    });
    expect(trace.text).not.toMatch(/\bat /);
    expect(trace.text).not.toContain('/work');
  });

  it('no answer names the framework that serves it', async () => {
    const response = await fetch(`${base}/api/Job/search`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('a path no route has is 404, whatever the method', async () => {
    for (const method of ['GET', 'PATCH', 'TRACE', 'OPTIONS'])
      expect(await send(method, '/api/Nothing/here')).toEqual({
        status: 404,
        allow: null,
        type: 'application/json; charset=utf-8',
        text: '{"error":"No mock handler for this path."}',
      });
  });
});

describe('what a client gets wrong is a clean 4xx in the error shape', () => {
  it('a body that is not JSON: 400 with an error text, on a route and on the state-change endpoint', async () => {
    const login = await send('POST', '/api/Auth/login', { body: '{"email":', type: 'application/json' });
    expect([login.status, login.text]).toEqual([400, '{"error":"The request body is not valid JSON."}']);
    const state = await send('POST', '/_pact/provider-states', { body: '{bad', type: 'application/json' });
    expect(state).toEqual({
      status: 400,
      allow: null,
      type: 'application/json; charset=utf-8',
      text: '{"error":"The request body is not valid JSON."}',
    });
  });

  it('an address with a malformed percent-encoding: 400', async () => {
    for (const path of ['/api/Job/%E0%A4%A', '/api/admin/Job/%'])
      expect(await send('GET', path)).toEqual({
        status: 400,
        allow: null,
        type: 'application/json; charset=utf-8',
        text: '{"error":"The address is not valid: it has a malformed percent-encoding."}',
      });
  });

  it('a body larger than the server reads: 413', async () => {
    const huge = await send('POST', '/api/Auth/login', {
      body: 'x'.repeat(11 * 1024 * 1024),
      type: 'application/json',
    });
    expect([huge.status, huge.text]).toEqual([413, '{"error":"The request body is too large: the limit is 10 MB."}']);
    const state = await send('POST', '/_pact/provider-states', {
      body: `"${'x'.repeat(200_000)}"`,
      type: 'application/json',
    });
    expect([state.status, state.text]).toEqual([413, '{"error":"The request body is too large."}']);
  });
});

describe('ids and field errors', () => {
  it('an id beyond any record’s, in the query or the path, is 404 as an unknown id', async () => {
    expect(await send('GET', '/api/Job/by-id?jobId=99999999999999999999')).toMatchObject({
      status: 404,
      text: '{"error":"This job does not exist or is no longer listed."}',
    });
    expect(await send('GET', '/api/Company/by-id?id=0')).toMatchObject({
      status: 404,
      text: '{"error":"This company does not exist."}',
    });
  });

  it('an id that is no number is 400 under its key, with one message', async () => {
    expect(await send('GET', '/api/Job/by-id?jobId=twelve')).toMatchObject({
      status: 400,
      text: '{"error":"Some query parameters are not valid.","errors":{"jobId":["Unknown job"]}}',
    });
  });

  it('a value two checks refuse carries its message once; a partial distance names what is missing', async () => {
    expect(await send('GET', '/api/Job/search?pageNumber=99999999999999999999&lat=40&lng=-105')).toMatchObject({
      status: 400,
      text:
        '{"error":"Some query parameters are not valid.","errors":{"pageNumber":["Page numbers start at 1"],' +
        '"radius":["The distance (radius) is missing: lat, lng and radius go together"]}}',
    });
  });
});

describe('an error nobody expected', () => {
  it('is a 500 with a fixed exception message; its stack and its words stay in the server’s log', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('ENOENT: no such file, open /work/secret/file.json');
    });
    app.use(errorAnswer);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = other.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/boom`);
    await new Promise<void>((resolve) => other.close(() => resolve()));
    const loggedTimes = logged.mock.calls.length;
    logged.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"exceptionMessage":"Unexpected error in the mock server."}');
    expect(loggedTimes).toBe(1);
  });
});
