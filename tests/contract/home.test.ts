import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { apiPact, recordingNotifier } from './pact';
import { homeApi } from '../../src/api/home';
import { ApiError, createHttp } from '../../src/api/http';

/** src/api/home.ts: the employers' home (Home/calculate-candidates; the shape of its answer is designed here). */
const pact = apiPact();
const HARRISBURG = { lat: 40.2732, lng: -76.8867, state: 'PA', country: 'US' };

describe('Home/calculate-candidates', () => {
  it('counts the candidates of a job field who could take a job near a place', async () => {
    const input = { jobFieldId: 1, ...HARRISBURG };
    await pact
      .addInteraction()
      .given('candidates in and out of the job field {jobFieldId} live near and far from Harrisburg, PA', {
        jobFieldId: 1,
      })
      .uponReceiving('a count of the candidates of a job field near a place')
      .withRequest('POST', '/Home/calculate-candidates', (b) => b.jsonBody(input))
      // Exactly 5: near, wanting to work in the state (one as the second of their wanted places), remote in the
      // country (one of them in a town without coordinates); the 5 decoys do not count.
      .willRespondWith(200, (b) => b.jsonBody({ result: { count: 5, withinMiles: 100 } }))
      .executeTest(async (server) => {
        const reach = await homeApi(createHttp({ baseUrl: server.url })).calculateCandidates(input);
        expect(reach).toEqual({ count: 5, withinMiles: 100 });
      });
  });

  it('answers 400 with the field error of a missing job field', async () => {
    const input = { jobFieldId: 0, ...HARRISBURG };
    await pact
      .addInteraction()
      .uponReceiving('a count of candidates without a job field')
      .withRequest('POST', '/Home/calculate-candidates', (b) => b.jsonBody(input))
      .willRespondWith(400, (b) => b.jsonBody({ errors: { jobFieldId: M.eachLike(M.string('Choose a job field')) } }))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await homeApi(createHttp({ baseUrl: server.url, notify }))
          .calculateCandidates(input)
          .catch((e: unknown) => e);
        expect((error as ApiError).fieldErrors).toEqual({ jobFieldId: 'Choose a job field' });
        expect(shown).toEqual([{ kind: 'warning', message: 'Choose a job field' }]);
      });
  });
});
