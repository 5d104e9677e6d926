import packageJson from '../../package.json';
import { envelope, errorBodySchema } from '../../src/api/schemas/common';
import { roleLabels, type Role } from '../../src/domain/enums/user';
import { routes as declaredRoutes, type DeclaredRoute, type ErrorStatus } from '../http';
import { committedPacts, examplesField, pactExamples } from './examples';
import { parametersOf, XSRF_PARAMETER, xsrfParameter } from './parameters';
import { componentRef, schemaSet, type JsonSchema } from './schemas';
import { tagOf, tagsOf } from './tags';

/**
 * contracts/openapi.json, built from the mock's declared routes (mocks/handlers: every call the app makes) and the
 * app's own zod schemas: `npm run contracts:openapi` writes it, `npm run mock:server` serves it at /api/openapi.json,
 * and the Node server checks every answer of the mock against it (./check.ts).
 */

export const OPENAPI_PATH = 'contracts/openapi.json';

type Operation = JsonSchema & { responses: Record<string, JsonSchema> };
export interface OpenApiDocument {
  openapi: string;
  info: JsonSchema;
  servers: JsonSchema[];
  tags: JsonSchema[];
  paths: Record<string, Record<string, Operation | JsonSchema[]>>;
  components: {
    securitySchemes: JsonSchema;
    parameters: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
  };
}

/** The catalogue's error statuses (SPEC section 8, src/api/http.ts): the response of each, and what the app does. */
const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Not valid: `errors` maps each field (a list item as `remoteCountries.0`) to its messages, `error` says what was refused. The app shows the first message of each field beside it, or warns.',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No token, or an unknown or expired one. The app signs the user out (the content service: it drops its token).',
  },
  403: {
    name: 'Forbidden',
    description: "The user's role or company does not allow this (`error` says why). The app warns.",
  },
  404: {
    name: 'NotFound',
    description:
      'Nothing this user may see has this id (`error` says what). The app shows its error, or a problem page.',
  },
  409: {
    name: 'Conflict',
    description:
      'The data as it is does not allow this (already applied, already paid, a name taken …; `error` says what).',
  },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'A body not sent as JSON: its `Content-Type` is not `application/json` (`error` says so). The app always sends JSON.',
  },
  500: { name: 'ServerError', description: 'The server failed: `exceptionMessage` says how. The app shows an error.' },
};

const SERVICES = {
  api: {
    server: { url: '/api', description: "The product API (the app's VITE_API_BASE_URL, default /api)" },
    scheme: 'apiToken',
  },
  content: {
    server: {
      url: '/cms',
      description: "The content service (the app's VITE_CONTENT_BASE_URL, default this origin + /cms)",
    },
    scheme: 'contentToken',
  },
} as const;

/** `admin/Job/:id/status` → `/admin/Job/{id}/status`. */
export const openApiPath = (path: string) => `/${path.replace(/:(\w+)/g, '{$1}')}`;

/** `PUT admin/Job/:id/status` → `putAdminJobIdStatus`. */
const operationId = ({ method, path, service }: DeclaredRoute) =>
  [method, ...(service === 'content' ? ['content'] : []), ...path.split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/** The error statuses a route can answer: from its auth, its validation and path ids, and what it declares. */
export function errorStatuses({ service, options }: DeclaredRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(options.errors);
  if (options.body || options.query || options.files) statuses.add(400);
  if (options.body) statuses.add(415);
  if (options.auth) statuses.add(401);
  if (Array.isArray(options.auth)) statuses.add(403);
  if (options.params) statuses.add(404);
  statuses.add(500);
  if (service === 'content' && statuses.has(403)) throw new Error(`${service}: no roles on the content service`);
  return [...statuses].sort((a, b) => a - b);
}

export function access({ service, options }: DeclaredRoute): { security: JsonSchema[]; text: string } {
  const scheme = { [SERVICES[service].scheme]: [] };
  if (!options.auth) return { security: [], text: 'Open: no token needed.' };
  if (options.auth === 'optional')
    return { security: [{}, scheme], text: 'Open; a token sent must be valid (401 otherwise), and may show more.' };
  if (options.auth === true)
    return { security: [scheme], text: service === 'content' ? "The content service's token." : 'Any signed-in user.' };
  const roles = options.auth.map((role: Role) => roleLabels[role]).join(' or ');
  return { security: [scheme], text: `Signed in with the role ${roles} (403 otherwise).` };
}

const fileParts = (files: Record<string, string>): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(files).map(([name, description]) => [
      name,
      { type: 'string', contentMediaType: 'application/octet-stream', description },
    ]),
  ),
  required: Object.keys(files),
});

const json = (schema: JsonSchema, example?: Parameters<typeof examplesField>[0]) => ({
  'application/json': { schema, ...examplesField(example) },
});

/** The OpenAPI 3.1 document of the declared routes: deterministic (paths and components sorted, no dates). */
export function buildOpenApi(
  declared: readonly DeclaredRoute[] = declaredRoutes,
  pacts = committedPacts(),
): OpenApiDocument {
  const examples = pactExamples(declared, pacts);
  const schemas = schemaSet();
  const errorBody = schemas.use(errorBodySchema);
  const handles = declared.map((route) => {
    const { options, service } = route;
    return {
      route,
      answer: schemas.use(service === 'content' ? options.response : envelope(options.response)),
      body: options.body && schemas.use(options.body),
      query: options.query && schemas.use(options.query),
      params: options.params && schemas.use(options.params),
    };
  });
  const components = schemas.convert();

  const paths: OpenApiDocument['paths'] = {};
  for (const { route, answer, body, query, params } of handles) {
    const { options, service, method } = route;
    const { security, text } = access(route);
    const errors = errorStatuses(route);
    const parameters = parametersOf(
      route,
      params ? schemas.definitionOf(params) : undefined,
      query ? schemas.definitionOf(query) : undefined,
    );
    const spec =
      options.spec === 'documented'
        ? 'In the product spec (its shape may be designed here).'
        : 'Proposed: designed here.';
    const operation: Operation = {
      tags: [tagOf(route)],
      summary: options.summary,
      description: [text, spec, 'More in contracts/reference.md.'].join(' '),
      operationId: operationId(route),
      'x-spec': options.spec,
      security,
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? { requestBody: { required: true, content: json(schemas.schemaOf(body), examples.get(route)?.request) } }
        : {}),
      ...(options.files
        ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: fileParts(options.files) } } } }
        : {}),
      responses: {
        200: {
          description: service === 'content' ? 'OK.' : 'OK: the answer is `result`.',
          content: json(schemas.schemaOf(answer), examples.get(route)?.answer),
        },
        ...Object.fromEntries(
          errors.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }]),
        ),
      },
    };
    const pathItem = (paths[openApiPath(route.path)] ??=
      service === 'content' ? { servers: [SERVICES.content.server] } : {});
    if ('servers' in pathItem !== (service === 'content'))
      throw new Error(`${route.endpoint}: a path of both services`);
    pathItem[method] = operation;
  }

  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      { description, content: json({ $ref: componentRef(errorBody) }) },
    ]),
  );
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Job board: the product API and the content service, as the web app calls them',
      version: packageJson.version,
      description: [
        'Every call of the web app (job-board-web), those of its product spec and those proposed here, generated from the schemas the app parses',
        'answers with and the routes of its mock: `npm run contracts:openapi`. The Pact files (contracts/pacts)',
        'pin examples of these calls; this document gives their whole shapes. Product-API answers are wrapped as `{ "result": … }`; errors',
        'have the catalogue’s body (ErrorBody). Writes to a product API on the app’s own origin carry the XSRF-TOKEN cookie as the X-XSRF-TOKEN header (a parameter of each).',
      ].join(' '),
    },
    servers: [SERVICES.api.server],
    tags: tagsOf(declared),
    paths: sorted(paths),
    components: {
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The product API’s token: `accessToken` of Auth/login’s `result`.',
        },
        contentToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The content service’s own token: `data.accessToken` of its auth/authenticate (never the API’s).',
        },
      },
      parameters: { [XSRF_PARAMETER]: xsrfParameter },
      responses,
      schemas: {},
    },
  };
  document.components.schemas = sorted(used(document, components));
  return document;
}

const sorted = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The components the document refers to, directly or through other components. */
function used(document: OpenApiDocument, components: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const ref = (value as JsonSchema).$ref;
    if (typeof ref === 'string' && ref.startsWith(componentRef(''))) {
      const name = ref.slice(componentRef('').length);
      if (!names.has(name)) {
        names.add(name);
        visit(components[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(document.paths);
  visit(document.components.responses);
  return Object.fromEntries([...names].map((name) => [name, components[name]!]));
}

/** The document as committed: two-space JSON and a final newline. */
export const serializeOpenApi = (document: OpenApiDocument) => `${JSON.stringify(document, null, 2)}\n`;

/** Declares the routes (importing the handlers), then builds. */
export async function openApiDocument(): Promise<OpenApiDocument> {
  await import('../handlers');
  return buildOpenApi();
}
