import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, candidate, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import {
  CANDIDATE_ID,
  GUIDE_STATE,
  guidePublic,
  guideWith,
  riverAbout,
  riverQualifications,
  riverWorkPreference,
} from './profile-fixtures';
import { createHttp } from '../../src/api/http';
import { profileApi } from '../../src/api/profile';
import type { Profile } from '../../src/api/schemas/profile';
import { Pronouns, ProfileVisibility } from '../../src/domain/enums/profile';

/**
 * What the profile's writes stored, read back. Each state makes the write over the guide's profile through the
 * provider's own call (PUT Profile/work-preference, /qualifications, /about, DELETE Profile/resume, PUT
 * Account/visibility: mocks/states/), not a state's shortcut, so these reads verify what those calls do: the
 * section saved, exactly, and the rest of the guide's profile as it was.
 */
const pact = apiPact();

const client = (url: string, token?: string) => {
  const { notify, shown } = recordingNotifier();
  return { profiles: profileApi(createHttp({ baseUrl: url, notify, ...(token ? signedIn(token) : {}) })), shown };
};

/** The candidate signed in, with the guide's profile. */
const guide = (interaction: Interaction) =>
  interaction
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given(GUIDE_STATE, { email: candidate.email });

const session = { token: candidate.token };

describe('GET Profile after a write', () => {
  it.each([
    {
      description: "a request for the candidate's profile after the work preference was saved",
      given: (i: Interaction) =>
        i.given("the candidate signed in with token {token} has saved the river guide's work preference", session),
      stored: guideWith(riverWorkPreference),
    },
    {
      description: "a request for the candidate's profile after the qualifications were saved",
      given: (i: Interaction) =>
        i.given("the candidate signed in with token {token} has saved the river guide's qualifications", session),
      stored: guideWith(riverQualifications),
    },
    {
      // The photos left out are removed, those kept in the order sent; the resume stays.
      description: "a request for the candidate's profile after the about section was saved",
      given: (i: Interaction) =>
        i.given("the candidate signed in with token {token} has saved the river guide's about section", session),
      stored: guideWith(riverAbout),
    },
    {
      // The resume gone, the photos and every other field as they were.
      description: "a request for the candidate's profile after the resume was removed",
      given: (i: Interaction) =>
        i.given('the candidate signed in with token {token} has removed their resume', session),
      stored: guideWith({ resumeUrl: null }),
    },
  ] satisfies Array<{ description: string; given: (i: Interaction) => Interaction; stored: Profile }>)(
    'answers $description: what the call changed, and the rest as it was',
    async ({ description, given, stored }) => {
      await given(guide(pact.addInteraction()))
        .uponReceiving(description)
        .withRequest('GET', '/Profile', (b) => b.headers(bearer(candidate.token)))
        .willRespondWith(200, (b) => b.jsonBody({ result: stored }))
        .executeTest(async (server) => {
          expect(await client(server.url, candidate.token).profiles.get()).toEqual(stored);
        });
    },
  );
});

describe('GET Profile/public after a change of who may see it', () => {
  const SET = 'the candidate signed in with token {token} has set who may see their profile to {profileVisibility}';
  const NO_PROFILE = 'This profile does not exist or is not shared.';

  /** Casey Rivera (they/them), user 77, with the guide's profile, signed in. */
  const withCandidate = (interaction: Interaction) =>
    interaction
      .given('the candidate {email} has the user id {userId}', { email: candidate.email, userId: CANDIDATE_ID })
      .given('the user {email} is named {firstName} {lastName} with the pronouns {pronouns}', {
        email: candidate.email,
        firstName: 'Casey',
        lastName: 'Rivera',
        pronouns: Pronouns.TheyThem,
      })
      .given(GUIDE_STATE, { email: candidate.email })
      .given('the candidate {email} is signed in with token {token}', candidate);
  const request = { id: String(CANDIDATE_ID) };

  it('answers 404 to a visitor once the candidate limited it to the employers applied to', async () => {
    await withCandidate(pact.addInteraction())
      .given(SET, { ...session, profileVisibility: ProfileVisibility.AppliedEmployers })
      .uponReceiving("a visitor's request for a candidate profile hidden through the account settings")
      .withRequest('GET', '/Profile/public', (b) => b.query(request))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string(NO_PROFILE) }))
      .executeTest(async (server) => {
        const { profiles, shown } = client(server.url);
        await expect(profiles.getPublic(CANDIDATE_ID)).rejects.toMatchObject({ status: 404 });
        expect(shown).toEqual([{ kind: 'error', message: NO_PROFILE }]);
      });
  });

  it('shows it to a visitor once the candidate made it public again', async () => {
    await withCandidate(pact.addInteraction())
      .given('the candidate {email} shows their profile only to employers they applied to', {
        email: candidate.email,
      })
      .given(SET, { ...session, profileVisibility: ProfileVisibility.Public })
      .uponReceiving("a visitor's request for a candidate profile made public again through the account settings")
      .withRequest('GET', '/Profile/public', (b) => b.query(request))
      .willRespondWith(200, (b) => b.jsonBody({ result: guidePublic() }))
      .executeTest(async (server) => {
        expect(await client(server.url).profiles.getPublic(CANDIDATE_ID)).toEqual(guidePublic());
      });
  });
});
