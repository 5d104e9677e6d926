import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { bearer, candidate, employer, job, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import { CANDIDATE_ID, GUIDE_STATE, guidePublic } from './profile-fixtures';
import { type ApiError, createHttp } from '../../src/api/http';
import { profileApi } from '../../src/api/profile';
import { AppliedByFilter } from '../../src/domain/enums/applications';
import { Pronouns, ProfileVisibility } from '../../src/domain/enums/profile';
import { Role } from '../../src/domain/enums/user';

/**
 * src/api/profile.ts `getPublic`: a candidate's public page (candidate/{id}/view; call and shape proposed here), no
 * sign-in needed. Who sees it: the candidate; anyone when it is public; else only the admins and members of a
 * company whose job the candidate applied to. Anyone else gets the 404 of a profile that does not exist.
 */
const pact = apiPact();

const client = (url: string, token?: string) => {
  const { notify, shown } = recordingNotifier();
  return { profiles: profileApi(createHttp({ baseUrl: url, notify, ...(token ? signedIn(token) : {}) })), shown };
};

/** The candidate Casey Rivera (they/them), user 77, with the guide's profile (./profile-fixtures.ts). */
const withCandidate = (interaction: Interaction) =>
  interaction
    .given('the candidate {email} has the user id {userId}', { email: candidate.email, userId: CANDIDATE_ID })
    .given('the user {email} is named {firstName} {lastName} with the pronouns {pronouns}', {
      email: candidate.email,
      firstName: 'Casey',
      lastName: 'Rivera',
      pronouns: Pronouns.TheyThem,
    })
    .given(GUIDE_STATE, { email: candidate.email });
const hidden = (interaction: Interaction) =>
  interaction.given('the candidate {email} shows their profile only to employers they applied to', {
    email: candidate.email,
  });

const HIDDEN = guidePublic({ profileVisibility: ProfileVisibility.AppliedEmployers });
const NO_PROFILE = 'This profile does not exist or is not shared.';
const SESSION_ENDED = 'Your session has expired or is not valid. Please sign in again.';
const EXPIRED = 'expired-session-token';
const UNKNOWN = 'unknown-token';

/** An employer, a member of company 2, which has the job 11. */
const employerOfCompany = (interaction: Interaction) =>
  interaction
    .given('the employer {email} is signed in with token {token}', employer)
    .given('the employer {email} is a member of company {companyId}', {
      email: employer.email,
      companyId: job.companyId,
    })
    .given('an active job {jobId} titled {title} exists at company {companyId}', job);
const appliedTo = (jobId: number) => ({ email: candidate.email, jobId, stage: AppliedByFilter.Applied });

type Builder = Parameters<NonNullable<Parameters<Interaction['withRequest']>[2]>>[0];
/** The request of the page: the candidate's id, and the viewer's token when one is signed in. */
const request = (token?: string) => (b: Builder) => {
  b.query({ id: String(CANDIDATE_ID) });
  if (token) b.headers(bearer(token));
};

describe('GET Profile/public', () => {
  it('shows a public profile to a visitor', async () => {
    await withCandidate(pact.addInteraction())
      .uponReceiving("a visitor's request for a public candidate profile")
      .withRequest('GET', '/Profile/public', request())
      .willRespondWith(200, (b) => b.jsonBody({ result: guidePublic() }))
      .executeTest(async (server) => {
        expect(await client(server.url).profiles.getPublic(CANDIDATE_ID)).toEqual(guidePublic());
      });
  });

  it('shows the candidate their own profile, hidden or not (this is how employers see you)', async () => {
    await hidden(
      withCandidate(pact.addInteraction()).given('the candidate {email} is signed in with token {token}', candidate),
    )
      .uponReceiving("a candidate's request for their own hidden profile")
      .withRequest('GET', '/Profile/public', request(candidate.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: { ...HIDDEN, isOwn: true } }))
      .executeTest(async (server) => {
        expect(await client(server.url, candidate.token).profiles.getPublic(CANDIDATE_ID)).toEqual({
          ...HIDDEN,
          isOwn: true,
        });
      });
  });

  it('shows a hidden profile to a member of a company whose job the candidate applied to', async () => {
    await hidden(withCandidate(employerOfCompany(pact.addInteraction())))
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', appliedTo(job.jobId))
      // And to another company's job: one application to theirs is enough.
      .given('an active job {jobId} titled {title} exists at company {companyId}', {
        jobId: 31,
        title: 'Raft Guide',
        companyId: 3,
      })
      .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', appliedTo(31))
      .uponReceiving("an employer's request for the hidden profile of a candidate who applied to their company")
      .withRequest('GET', '/Profile/public', request(employer.token))
      .willRespondWith(200, (b) => b.jsonBody({ result: HIDDEN }))
      .executeTest(async (server) => {
        expect(await client(server.url, employer.token).profiles.getPublic(CANDIDATE_ID)).toEqual(HIDDEN);
      });
  });

  it.each([
    {
      description: "a visitor's request for a hidden candidate profile",
      token: undefined,
      given: (i: Interaction) => hidden(withCandidate(i)),
    },
    {
      // The candidate applied to another company's job, and only saved one of the employer's company.
      description: "an employer's request for the hidden profile of a candidate who did not apply to their company",
      token: employer.token,
      given: (i: Interaction) =>
        hidden(withCandidate(employerOfCompany(i)))
          .given('an active job {jobId} titled {title} exists at company {companyId}', {
            jobId: 31,
            title: 'Raft Guide',
            companyId: 3,
          })
          .given('the candidate {email} has applied to the job {jobId} and is at stage {stage}', appliedTo(31))
          .given('the candidate {email} has saved the job {jobId}', { email: candidate.email, jobId: job.jobId }),
    },
    {
      description: 'a request by an employer of no company for a hidden candidate profile',
      token: employer.token,
      given: (i: Interaction) =>
        hidden(withCandidate(i)).given('the employer {email} is signed in with token {token}', employer),
    },
  ])('answers 404 to $description, as for a profile that does not exist', async ({ description, token, given }) => {
    await given(pact.addInteraction())
      .uponReceiving(description)
      .withRequest('GET', '/Profile/public', request(token))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string(NO_PROFILE) }))
      .executeTest(async (server) => {
        const { profiles, shown } = client(server.url, token);
        await expect(profiles.getPublic(CANDIDATE_ID)).rejects.toMatchObject({ status: 404 });
        expect(shown).toEqual([{ kind: 'error', message: NO_PROFILE }]);
      });
  });

  // Sign-in is optional, but a token given must be a valid session's: a server that serves an expired or made-up
  // token as a visitor (or as its user) lets a signed-out tab believe it is signed in.
  it.each([
    {
      description: 'a request for a public candidate profile with an expired token',
      token: EXPIRED,
      given: (i: Interaction) =>
        withCandidate(i).given(
          'the user {email} with the role {role} was signed in with token {token}, which has expired',
          {
            email: employer.email,
            role: Role.Employer,
            token: EXPIRED,
          },
        ),
    },
    {
      description: 'a request for a public candidate profile with an unknown token',
      token: UNKNOWN,
      given: (i: Interaction) => withCandidate(i).given('no session has the token {token}', { token: UNKNOWN }),
    },
  ])('answers 401 to $description, and the app signs out', async ({ description, token, given }) => {
    await given(pact.addInteraction())
      .uponReceiving(description)
      .withRequest('GET', '/Profile/public', request(token))
      .willRespondWith(401, (b) => b.jsonBody({ error: M.string(SESSION_ENDED) }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const http = createHttp({ baseUrl: server.url, getToken: () => token, onUnauthorized });
        const error = await profileApi(http)
          .getPublic(CANDIDATE_ID)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(401);
        expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(token);
      });
  });
});
