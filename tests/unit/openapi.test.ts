import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';
import { problemsOf, responseAt, schemaValidator } from '../../mocks/openapi/check';
import {
  buildOpenApi,
  OPENAPI_PATH,
  openApiPath,
  serializeOpenApi,
  type OpenApiDocument,
} from '../../mocks/openapi/document';
import type { PactInteraction } from '../../mocks/openapi/examples';
import type { JsonSchema } from '../../mocks/openapi/schemas';
import { newPasswordSchema } from '../../src/api/schemas/account';

/**
 * contracts/openapi.json: committed as generated, a valid OpenAPI 3.1 document, and in step with the pacts and with
 * contracts/reference.md (every call of the app is in it, and the pacts' examples are bodies it allows).
 */

const root = path.resolve(import.meta.dirname, '../..');
const committedText = readFileSync(path.join(root, OPENAPI_PATH), 'utf8');
const committed = JSON.parse(committedText) as OpenApiDocument;

const pactDir = path.join(root, 'contracts/pacts');
const pacts = readdirSync(pactDir)
  .filter((f) => f.endsWith('.json'))
  .map(
    (f) =>
      JSON.parse(readFileSync(path.join(pactDir, f), 'utf8')) as {
        provider: { name: string };
        interactions: PactInteraction[];
      },
  );
const interactions = pacts.flatMap((pact) =>
  pact.interactions.map((interaction) => ({
    ...interaction,
    service: pact.provider.name === 'job-board-content' ? ('content' as const) : ('api' as const),
  })),
);

/** The declared route a request reaches: its path's template matched, a literal path before one with parameters. */
function routeOf(service: 'api' | 'content', method: string, requestPath: string) {
  const parameters = (p: string) => p.split(':').length;
  return routes
    .filter((route) => route.service === service && route.method === method.toLowerCase())
    .filter((route) => new RegExp(`^/${route.path.replace(/:\w+/g, '[^/]+')}$`).test(requestPath))
    .sort((a, b) => parameters(a.path) - parameters(b.path))[0];
}

describe('contracts/openapi.json', () => {
  it('writes every pattern in the syntax common engines share: no \\p{…}, \\d, lookaround or allOf of patterns', () => {
    const patterns: string[] = [];
    const partsWithPatterns: string[] = [];
    (function walk(value: unknown, where: string) {
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${where}/${i}`));
      if (typeof value !== 'object' || value === null) return;
      const schema = value as JsonSchema;
      if (typeof schema.pattern === 'string') patterns.push(schema.pattern);
      if (Array.isArray(schema.allOf) && (schema.allOf as JsonSchema[]).some((part) => 'pattern' in part))
        partsWithPatterns.push(`${where}/allOf`);
      for (const [key, item] of Object.entries(schema)) walk(item, `${where}/${key}`);
    })(committed, '');
    expect(patterns.length).toBeGreaterThan(100);
    expect(patterns.filter((p) => /\\[pPdD]|\(\?<?[=!]|\\[1-9]|\(\?</.test(p))).toEqual([]);
    expect(partsWithPatterns).toEqual([]);
  });

  it('holds the password rule in one pattern that accepts and refuses what the schema does', () => {
    type Register = {
      requestBody: { content: { 'application/json': { schema: { properties: { password: JsonSchema } } } } };
    };
    const register = committed.paths['/Auth/register']!.post as unknown as Register;
    const rule = register.requestBody.content['application/json'].schema.properties.password;
    expect(rule).toEqual({
      type: 'string',
      minLength: 8,
      maxLength: 128,
      pattern: '[A-Za-zÀ-ÖØ-öø-ſ][\\s\\S]*[0-9]|[0-9][\\s\\S]*[A-Za-zÀ-ÖØ-öø-ſ]',
    });
    const pattern = new RegExp(rule.pattern as string);
    const samples = { 'trail-mix-42': true, '42-trail-mix': true, 'été 2024 ok': true, 'Ærø\n1999': true };
    const refused = { '12345678': false, abcdefgh: false, 'пароль-12': false, 日本語日本語12: false };
    for (const [text, ok] of Object.entries({ ...samples, ...refused })) {
      expect([text, pattern.test(text)]).toEqual([text, ok]);
      expect([text, newPasswordSchema.safeParse(text).success]).toEqual([text, ok]);
    }
  });

  it('is the document the routes and schemas generate (npm run contracts:openapi writes it)', () => {
    expect(committedText).toBe(serializeOpenApi(buildOpenApi()));
  });

  it('is a valid OpenAPI 3.1 document (its $refs resolved)', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(committedText) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has a JSON Schema 2020-12 for every request body and answer, which ajv compiles in strict mode', () => {
    const schemaAt = schemaValidator(committed);
    for (const route of routes.filter((r) => r.options.body))
      expect(
        schemaAt(
          'paths',
          openApiPath(route.path),
          route.method,
          'requestBody',
          'content',
          'application/json',
          'schema',
        ),
        route.endpoint,
      ).toBeInstanceOf(Function);
    for (const route of routes) {
      const operation = openApiPath(route.path);
      const { responses } = committed.paths[operation]![route.method] as { responses: object };
      for (const status of Object.keys(responses)) {
        const at = responseAt(committed, route.method, operation, Number(status));
        expect(at, `${route.endpoint} ${status}`).toBeInstanceOf(Array);
        expect(schemaAt(...(at as string[])), `${route.endpoint} ${status}`).toBeInstanceOf(Function);
      }
    }
  });

  it('describes every route of the mock: each its own operation, with a summary', () => {
    const operations = routes.map(
      (route) => committed.paths[openApiPath(route.path)]?.[route.method] as { summary?: string } | undefined,
    );
    expect(operations.every((operation) => operation?.summary)).toBe(true);
    expect(new Set(routes.map((r) => r.endpoint)).size).toBe(routes.length);
  });

  it('has an example of every answer 200 and every JSON request body, from the pacts', () => {
    type Content = { 'application/json'?: { examples?: { pact?: { summary: string; value: unknown } } } };
    type Operation = { requestBody?: { content: Content }; responses: { 200: { content: Content } } };
    const operationOf = (path: string, method: string) => committed.paths[path]![method] as Operation;
    const missing = routes.flatMap((route) => {
      const { requestBody, responses } = operationOf(openApiPath(route.path), route.method);
      return [
        ...(responses[200].content['application/json']?.examples?.pact ? [] : [`${route.endpoint}: its answer`]),
        ...(route.options.body && !requestBody?.content['application/json']?.examples?.pact
          ? [`${route.endpoint}: its request body`]
          : []),
      ];
    });
    expect(missing).toEqual([]);

    const about = operationOf('/Profile/about', 'put').requestBody!.content['application/json']!.examples!.pact!;
    expect(about.summary).toBe(
      'From the pact: a save of the about section keeping two photos of three, in a new order',
    );
    expect(about.value).toMatchObject({
      professionalHighlights: 'Two hundred guided days.',
      websiteUrl: 'https://casey.example',
    });
    const options = operationOf('/Job/options/get', 'get').responses[200].content['application/json']!.examples!.pact!;
    expect(options.summary).toBe('From the pact: a request for the job options');
    expect(options.value).toMatchObject({
      result: { focuses: expect.arrayContaining([{ id: 1, name: 'Climbing', jobFieldId: 1 }]) as unknown },
    });
    // A file's bytes make no example: a multipart body has none.
    expect(operationOf('/Profile/photos', 'post').requestBody!.content).not.toHaveProperty([
      'multipart/form-data',
      'examples',
    ]);
  });

  it('describes every parameter, and declares the forgery-token header on the product API’s writes only', () => {
    const operations = Object.entries(committed.paths).flatMap(([pathName, item]) =>
      Object.entries(item)
        .filter(([method]) => method !== 'servers')
        .map(([method, operation]) => ({
          call: `${method.toUpperCase()} ${pathName}`,
          parameters: ((operation as { parameters?: JsonSchema[] }).parameters ?? []) as JsonSchema[],
        })),
    );
    const undescribed = operations.flatMap(({ call, parameters }) =>
      parameters.filter((p) => !p.$ref && !p.description).map((p) => `${call} ${String(p.name)}`),
    );
    expect(undescribed).toEqual([]);
    expect(committed.components.parameters.XsrfToken).toMatchObject({
      name: 'X-XSRF-TOKEN',
      in: 'header',
      required: false,
    });
    const withHeader = new Set(
      operations
        .filter(({ parameters }) => parameters.some((p) => p.$ref === '#/components/parameters/XsrfToken'))
        .map(({ call }) => call),
    );
    expect(withHeader.has('PUT /Profile/about')).toBe(true);
    expect(withHeader.has('POST /Auth/login')).toBe(true);
    expect(withHeader.has('DELETE /Job/watch')).toBe(true);
    expect(withHeader.has('DELETE /admin/Company/join-request')).toBe(true);
    expect(withHeader.has('GET /Job/search')).toBe(false);
    expect(withHeader.has('POST /auth/authenticate')).toBe(false);
    expect(withHeader.has('POST /Feedback')).toBe(true);
    expect(withHeader.has('PUT /admin/Feedback/{id}/read')).toBe(true);
    expect(withHeader.size).toBe(54);
  });

  it('describes every call of contracts/reference.md, documented and proposed', () => {
    const reference = readFileSync(path.join(root, 'contracts/reference.md'), 'utf8');
    const calls = [...reference.matchAll(/^\| \[(GET|POST|PUT|DELETE) (\S+)\]\(#[^)]+\) \| (api|content) \|/gm)].map(
      ([, method, call, service]) => ({ service, method, call }),
    );
    expect(calls.length).toBeGreaterThan(30);
    const missing = calls.filter(({ service, method, call }) => {
      const operation = committed.paths[`/${call}`]?.[method!.toLowerCase()];
      const inService = (committed.paths[`/${call}`]?.servers !== undefined) === (service === 'content');
      return !operation || !inService;
    });
    expect(missing).toEqual([]);
  });

  it('has every call of the pacts, their query parameters, and allows their example bodies', () => {
    const schemaAt = schemaValidator(committed);
    const problems: string[] = [];
    for (const { description, service, request, response } of interactions) {
      const route = routeOf(service, request.method, request.path);
      if (!route) {
        problems.push(`${description}: ${request.method} ${request.path} is not in the document`);
        continue;
      }
      const operation = committed.paths[openApiPath(route.path)]![route.method] as {
        parameters?: Array<{ name: string }>;
      };
      const names = new Set((operation.parameters ?? []).map((p) => p.name));
      for (const name of Object.keys(request.query ?? {}))
        if (!names.has(name)) problems.push(`${description}: query parameter ${name} is not documented`);
      // A request the provider must refuse (400) need not be one the document allows.
      if (request.body?.contentType === 'application/json' && response.status !== 400) {
        const validate = schemaAt(
          'paths',
          openApiPath(route.path),
          route.method,
          'requestBody',
          'content',
          'application/json',
          'schema',
        );
        const problem = validate ? problemsOf(validate, request.body.content) : 'no JSON body is documented';
        if (problem) problems.push(`${description}: request body: ${problem}`);
      }
      const at = responseAt(committed, route.method, openApiPath(route.path), response.status);
      const validate = typeof at === 'string' ? undefined : schemaAt(...at);
      const problem =
        typeof at === 'string' ? at : validate ? problemsOf(validate, response.body?.content ?? null) : 'no schema';
      if (problem) problems.push(`${description}: ${response.status} answer: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
