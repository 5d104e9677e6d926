/** The two services the mock serves. */
export type Service = 'api' | 'content';
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
