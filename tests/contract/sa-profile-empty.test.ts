import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, candidate, employer } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { CANDIDATE_ID, GUIDE_STATE, riverQualifications } from './profile-fixtures';
import { profileClient } from './sa-fixtures';
import { emptyProfile, type Profile, type PublicProfile } from '../../src/api/schemas/profile';
import { ProfileVisibility } from '../../src/domain/enums/profile';

/**
 * A candidate who has saved nothing has an empty profile, their own and not another's: each case puts another
 * candidate's full profile beside theirs (a server that reads any profile, or the first, answers that one). And a
 * first save creates the candidate's own profile, which a later read finds. The public page of an id no user has, or of
 * an employer, is the 404 of a profile that does not exist.
 */
const pact = apiPact();

const OTHER = 'morgan@example.com';
/** Another candidate's full profile: the decoy. */
const besideAnother = (interaction: Interaction) => interaction.given(GUIDE_STATE, { email: OTHER });
const NO_PROFILE = 'This profile does not exist or is not shared.';

/** Empty, as a new profile is (exact: every value follows from the rule of an empty profile). */
const EMPTY: Profile = { ...emptyProfile };

describe("GET Profile of a candidate who saved nothing, beside another candidate's profile", () => {
  it('answers the empty profile', async () => {
    await besideAnother(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', candidate)
      .uponReceiving("a request for the profile of a candidate who saved nothing, beside another candidate's")
      .withRequest('GET', '/Profile', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: EMPTY }))
      .executeTest(async (server) => {
        expect(await profileClient(server.url).profiles.get()).toEqual(EMPTY);
      });
  });

  it('answers what the first save stored, the rest empty', async () => {
    const stored: Profile = { ...EMPTY, ...riverQualifications };
    await besideAnother(pact.addInteraction())
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given("the candidate signed in with token {token} has saved the river guide's qualifications", {
        token: candidate.token,
      })
      .uponReceiving("a request for the profile after a candidate's first save, of the qualifications")
      .withRequest('GET', '/Profile', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: stored }))
      .executeTest(async (server) => {
        expect(await profileClient(server.url).profiles.get()).toEqual(stored);
      });
  });
});

describe('GET Profile/public', () => {
  it("shows a visitor the empty public profile of a candidate who saved nothing, not another's", async () => {
    const page: PublicProfile = {
      id: CANDIDATE_ID,
      firstName: 'Pat',
      lastName: 'Example',
      pronouns: null,
      profileVisibility: ProfileVisibility.Public,
      isOwn: false,
      currentLocation: null,
      professionalSummary: null,
      professionalHighlights: null,
      experience: null,
      skills: [],
      focus: [],
      socialLinks: [],
      albumPhotosUrls: [],
      resumeUrl: null,
    };
    await pact
      .addInteraction()
      .given('the candidate {email} has the user id {userId}', { email: candidate.email, userId: CANDIDATE_ID })
      .given(GUIDE_STATE, { email: OTHER })
      .uponReceiving("a visitor's request for the public profile of a candidate who saved nothing")
      .withRequest('GET', '/Profile/public', (b) => b.query({ id: String(CANDIDATE_ID) }))
      .willRespondWith(200, (b) => b.jsonBody({ result: page }))
      .executeTest(async (server) => {
        expect(await profileClient(server.url, null).profiles.getPublic(CANDIDATE_ID)).toEqual(page);
      });
  });

  it.each([
    {
      description: "a visitor's request for the public profile of an employer",
      given: (i: Interaction) =>
        i.given('the employer {email} named {firstName} {lastName} has the user id {userId}', {
          email: employer.email,
          firstName: 'Riley',
          lastName: 'Moss',
          userId: 78,
        }),
      id: 78,
    },
    {
      description: "a visitor's request for the public profile of an id no user has",
      given: (i: Interaction) => i.given('no user has the id {userId}', { userId: 79 }),
      id: 79,
    },
  ])('answers 404 to $description', async ({ description, given, id }) => {
    await given(pact.addInteraction())
      .uponReceiving(description)
      .withRequest('GET', '/Profile/public', (b) => b.query({ id: String(id) }))
      .willRespondWith(404, (b) => b.jsonBody({ error: M.string(NO_PROFILE) }))
      .executeTest(async (server) => {
        const { profiles, shown } = profileClient(server.url, null);
        await expect(profiles.getPublic(id)).rejects.toMatchObject({ status: 404 });
        expect(shown).toEqual([{ kind: 'error', message: NO_PROFILE }]);
      });
  });
});
