import { describe, expect, it } from 'vitest';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { jobApi } from '../../src/api/job';
import { ApiError, createHttp } from '../../src/api/http';
import { apiPact, recordingNotifier } from './pact';

const pact = apiPact();
const option = { id: M.integer(1), name: M.string('Full-time') };

describe('Job/options/get', () => {
  it('returns the lookups of job forms and filters', async () => {
    await pact
      .addInteraction()
      .given('job options exist')
      .uponReceiving('a request for the job options')
      .withRequest('GET', '/Job/options/get')
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            jobTypes: M.eachLike(option),
            remoteStatuses: M.eachLike(option),
            salaryCompensations: M.eachLike(option),
            yearsOfExperience: M.eachLike(option),
            focuses: M.eachLike({ ...option, jobFieldId: M.integer(1) }),
            jobFields: M.eachLike(option),
          },
        }),
      )
      .executeTest(async (server) => {
        const options = await jobApi(createHttp({ baseUrl: server.url })).getOptions();
        expect(options.jobTypes[0]).toEqual({ id: 1, name: 'Full-time' });
        expect(options.focuses[0]?.jobFieldId).toBe(1);
      });
  });

  it('shows the exception message of a 500', async () => {
    await pact
      .addInteraction()
      .given('the job options are unavailable')
      .uponReceiving('a request for the job options while they are unavailable')
      .withRequest('GET', '/Job/options/get')
      .willRespondWith(500, (b) => b.jsonBody({ exceptionMessage: M.string('The lookups could not be loaded.') }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await jobApi(createHttp({ baseUrl: server.url, notify })).getOptions().catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(500);
        expect(shown).toEqual([{ kind: 'error', message: 'The lookups could not be loaded.' }]);
      });
  });
});
