import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect, it } from 'vitest';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';
import { schemaValidator } from '../../mocks/openapi/check';
import { OPENAPI_PATH, openApiPath, type OpenApiDocument } from '../../mocks/openapi/document';

/**
 * What the tests of contracts/openapi.json's requests share: a value checked against a route's zod schema and against
 * the committed document (a query as it travels: text, a list as its key repeated).
 */

const root = path.resolve(import.meta.dirname, '../..');
const committed = JSON.parse(readFileSync(path.join(root, OPENAPI_PATH), 'utf8')) as OpenApiDocument;
const schemaAt = schemaValidator(committed);

type Values = Record<string, unknown>;
interface Sample {
  accepted: Record<string, Values>;
  refused: Record<string, Values>;
}

const routeOf = (endpoint: string) => {
  const route = routes.find((r) => r.endpoint === endpoint);
  if (!route) throw new Error(`no route ${endpoint}`);
  return route;
};

export const operationOf = (endpoint: string) => {
  const route = routeOf(endpoint);
  return committed.paths[openApiPath(route.path)]![route.method] as { parameters?: Parameter[] };
};
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: object;
  description?: string;
}

/** A query's parameters as one object schema, read as a server reads a query string (text to numbers, one to a list). */
function queryValidator(endpoint: string) {
  const parameters = (operationOf(endpoint).parameters ?? []).filter((p) => p.in === 'query');
  const ajv = new Ajv2020({ coerceTypes: 'array', allErrors: true, validateFormats: false });
  const validate = ajv.compile({
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  });
  return (query: Values) => validate(structuredClone(query));
}

function bodyValidator(endpoint: string) {
  const route = routeOf(endpoint);
  const at = ['paths', openApiPath(route.path), route.method, 'requestBody', 'content', 'application/json', 'schema'];
  const validate = schemaAt(...at);
  if (!validate) throw new Error(`${endpoint}: no JSON body in the document`);
  return (body: Values) => validate(body) === true;
}

/** What zod and the document say of each value, by its name. */
export function verdicts(endpoint: string, values: Record<string, Values>, where: 'body' | 'query') {
  const schema = routeOf(endpoint).options[where]!;
  const documented = where === 'body' ? bodyValidator(endpoint) : queryValidator(endpoint);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      { zod: schema.safeParse(value).success, document: documented(value) },
    ]),
  );
}

export function checkAgreement(where: 'body' | 'query', samples: Record<string, Sample>) {
  for (const [endpoint, { accepted, refused }] of Object.entries(samples)) {
    it(`${endpoint}: both accept the same values, and refuse the same`, () => {
      expect(verdicts(endpoint, accepted, where)).toEqual(
        Object.fromEntries(Object.keys(accepted).map((name) => [name, { zod: true, document: true }])),
      );
      expect(verdicts(endpoint, refused, where)).toEqual(
        Object.fromEntries(Object.keys(refused).map((name) => [name, { zod: false, document: false }])),
      );
    });
  }
}
