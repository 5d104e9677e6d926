import type { ErrorRequestHandler, RequestHandler } from 'express';
import { matchRequestUrl, type Path } from 'msw';
import { routes } from './http';
import { mswPattern } from './route-paths';
import type { ErrorBody } from '../src/api/schemas/common';

/**
 * What the mock server answers before, and instead of, its routes, as an HTTP server does
 * (docs/decisions/0008-http-methods.md): a method a path does not take, OPTIONS, HEAD, a path no route has, a body
 * too large, an address that does not decode, and any error, always as JSON in the API's error shape, never with a
 * stack trace.
 */

/** The methods in the order an `Allow` header lists them. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
/** Well above the largest upload a route takes (a resume), so that a file too large still gets the route's field error. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const NO_HANDLER: ErrorBody = { error: 'No mock handler for this path.' };

/** A path the server serves (a route's compiled pattern, or msw-style: `*\/api/openapi.json`) and a method it takes. */
interface ServedPath {
  method: string;
  path: Path;
}

/** The methods a path takes, for its `Allow` header: GET brings HEAD, and every path takes OPTIONS. */
function allowedAt(url: URL, served: ServedPath[]): string[] {
  const methods = new Set(served.filter(({ path }) => matchRequestUrl(url, path).matches).map((s) => s.method));
  if (methods.size === 0) return [];
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return METHOD_ORDER.filter((method) => methods.has(method));
}

/**
 * Answers what the routes do not: 404 for a path no route has (whatever the method), 204 with `Allow` to OPTIONS,
 * 405 with `Allow` to a method the path does not take (TRACE included), and HEAD as the path's GET without its body.
 * `extra` are the server's own paths (the OpenAPI document, the provider states).
 */
export function methodGuard(extra: ServedPath[]): RequestHandler {
  const served = [
    ...routes.map((route) => ({ method: route.method.toUpperCase(), path: mswPattern(route) })),
    ...extra,
  ];
  return (req, res, next) => {
    const url = new URL(req.path, 'http://mock.invalid');
    try {
      decodeURIComponent(url.pathname);
    } catch {
      res.status(400).json({ error: 'The address is not valid: it has a malformed percent-encoding.' });
      return;
    }
    const allowed = allowedAt(url, served);
    if (allowed.length === 0) {
      res.status(404).json(NO_HANDLER);
      return;
    }
    if (req.method === 'HEAD' && allowed.includes('GET')) {
      // Node's response drops the body of an answer to HEAD itself; msw's handlers only know GET.
      req.method = 'GET';
    } else if (req.method === 'OPTIONS') {
      res.set('Allow', allowed.join(', ')).status(204).end();
      return;
    } else if (!allowed.includes(req.method)) {
      res
        .set('Allow', allowed.join(', '))
        .status(405)
        .json({ error: `This path does not take ${req.method}: it takes ${allowed.join(', ')}.` });
      return;
    }
    next();
  };
}

/** A body declared larger than the server reads: 413, before any of it is read. */
export const bodyLimit: RequestHandler = (req, res, next) => {
  if (Number(req.get('Content-Length') ?? 0) <= MAX_BODY_BYTES) {
    next();
    return;
  }
  res.status(413).json({ error: `The request body is too large: the limit is ${MAX_BODY_BYTES / 1024 / 1024} MB.` });
};

/** An error's answer: the client's mistakes (express's body parser, a bad encoding) as 4xx, anything else as 500. */
function answerTo(error: unknown): { status: number; body: ErrorBody } {
  const { status, type, expose, message } = (error ?? {}) as {
    status?: unknown;
    type?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (type === 'entity.parse.failed') return { status: 400, body: { error: 'The request body is not valid JSON.' } };
  if (type === 'entity.too.large') return { status: 413, body: { error: 'The request body is too large.' } };
  if (error instanceof URIError) return { status: 400, body: { error: 'The address is not valid.' } };
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, body: { error: expose === true && typeof message === 'string' ? message : 'Bad request.' } };
  return { status: 500, body: { exceptionMessage: 'Unexpected error in the mock server.' } };
}

/**
 * The last handler: every error as JSON in the API's error shape. Its stack and message stay in the server's log (they
 * name files of this machine); the client gets a fixed text.
 */
export const errorAnswer: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const { status, body } = answerTo(error);
  if (status >= 500) console.error(error);
  res.status(status).json(body);
};
