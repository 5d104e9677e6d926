import type { z } from 'zod/mini';
import { DEV } from '../env';
import { errorBodySchema, firstMessages, type ErrorBody } from './schemas/common';

/**
 * The one fetch wrapper. Every call of the app goes through `createHttp(...).request`, which
 * - prefixes the base URL and adds the bearer token it is given (the product API's or the content service's, never both);
 * - copies the `XSRF-TOKEN` cookie into `X-XSRF-TOKEN` on non-GET, non-HEAD calls to relative URLs, and on no others;
 * - parses every response with its zod schema (a malformed body is an error toast, never a crash);
 * - applies the error catalogue of docs/product.md §8, then passes the error on to the caller.
 */

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';

export type ErrorKind = 'http' | 'malformed' | 'network' | 'aborted';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ErrorKind,
    readonly status: number,
    readonly body: ErrorBody | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a 400, keyed by field name, for showing beside form fields. */
  get fieldErrors(): Record<string, string> {
    return firstMessages(this.body?.errors ?? {});
  }
}

export interface Notifier {
  warning(message: string): void;
  error(message: string): void;
}

/** Where no notifier is given (Node, tests), messages are not shown; the app passes its toasts (./bindings.ts). */
const silent: Notifier = { warning: () => {}, error: () => {} };

export interface HttpOptions {
  /** Relative (`/api`) or absolute (`http://127.0.0.1:1234`). */
  baseUrl: string;
  /** The bearer token of this client's service; null when there is none. */
  getToken?: () => string | null | undefined;
  /** Called on a 401 with the token the request was sent with (null without one), after which the error is passed on. */
  onUnauthorized?: (token: string | null) => void;
  notify?: Notifier;
  fetch?: typeof fetch;
  /** Reads a cookie; defaults to `document.cookie`. */
  readCookie?: (name: string) => string | null;
}

type QueryValue = string | number | boolean | null | undefined;
/** Query parameters; a list repeats its key (`jobTypes=1&jobTypes=2`); empty values are left out. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: Query;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body (file uploads). */
  form?: FormData;
  /** Skip the catalogue's toasts (the caller reports the error itself); a 401 still calls onUnauthorized. */
  quiet?: boolean;
  /** Cancels the call (a newer search replaced it): it rejects with kind 'aborted' and shows nothing. */
  signal?: AbortSignal;
}

const FALLBACK = {
  400: 'The request was not accepted.',
  403: 'You do not have permission to do that.',
  404: 'Not found.',
  409: 'That conflicts with existing data.',
  500: 'Something went wrong on the server. Please try again.',
} as const;

const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * What a failed call's status means, in the catalogue's words: an error state says it beside the server's own reason
 * (status 0: no answer at all).
 */
const failureMeaning = (status: number): string =>
  status === 0
    ? UNREACHABLE
    : status === 401
      ? SESSION_ENDED
      : (FALLBACK[(status >= 500 ? 500 : status) as keyof typeof FALLBACK] ?? `The request failed (status ${status}).`);

/** What happened, then the server's own reason when it gave another: the lines of an error state. */
export const failureLines = (status: number, message: string): string[] => {
  const meaning = failureMeaning(status);
  return message && message !== meaning ? [meaning, message] : [meaning];
};

/** The messages a 400 or 403 shows: the first message of each field error, or the error text, or the exception message. */
function warningMessage(body: ErrorBody | null, status: 400 | 403): string {
  const firsts = Object.values(body?.errors ?? {})
    .map((messages) => messages[0])
    .filter((m): m is string => Boolean(m));
  if (firsts.length) return firsts.join('\n');
  return body?.error || body?.exceptionMessage || FALLBACK[status];
}

/**
 * The error catalogue of docs/product.md §8, in this one place. Returns the message shown (or null), so the
 * caller's error carries it. Statuses the spec does not list get an error toast with a generic text.
 */
function applyCatalogue(
  status: number,
  body: ErrorBody | null,
  notify: Notifier,
  onUnauthorized: () => void,
  quiet = false,
): string {
  let message: string;
  if (status === 400 || status === 403) {
    message = warningMessage(body, status);
    if (!quiet) notify.warning(message);
  } else if (status === 401) {
    message = SESSION_ENDED;
    onUnauthorized();
  } else if (status === 404 || status === 409) {
    message = body?.error || body?.exceptionMessage || FALLBACK[status];
    if (!quiet) notify.error(message);
  } else if (status >= 500) {
    message = body?.exceptionMessage || FALLBACK[500];
    if (!quiet) notify.error(message);
  } else {
    message = body?.error || body?.exceptionMessage || `The request failed (status ${status}).`;
    if (!quiet) notify.error(message);
  }
  return message;
}

function browserCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

const isRelative = (url: string) => !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
    }
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createHttp(options: HttpOptions) {
  const notify = options.notify ?? silent;
  const onUnauthorized = options.onUnauthorized ?? (() => {});
  const readCookie = options.readCookie ?? browserCookie;

  async function request<S extends z.ZodMiniType>(
    schema: S,
    method: string,
    path: string,
    init: RequestOptions = {},
  ): Promise<z.infer<S>> {
    const url = buildUrl(options.baseUrl, path, init.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (init.form) {
      body = init.form;
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const upper = method.toUpperCase();
    if (upper !== 'GET' && upper !== 'HEAD' && isRelative(url)) {
      const csrf = readCookie(CSRF_COOKIE);
      if (csrf) headers[CSRF_HEADER] = csrf;
    }

    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { method: upper, headers, body, signal: init.signal });
    } catch {
      if (init.signal?.aborted) throw new ApiError('The request was cancelled.', 'aborted', 0, null);
      const message = UNREACHABLE;
      if (!init.quiet) notify.error(message);
      throw new ApiError(message, 'network', 0, null);
    }

    const json = await readJson(response);
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(json);
      const errorBody = parsed.success ? parsed.data : null;
      const message = applyCatalogue(
        response.status,
        errorBody,
        notify,
        () => onUnauthorized(token ?? null),
        init.quiet,
      );
      throw new ApiError(message, 'http', response.status, errorBody);
    }

    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const message = 'The server sent a response this page cannot read. Please try again later.';
      notify.error(message);
      if (DEV) console.warn(`Malformed response from ${upper} ${url}`, parsed.error.issues);
      throw new ApiError(message, 'malformed', response.status, null);
    }
    return parsed.data;
  }

  return { request, baseUrl: options.baseUrl };
}

export type Http = ReturnType<typeof createHttp>;
