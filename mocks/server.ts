import type { Server } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import { apiDocsPage } from './api-docs';
import { outbox } from './controls';
import { handlers } from './handlers';
import { checkResponsesWith } from './http';
import { checkMockAnswers } from './openapi/check';
import { buildOpenApi } from './openapi/document';
import { bodyLimit, errorAnswer, methodGuard, NO_HANDLER } from './server-guards';
import { applyState } from './states';

export const STATE_CHANGE_PATH = '/_pact/provider-states';
/** Where the server serves contracts/openapi.json (as generated from the routes it serves). */
export const OPENAPI_URL_PATH = '/api/openapi.json';
/** Where the server serves the OpenAPI document as a page to read (Redocly's HTML). */
export const DOCS_URL_PATH = '/api/docs';
/** The demo mailbox (the emails the product sent, newest first), for curl: `?to=` keeps one address's. */
const MAILBOX_PATH = '/_demo/mailbox';

export interface MockAppOptions {
  /**
   * Check every answer against the OpenAPI document (contracts/openapi.json): a status it does not list for the call,
   * or a body its schema refuses, becomes a 500 saying why, so a provider verification fails. On unless false.
   */
  checkResponses?: boolean;
}

/**
 * The mock over HTTP: the same msw handlers the browser uses, served by express, plus the provider-state
 * endpoint (`POST {state, params, action}`, the protocol of the Pact verifiers' state-change URL) and the
 * OpenAPI document, as JSON and as a page. Around them, what an HTTP server answers itself (./server-guards.ts): 405 and OPTIONS, 404 for a
 * path nothing serves, 413, and every error as JSON without a stack trace.
 */
function createMockApp({ checkResponses = true }: MockAppOptions = {}) {
  const app = express();
  // A server names no framework of its own (express's X-Powered-By header).
  app.disable('x-powered-by');
  app.use(bodyLimit);
  const document = buildOpenApi();
  if (checkResponses) checkMockAnswers(document);
  else checkResponsesWith(null);
  app.get(OPENAPI_URL_PATH, (_req, res) => {
    res.json(document);
  });
  app.get(DOCS_URL_PATH, async (_req, res, next) => {
    try {
      res.type('html').send(await apiDocsPage(document));
    } catch (error) {
      next(error);
    }
  });
  app.get(MAILBOX_PATH, (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : null;
    res.json(outbox().filter((email) => to === null || email.to === to));
  });
  app.post(STATE_CHANGE_PATH, express.json(), async (req, res) => {
    const {
      state,
      params = {},
      action = 'setup',
    } = (req.body ?? {}) as { state?: string; params?: Record<string, unknown>; action?: 'setup' | 'teardown' };
    try {
      await applyState(String(state), params, action);
      res.json({});
    } catch (error) {
      res.status(400).json({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  app.use(
    methodGuard([
      { method: 'GET', path: `*${OPENAPI_URL_PATH}` },
      { method: 'GET', path: `*${DOCS_URL_PATH}` },
      { method: 'GET', path: `*${MAILBOX_PATH}` },
      { method: 'POST', path: `*${STATE_CHANGE_PATH}` },
    ]),
  );
  app.use(createMiddleware(...handlers));
  app.use((_req, res) => res.status(404).json(NO_HANDLER));
  app.use(errorAnswer);
  return app;
}

export function startMockServer(
  port = 0,
  host = '127.0.0.1',
  options: MockAppOptions = {},
): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = createMockApp(options).listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actual}` });
    });
    server.on('error', reject);
  });
}
