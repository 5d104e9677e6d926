import { HttpResponse, delay, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { clock } from './clock';
import { db, type UserRecord } from './db';
import { activeMutation } from './mutation';
import { mswHandler, type Method, type Service } from './route-paths';
import { issuesByField, parseJsonBody, pathIdSchema, type ErrorBody } from '../src/api/schemas/common';
import { paramsRecord } from '../src/api/schemas/query';
import type { DemoFault, Latency } from '../src/domain/demo-controls';
import type { Role } from '../src/domain/enums/user';

/**
 * What every handler shares: the bearer token to a user, 401 when it is missing or expired, 403 for the
 * wrong role, 400 with field errors from zod, 404, 409, latency and fault injection. Handlers return the
 * payload; `route` wraps it in the API's `{ result }` envelope (the content service's handlers answer whole
 * bodies).
 */

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.error ?? body.exceptionMessage ?? `HTTP ${status}`);
  }
}

export const badRequest = (error: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, errors ? { error, errors } : { error });
const unauthorized = (error = 'Your session has expired or is not valid. Please sign in again.') =>
  new HttpProblem(401, { error });
export const forbidden = (error = 'You do not have permission to do that.') => new HttpProblem(403, { error });
export const notFound = (error: string) => new HttpProblem(404, { error });
export const conflict = (error: string) => new HttpProblem(409, { error });

/** Zod issues as the catalogue's field errors (src/api/schemas/common.ts). */
const fieldErrors = (error: $ZodError) => issuesByField(error.issues);

// ---- demo controls: latency and faults --------------------------------------------------------------

const latencyMs: Record<Latency, number> = { none: 0, realistic: 350, slow: 2000 };

export const behaviour = {
  latency: 'none' as Latency,
  faults: [] as DemoFault[],
  /** How many of the next payments the mock's payment provider declines (demo controls). */
  failPayments: 0,
};

const faultBodies: Record<number, ErrorBody> = {
  400: {
    error: 'The demo controls rejected this request (400).',
    errors: { demo: ['This value was rejected by the demo controls.'] },
  },
  401: { error: 'The demo controls ended this session (401).' },
  403: { error: 'The demo controls refused this request (403).' },
  404: { error: 'The demo controls could not find this (404).' },
  409: { error: 'The demo controls found a conflict (409).' },
  500: { exceptionMessage: 'The demo controls made the server fail (500).' },
};

function takeFault(endpoint: string): DemoFault | undefined {
  const fault = behaviour.faults.find((f) => f.endpoint === endpoint || f.endpoint === '*');
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining <= 0) behaviour.faults.splice(behaviour.faults.indexOf(fault), 1);
  return fault;
}

// ---- transactions -----------------------------------------------------------------------------------

type Transaction = <T>(work: () => Promise<T>) => Promise<T>;
let transaction: Transaction = (work) => work();

/**
 * How each request's work runs against the data: at once (Node: tests, provider verification, the mock server),
 * or in the browser as a transaction shared by every tab (mocks/shared-db.ts), set at start-up.
 */
export function runRequestsIn(run: Transaction) {
  transaction = run;
}

// ---- authentication ---------------------------------------------------------------------------------

export const bearer = (request: Request) => request.headers.get('Authorization')?.match(/^Bearer (.+)$/)?.[1] ?? null;

/** The user behind the request's API token, or a 401 problem when it is missing, unknown or expired. */
function authenticate(request: Request): UserRecord {
  const token = bearer(request);
  if (!token) throw unauthorized('Sign in to continue.');
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session || Date.parse(session.expiresAt) <= clock.now()) throw unauthorized();
  const user = db.users.findFirst((q) => q.where({ id: session.userId }));
  if (!user) throw unauthorized();
  return user;
}

/** A content-service token: the product API's token is not accepted here. */
function authenticateContent(request: Request): void {
  const token = bearer(request);
  const session = token ? db.contentSessions.findFirst((q) => q.where({ token })) : undefined;
  if (!session || Date.parse(session.expiresAt) <= clock.now()) {
    throw new HttpProblem(401, { error: 'The content token is missing or has expired.' });
  }
}

/** The signed-in user a route's auth rules find (null when they need none); else their 401 or 403 problem. */
function userOf(service: Service, auth: RouteOptions<unknown, unknown, unknown, unknown>['auth'], request: Request) {
  if (service === 'content') {
    if (auth) authenticateContent(request);
    return null;
  }
  if (auth === 'optional') return bearer(request) ? authenticate(request) : null;
  if (!auth) return null;
  const user = authenticate(request);
  if (Array.isArray(auth) && !auth.some((role) => user.roles.includes(role))) throw forbidden();
  return user;
}

// ---- routes -----------------------------------------------------------------------------------------

interface Context<B, Q, P> {
  request: Request;
  params: P;
  query: Q;
  body: B;
  /** The signed-in user; null on routes that need no authentication. */
  user: UserRecord | null;
}

/** The error statuses of the catalogue (src/api/http.ts) a route may answer. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 415 | 500;

/**
 * A route's rules and its description (contracts/openapi.json is generated from them, scripts/openapi.ts). `R` is what
 * the resolver answers: the `result` of the API's envelope, or the content service's whole body.
 */
export interface RouteOptions<B, Q, P, R> {
  /** One line for the OpenAPI document: what the call does. */
  summary: string;
  /** Whether SPEC section 7 lists the call (`documented`) or this project designed it (`proposed`), as contracts/reference.md. */
  spec: 'documented' | 'proposed';
  /**
   * true: any signed-in user (the content service: its own token); a list: one of these roles (else 403);
   * 'optional': open, but a token given must be valid. Omitted: open.
   */
  auth?: true | 'optional' | Role[];
  body?: z.ZodMiniType<B>;
  /** A multipart/form-data body instead: its file parts, each with what it must hold (read by the resolver). */
  files?: Record<string, string>;
  query?: z.ZodMiniType<Q>;
  /** The path's parameters (`:id`); parameters that do not parse name nothing that exists: 404 with `notFound`. */
  params?: z.ZodMiniType<P>;
  /** The error text of that 404 (`This job does not exist.`). */
  notFound?: string;
  /** The schema of the answer (of `result`): the one the app's client parses it with, from src/api/schemas. */
  response: z.ZodMiniType<unknown, R>;
  /**
   * The error statuses the resolver itself answers (those of auth, validation and path ids are known): the OpenAPI
   * document lists them, and a status it does not list fails the response check.
   */
  errors?: ErrorStatus[];
}

/** A route as declared: what the OpenAPI document (mocks/openapi) describes and the response check reads. */
export interface DeclaredRoute {
  /** `METHOD path`, the content service's paths under `cms/`: the demo panel's fault picker lists them. */
  endpoint: string;
  service: Service;
  method: Method;
  /** msw's form, relative to the service's base (`admin/Job/:id`). */
  path: string;
  options: RouteOptions<unknown, unknown, unknown, unknown>;
}

/** Every route the mock serves, in the order declared. */
export const routes: DeclaredRoute[] = [];

/**
 * Checks an answer against the route's documented responses: null when it holds, else what is wrong. Set by the
 * Node server (mocks/server.ts) from contracts/openapi.json's schemas; none in the browser.
 */
export type ResponseCheck = (route: DeclaredRoute, status: number, body: unknown) => string | null;
let responseCheck: ResponseCheck | null = null;

export function checkResponsesWith(check: ResponseCheck | null) {
  responseCheck = check;
}

/** The answer as JSON; one the route's documented responses do not allow is a 500 saying why (so a verification fails). */
function json(route: DeclaredRoute, status: number, body: unknown): Response {
  const problem = responseCheck?.(route, status, body) ?? null;
  if (problem === null) return HttpResponse.json(body as never, { status });
  const message = `The mock's ${status} answer to ${route.endpoint} does not match contracts/openapi.json: ${problem}`;
  console.error(message);
  return HttpResponse.json({ exceptionMessage: message }, { status: 500 });
}

/** The value as the schema parses it (`parse`: a JSON body's own way); else the problem its error makes. */
function parsedOr<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  problem: (error: $ZodError) => HttpProblem,
  parse = (s: z.ZodMiniType<T>, v: unknown) => s.safeParse(v),
): T {
  const parsed = parse(schema, value);
  if (!parsed.success) throw problem(parsed.error);
  return parsed.data;
}

/** A media type of JSON: `application/json`, or a `+json` one, with or without parameters (`; charset=utf-8`). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * The body as JSON: undefined when there is none (the schema says what is missing), a 415 when it is not sent as
 * JSON (its Content-Type), a 400 when it does not parse.
 */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? ''))
    throw new HttpProblem(415, { error: 'Send the body as JSON, with the header Content-Type: application/json.' });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** The options of a route whose path names a record by its id (`admin/Job/:id`); `missing` answers an id of none. */
export const idPath = (missing: string) => ({ params: z.object({ id: pathIdSchema }), notFound: missing });

type Resolver<B, Q, P, R> = (ctx: Context<B, Q, P>) => NoInfer<R> | Promise<NoInfer<R>>;

function define<B, Q, P, R>(
  service: Service,
  method: Method,
  path: string,
  options: RouteOptions<B, Q, P, R>,
  resolve: Resolver<B, Q, P, R>,
): HttpHandler {
  const endpoint = `${method.toUpperCase()} ${service === 'content' ? 'cms/' : ''}${path}`;
  const declared: DeclaredRoute = { endpoint, service, method, path, options: options as DeclaredRoute['options'] };
  routes.push(declared);
  return mswHandler(declared, async ({ request, params }) => {
    const wait = latencyMs[behaviour.latency];
    if (wait) await delay(wait);
    const fault = takeFault(endpoint);
    // A fault of the demo controls may have any status, on purpose: it is not the call's answer, and is not checked.
    if (fault)
      return HttpResponse.json(faultBodies[fault.status] ?? { error: `Injected ${fault.status}` }, {
        status: fault.status,
      });
    return transaction(() => answer(request, params));
  });

  async function answer(request: Request, params: Record<string, unknown>): Promise<Response> {
    try {
      const mutation = activeMutation();
      const mutated = mutation?.endpoint === endpoint ? mutation : null;
      const own = () => userOf(service, options.auth, request);
      const user = mutated?.authenticate ? mutated.authenticate(request, own) : own();
      const sent = paramsRecord(new URL(request.url).searchParams);
      const rawQuery = mutated?.query ? mutated.query(sent) : sent;
      const query = options.query
        ? parsedOr(options.query, rawQuery, (e) => badRequest('Some query parameters are not valid.', fieldErrors(e)))
        : (rawQuery as Q);
      const body = options.body
        ? parsedOr(
            options.body,
            await jsonBody(request),
            (e) => badRequest('Some fields are not valid.', fieldErrors(e)),
            parseJsonBody,
          )
        : (undefined as B);
      const pathParams = options.params
        ? parsedOr(options.params, params, () => notFound(options.notFound ?? 'Nothing is at this path.'))
        : (params as P);
      const value = await resolve({ request, params: pathParams, query, body, user });
      const answered = service === 'content' ? value : { result: value ?? null };
      return json(declared, 200, mutated?.answer ? mutated.answer(answered) : answered);
    } catch (error) {
      if (error instanceof HttpProblem) return json(declared, error.status, error.body);
      const message = error instanceof Error ? error.message : String(error);
      return json(declared, 500, { exceptionMessage: `Unexpected error in the mock: ${message}` });
    }
  }
}

/** A product-API route (`*\/api/<path>`): the resolver's value is answered as `{ result }`. */
export const route = <B = undefined, Q = Record<string, string>, P = Record<string, string>, R = unknown>(
  method: Method,
  path: string,
  options: RouteOptions<B, Q, P, R>,
  resolve: Resolver<B, Q, P, R>,
) => define('api', method, path, options, resolve);

/** A content-service route (`*\/cms/<path>`): answers whole bodies; `auth: true` asks for the content service's token. */
export const contentRoute = <B = undefined, Q = Record<string, string>, P = Record<string, string>, R = unknown>(
  method: Method,
  path: string,
  options: Omit<RouteOptions<B, Q, P, R>, 'auth'> & { auth?: true },
  resolve: Resolver<B, Q, P, R>,
) => define('content', method, path, options, resolve);
