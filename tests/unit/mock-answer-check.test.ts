import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { checkResponsesWith, conflict, route, routes, type DeclaredRoute } from '../../mocks/http';
import { checkMockAnswers } from '../../mocks/openapi/check';
import { buildOpenApi } from '../../mocks/openapi/document';
import { OPENAPI_URL_PATH, startMockServer } from '../../mocks/server';
import { jobOptionsSchema } from '../../src/api/schemas/job';

/**
 * The mock's answers are checked against the OpenAPI document (mocks/openapi/check.ts): an answer the document does
 * not allow becomes a 500 saying why, so a provider verification of the mock fails on it.
 */

const options = { types: [], sizes: [] };
const jobOptions = {
  jobTypes: [],
  remoteStatuses: [],
  salaryCompensations: [],
  yearsOfExperience: [],
  focuses: [],
  jobFields: [],
};

/** Test routes, declared and taken out of the registry at once (the real document must not list them). */
function testRoutes() {
  const before = routes.length;
  const handlers = [
    // The types refuse such a resolver; a cast gets it past them, as a server drifting from the document would.
    route(
      'get',
      'Test/wrong-body',
      { summary: 'Answers what its schema refuses', spec: 'proposed', response: jobOptionsSchema },
      () => options as never,
    ),
    route(
      'get',
      'Test/right-body',
      { summary: 'Answers its schema', spec: 'proposed', response: jobOptionsSchema },
      () => jobOptions,
    ),
    route(
      'post',
      'Test/undocumented-conflict',
      { summary: 'Answers a 409 it does not declare', spec: 'proposed', response: z.null() },
      () => {
        throw conflict('Not declared.');
      },
    ),
  ];
  const declared: DeclaredRoute[] = routes.splice(before);
  return { handlers, declared };
}

describe('the check of the mock’s answers', () => {
  const { handlers, declared } = testRoutes();
  const server = setupServer(...handlers);
  const logged = vi.fn();
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(logged);
    server.listen({ onUnhandledRequest: 'error' });
    checkMockAnswers(buildOpenApi(declared));
  });
  afterAll(() => {
    server.close();
    checkResponsesWith(null);
    vi.restoreAllMocks();
  });

  it('turns an answer whose body the document refuses into a 500 that says what is wrong', async () => {
    const response = await fetch('http://localhost/api/Test/wrong-body');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { exceptionMessage: string };
    expect(body.exceptionMessage).toContain(
      "The mock's 200 answer to GET Test/wrong-body does not match contracts/openapi.json",
    );
    expect(body.exceptionMessage).toContain("/result must have required property 'jobTypes'");
    // Said in the mock's log too (a verification's output shows it).
    expect(logged).toHaveBeenCalledWith(body.exceptionMessage);
  });

  it('turns an error status the document does not list for the call into a 500', async () => {
    const response = await fetch('http://localhost/api/Test/undocumented-conflict', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { exceptionMessage: string }).exceptionMessage).toContain(
      'status 409 is not among the statuses the document lists (200, 500)',
    );
  });

  it('passes an answer the document allows as it is', async () => {
    const response = await fetch('http://localhost/api/Test/right-body');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: jobOptions });
  });
});

describe('the mock’s HTTP server (npm run mock:server, provider verification)', () => {
  let stop = async () => {};
  let url = '';
  beforeAll(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = await startMockServer(0);
    url = started.url;
    stop = () => new Promise((resolve) => started.server.close(() => resolve()));
  });
  afterAll(async () => {
    await stop();
    checkResponsesWith(null);
    vi.restoreAllMocks();
  });
  afterEach(() => checkMockAnswers());

  it('serves contracts/openapi.json at /api/openapi.json', async () => {
    const response = await fetch(`${url}${OPENAPI_URL_PATH}`);
    expect(response.status).toBe(200);
    const committed: unknown = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../contracts/openapi.json'), 'utf8'),
    );
    expect(await response.json()).toEqual(committed);
  });

  it('checks its answers against it: a body the document refuses is a 500', async () => {
    expect((await fetch(`${url}/api/Company/options`)).status).toBe(200);
    // The same call, checked against a document whose company options need a field the mock does not send.
    const strict = buildOpenApi();
    const companyOptions = strict.components.schemas.CompanyOptions as {
      required: string[];
      properties: Record<string, unknown>;
    };
    companyOptions.properties.regions = { type: 'array' };
    companyOptions.required.push('regions');
    checkMockAnswers(strict);
    const response = await fetch(`${url}/api/Company/options`);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { exceptionMessage: string }).exceptionMessage).toContain(
      "/result must have required property 'regions'",
    );
  });
});
