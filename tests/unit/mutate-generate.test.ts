import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { exceptionFor } from '../../contracts/mutate/exceptions';
import { fieldsOf, showPath } from '../../contracts/mutate/fields';
import { mutationsOf } from '../../contracts/mutate/generate';
import { routeOf } from '../../contracts/mutate/interactions';
import type { DeclaredRoute } from '../../mocks/http';
import { Role } from '../../src/domain/enums/user';

/** `npm run contracts:mutate` generates a route's mutations from its declaration (contracts/mutate/generate.ts). */

const thingList: DeclaredRoute = {
  endpoint: 'GET Thing/list',
  service: 'api',
  method: 'get',
  path: 'Thing/list',
  options: {
    summary: 'Things',
    spec: 'proposed',
    auth: [Role.User],
    query: z.object({
      keyword: z.optional(z.string()),
      order: z.optional(z.enum(['asc', 'desc'])),
      pageNumber: z.optional(z.number()),
    }),
    response: z.object({
      items: z.array(z.object({ id: z.number(), name: z.nullable(z.string()) })),
      total: z.number(),
    }),
  },
};

const tooltips: DeclaredRoute = {
  endpoint: 'GET cms/tips',
  service: 'content',
  method: 'get',
  path: 'tips',
  options: {
    summary: 'Tips',
    spec: 'proposed',
    auth: true,
    response: z.object({ data: z.array(z.string()) }),
  },
};

const route = (method: DeclaredRoute['method'], path: string): DeclaredRoute => ({
  endpoint: `${method.toUpperCase()} ${path}`,
  service: 'api',
  method,
  path,
  options: { summary: '', spec: 'proposed', response: z.null() },
});

describe('the generated mutations of a route', () => {
  it("a candidate's paged list: its auth, the query parameters the app sends, its sort and paging, each field", () => {
    const ids = mutationsOf(thingList, { sentQuery: ['keyword'], companyChecks: true }).map((m) => m.id);
    expect(ids).toEqual([
      'GET Thing/list auth-dropped',
      'GET Thing/list roles-widened',
      'GET Thing/list expired-token',
      'GET Thing/list unknown-token',
      'GET Thing/list other-user',
      'GET Thing/list any-company',
      'GET Thing/list ignore-param keyword',
      'GET Thing/list default-sort-flipped $.result.items',
      'GET Thing/list page-shifted',
      'GET Thing/list drop $.result',
      'GET Thing/list retype $.result',
      'GET Thing/list drop $.result.items',
      'GET Thing/list retype $.result.items',
      'GET Thing/list reorder $.result.items',
      'GET Thing/list cut $.result.items',
      'GET Thing/list retype $.result.items[*]',
      'GET Thing/list drop $.result.items[*].id',
      'GET Thing/list retype $.result.items[*].id',
      'GET Thing/list perturb $.result.items[*].id',
      'GET Thing/list drop $.result.items[*].name',
      'GET Thing/list retype $.result.items[*].name',
      'GET Thing/list perturb $.result.items[*].name',
      'GET Thing/list drop $.result.total',
      'GET Thing/list retype $.result.total',
      'GET Thing/list perturb $.result.total',
    ]);
  });

  it('says what each regression is', () => {
    const whats = mutationsOf(thingList, { sentQuery: [], companyChecks: false })
      .filter((m) => (m.path && showPath(m.path)) === '$.result.items[*].id' || m.kind === 'unknown-token')
      .map((m) => m.what);
    expect(whats).toEqual([
      "GET Thing/list takes a token that is no session's for some user's",
      'GET Thing/list answers without $.result.items[*].id',
      'GET Thing/list answers $.result.items[*].id as another JSON type',
      'GET Thing/list answers $.result.items[*].id off by one',
    ]);
  });

  it("a content route: the content token's three kinds, and its body is the answer (the root cannot be dropped)", () => {
    const ids = mutationsOf(tooltips, { sentQuery: [], companyChecks: false }).map((m) => m.id);
    expect(ids).toEqual([
      'GET cms/tips auth-dropped',
      'GET cms/tips expired-token',
      'GET cms/tips unknown-token',
      'GET cms/tips retype $',
      'GET cms/tips drop $.data',
      'GET cms/tips retype $.data',
      'GET cms/tips reorder $.data',
      'GET cms/tips cut $.data',
      'GET cms/tips retype $.data[*]',
      'GET cms/tips perturb $.data[*]',
    ]);
  });

  it("reads a schema's fields through optional, nullable, unions, enums, literals and records", () => {
    const schema = z.object({
      a: z.optional(z.nullable(z.int())),
      b: z.union([z.literal('x'), z.literal(2)]),
      c: z.enum(['on', 'off']),
      d: z.record(z.string(), z.number()),
    });
    expect(fieldsOf(schema)).toEqual([
      { path: [], types: ['object'] },
      { path: ['a'], types: ['number', 'null'] },
      { path: ['b'], types: ['string', 'number'] },
      { path: ['c'], types: ['string'] },
      { path: ['d'], types: ['object'] },
    ]);
  });
});

describe('the route a pact request calls', () => {
  const routes = [route('get', 'admin/Job/:id'), route('get', 'admin/Job/review'), route('put', 'admin/Job/:id')];

  it('a literal path before a parameter, the method as given', () => {
    const found = [
      { method: 'GET', path: '/admin/Job/review' },
      { method: 'GET', path: '/admin/Job/21' },
      { method: 'PUT', path: '/admin/Job/21' },
      { method: 'GET', path: '/admin/Job/21/status' },
    ].map((request) => routeOf(routes, 'job-board-api', request)?.endpoint ?? null);
    expect(found).toEqual(['GET admin/Job/review', 'GET admin/Job/:id', 'PUT admin/Job/:id', null]);
  });
});

describe('the listed exceptions', () => {
  const drop = mutationsOf(thingList, { sentQuery: [], companyChecks: false }).find(
    (m) => m.id === 'GET Thing/list drop $.result.items[*].name',
  );

  it('a field covers the mutations of the field and of what it holds, of the route named', () => {
    const listed = [
      { endpoint: 'GET Thing/list', field: '$.result.items', why: 'covers' },
      { endpoint: 'GET Thing/list', field: '$.result.item', why: 'a prefix of the name only' },
      { endpoint: 'GET Other/list', field: '$.result.items', why: 'another route' },
      { endpoint: 'GET Thing/list', kind: 'perturb' as const, why: 'another kind' },
    ];
    expect(listed.map((e) => exceptionFor(drop!, [e])?.why ?? null)).toEqual(['covers', null, null, null]);
  });
});
