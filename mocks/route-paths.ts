import { http, type HttpHandler, type HttpResponseResolver } from 'msw';

/** The two services the mock serves. */
export type Service = 'api' | 'content';
/** The methods a route may have. */
export type Method = 'get' | 'post' | 'put' | 'delete';
/** Where a route is: its service and its path under it (`admin/Job/:id`). */
export interface RoutePath {
  service: Service;
  path: string;
}

/** The mock serves the product API under `/api` and the content service under `/cms`, on any origin. */
const API_PREFIX = '*/api/';
const CONTENT_PREFIX = '*/cms/';
/** A route's path in msw's syntax. */
export const mswPath = ({ service, path }: RoutePath) => (service === 'content' ? CONTENT_PREFIX : API_PREFIX) + path;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * A route's path as the RegExp msw builds from `mswPath` (path-to-regexp's defaults: any origin, any case, an
 * optional trailing slash; each `:param` a named group msw decodes), compiled once. Given a string, msw compiles it
 * again for every handler it tries on every request, most of the time a call takes in the mock; a RegExp it uses as
 * it is. tests/unit/mock-paths.test.ts holds the two to the same answers.
 */
export function mswPattern(route: RoutePath): RegExp {
  const [, ...segments] = mswPath(route).split('/');
  const source = segments
    .map((segment) => (segment.startsWith(':') ? `\\/(?<${segment.slice(1)}>[^\\/#\\?]+?)` : `\\/${escaped(segment)}`))
    .join('');
  return new RegExp(`^(?:(.*))${source}[\\/#\\?]?$`, 'i');
}

/**
 * The route's msw handler, matched by its compiled pattern, made without the stack trace msw takes of its creation (a
 * `new Error()` whose stack it reads, only to name the declaring file in its messages): capturing it, once per route as
 * the mock loads, was the costliest function of the mock's start in a profile of the page. `info.callFrame` is unset.
 */
export function mswHandler(route: RoutePath & { method: Method }, resolver: HttpResponseResolver): HttpHandler {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return http[route.method](mswPattern(route), resolver);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
