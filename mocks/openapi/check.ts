import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { checkResponsesWith, type DeclaredRoute, type ResponseCheck } from '../http';
import { buildOpenApi, openApiPath, type OpenApiDocument } from './document';

/**
 * Checks bodies against the OpenAPI document (Node only: the mock's HTTP server, provider verification, tests), with
 * ajv's JSON Schema 2020-12. `responseCheckOf` is the mock's check of its answers: the status must be one the
 * operation lists, and the body must validate against its schema; `checkResponsesWith` (mocks/http.ts) makes a
 * failure a 500 saying why.
 */

const DOCUMENT_ID = 'openapi.json';
const MAX_ERRORS = 5;
/** A JSON pointer's token (`/admin/Job/{id}` → `~1admin~1Job~1{id}`). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export type SchemaAt = (...keys: string[]) => ValidateFunction | undefined;

/** The validator of the schema at a place in the document (`'paths', '/Job/search', 'get', …`), its $refs resolved in it. */
export function schemaValidator(document: OpenApiDocument): SchemaAt {
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
  // The document's own fields are not keywords: known, so strict mode accepts the whole document as one resource.
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document as object, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction | undefined>();
  return (...keys) => {
    const key = `${DOCUMENT_ID}#/${keys.map(token).join('/')}`;
    if (!compiled.has(key)) compiled.set(key, ajv.getSchema(key));
    return compiled.get(key);
  };
}

/** What a validation found wrong, in one line (null when nothing). */
export function problemsOf(validate: ValidateFunction, value: unknown): string | null {
  if (validate(value)) return null;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is not valid'}`);
  return errors.length > MAX_ERRORS
    ? `${errors.slice(0, MAX_ERRORS).join('; ')} … (${errors.length - MAX_ERRORS} more)`
    : errors.join('; ');
}

/** Where the document describes a call's answer of this status: its keys, or what is missing. */
export function responseAt(document: OpenApiDocument, method: string, path: string, status: number): string[] | string {
  const operation = document.paths[path]?.[method];
  if (!operation || Array.isArray(operation)) return `${method.toUpperCase()} ${path} is not in the document`;
  const response = operation.responses[String(status)] as { $ref?: string } | undefined;
  if (!response)
    return `status ${status} is not among the statuses the document lists (${Object.keys(operation.responses).join(', ')})`;
  // An error response is a reference to components/responses.
  const at = response.$ref ? response.$ref.slice(2).split('/') : ['paths', path, method, 'responses', String(status)];
  return [...at, 'content', 'application/json', 'schema'];
}

function responseCheckOf(document: OpenApiDocument): ResponseCheck {
  const schemaAt = schemaValidator(document);
  return (route: DeclaredRoute, status: number, body: unknown) => {
    const at = responseAt(document, route.method, openApiPath(route.path), status);
    if (typeof at === 'string') return at;
    const validate = schemaAt(...at);
    return validate ? problemsOf(validate, body) : `no schema at ${at.join('/')}`;
  };
}

/**
 * The generated document and its check, made once in a process: the component tests' setup asks for them before each
 * file, and the check keeps the validators it compiled.
 */
let generated: { document: OpenApiDocument; check: ResponseCheck } | null = null;

/**
 * From now on, every answer of the mock's routes is checked against the document (by default the one they generate,
 * which is contracts/openapi.json as committed): the HTTP server does it, and tests of the mock.
 */
export function checkMockAnswers(document?: OpenApiDocument): OpenApiDocument {
  if (document) {
    checkResponsesWith(responseCheckOf(document));
    return document;
  }
  generated ??= (() => {
    const built = buildOpenApi();
    return { document: built, check: responseCheckOf(built) };
  })();
  checkResponsesWith(generated.check);
  return generated.document;
}
