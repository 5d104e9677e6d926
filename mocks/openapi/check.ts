import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { DeclaredRoute, ResponseCheck } from '../http';
import { openApiPath, type OpenApiDocument } from './document';

/**
 * Checks the mock's answers against the OpenAPI document (Node only: the mock's HTTP server, provider verification,
 * tests): the status must be one the operation lists, and the body must validate against its JSON schema (JSON
 * Schema 2020-12, by ajv). What does not is reported; `checkResponsesWith` (mocks/http.ts) makes it a 500.
 */

const DOCUMENT_ID = 'openapi.json';
const MAX_ERRORS = 5;
/** A JSON pointer's token (`/admin/Job/{id}` → `~1admin~1Job~1{id}`). */
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (...keys: string[]) => `${DOCUMENT_ID}#/${keys.map(token).join('/')}`;

export function responseCheckOf(document: OpenApiDocument): ResponseCheck {
  // The document is one schema resource: each response's schema is compiled in place, its $refs resolved in it.
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false, strictTuples: false });
  // The document's own fields are not keywords: known, so strict mode accepts the whole document as a resource.
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document as object, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();

  return (route: DeclaredRoute, status: number, body: unknown) => {
    const path = openApiPath(route.path);
    const operation = document.paths[path]?.[route.method];
    if (!operation || Array.isArray(operation)) return `${route.method.toUpperCase()} ${path} is not in the document`;
    let response = operation.responses[String(status)] as { $ref?: string } | undefined;
    if (!response) return `status ${status} is not among the statuses the document lists (${Object.keys(operation.responses).join(', ')})`;
    let at = ['paths', path, route.method, 'responses', String(status)];
    if (response.$ref) {
      at = response.$ref.slice(2).split('/');
      response = document.components.responses[at[2]!];
    }
    const key = pointer(...at, 'content', 'application/json', 'schema');
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.getSchema(key);
      if (!validate) return `no schema at ${key}`;
      compiled.set(key, validate);
    }
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is not valid'}`);
    return errors.length > MAX_ERRORS ? `${errors.slice(0, MAX_ERRORS).join('; ')} … (${errors.length - MAX_ERRORS} more)` : errors.join('; ');
  };
}
