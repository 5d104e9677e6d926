import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, candidate, employer, forbiddenBody, forbiddenToast, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier, type Interaction } from './pact';
import {
  riverWorkPreference,
  GUIDE_STATE,
  guideProfile,
  guideWith,
  PHOTO_BASE64,
  PHOTOS,
  RESUME_BASE64,
  UPLOADED_PHOTO,
  UPLOADED_RESUME,
} from './profile-fixtures';
import { ApiError, createHttp } from '../../src/api/http';
import { profileApi } from '../../src/api/profile';
import type { AboutInput, QualificationsInput, WorkPreferenceInput } from '../../src/api/schemas/profile';
import { SocialLinkType } from '../../src/domain/enums/profile';

/**
 * src/api/profile.ts: the candidate's own profile, its three sections and its files (calls and shapes proposed here).
 * Each change starts from the guide's profile (./profile-fixtures.ts) and answers it whole, exact: the section saved,
 * the rest as the state left it.
 */
const pact = apiPact();

const client = (url: string, token = candidate.token, notify = recordingNotifier().notify) =>
  profileApi(createHttp({ baseUrl: url, notify, ...signedIn(token) }));

const RESUME = path.resolve(import.meta.dirname, '../../contracts/fixtures/resume.pdf');
const PHOTO = path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png');
const BOUNDARY = 'basecamp-upload-boundary';

/** The candidate signed in, with the guide's profile. */
const guide = (interaction: Interaction) =>
  interaction
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given(GUIDE_STATE, { email: candidate.email });

describe('Profile', () => {
  it("reads the signed-in candidate's profile: every field the editor and its completeness show", async () => {
    await guide(pact.addInteraction())
      .uponReceiving("a request for the candidate's profile")
      .withRequest('GET', '/Profile', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: guideProfile }))
      .executeTest(async (server) => {
        expect(await client(server.url).get()).toEqual(guideProfile);
      });
  });

  it('keeps what the uploads stored: the new resume in place of the old, the new photo last', async () => {
    // The state uploads the files through the provider's own calls: the profile read afterwards shows what they stored.
    const stored = guideWith({ resumeUrl: UPLOADED_RESUME, albumPhotosUrls: [...PHOTOS, UPLOADED_PHOTO] });
    await guide(pact.addInteraction())
      .given('the candidate {email} has uploaded the resume {resume} and the photo {photo} with the token {token}', {
        email: candidate.email,
        resume: RESUME_BASE64,
        photo: PHOTO_BASE64,
        token: candidate.token,
      })
      .uponReceiving("a request for the candidate's profile after a resume and a photo were uploaded")
      .withRequest('GET', '/Profile', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: stored }))
      .executeTest(async (server) => {
        expect(await client(server.url).get()).toEqual(stored);
      });
  });

  it('answers 403 to an employer (profiles are for candidates)', async () => {
    const notify = recordingNotifier();
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .uponReceiving("an employer's request for a candidate profile of their own")
      .withRequest('GET', '/Profile', (b) => b.headers(bearer(employer.token)))
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        await expect(client(server.url, employer.token, notify.notify).get()).rejects.toMatchObject({ status: 403 });
        expect(notify.shown).toEqual(forbiddenToast);
      });
  });

  it('saves the work preference and answers the whole profile', async () => {
    const input = riverWorkPreference;
    // The section saved as sent, the rest of the guide's profile as it was.
    const saved = guideWith(input);
    await guide(pact.addInteraction())
      .uponReceiving('a save of the work preference')
      .withRequest('PUT', '/Profile/work-preference', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await client(server.url).updateWorkPreference(input)).toEqual(saved);
      });
  });

  it('saves a home town the place list does not know, as sent', async () => {
    // Cross Fork, PA (about thirty people) is in no place list: it is kept as typed, without coordinates.
    const input: WorkPreferenceInput = {
      ...riverWorkPreference,
      currentLocation: { country: 'US', state: 'PA', city: 'Cross Fork' },
    };
    const saved = guideWith(input);
    await guide(pact.addInteraction())
      .uponReceiving('a save of the work preference in a town the place list does not know')
      .withRequest('PUT', '/Profile/work-preference', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await client(server.url).updateWorkPreference(input)).toEqual(saved);
      });
  });

  it('refuses a place that is not one of the list: 400 beside the field', async () => {
    const input = {
      currentLocation: null,
      maxDistanceMiles: null,
      isRemoteConsidered: false,
      locations: ['atlantis'],
      jobType: [],
      salaries: [],
      isMinimumDisabled: true,
      leaderships: [],
      benefits: [],
    };
    await pact
      .addInteraction()
      .given('the candidate {email} is signed in with token {token}', candidate)
      .given('the candidate {email} has an empty profile', { email: candidate.email })
      .uponReceiving('a save of the work preference with an unknown place')
      .withRequest('PUT', '/Profile/work-preference', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          error: M.string('Some fields are not valid.'),
          errors: { 'locations.0': ['Choose a place of the list'] },
        }),
      )
      .executeTest(async (server) => {
        const error = await client(server.url)
          .updateWorkPreference(input)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).fieldErrors).toEqual({ 'locations.0': 'Choose a place of the list' });
      });
  });

  it('saves the qualifications', async () => {
    const input: QualificationsInput = {
      experience: 'Six seasons on the river.',
      nextJob: 'Head guide.',
      focus: [11, 2],
      skills: ['Swiftwater rescue', 'Rope access'],
    };
    // The section saved as sent, the rest of the guide's profile as it was.
    const saved = guideWith(input);
    await guide(pact.addInteraction())
      .uponReceiving('a save of the qualifications')
      .withRequest('PUT', '/Profile/qualifications', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await client(server.url).updateQualifications(input)).toEqual(saved);
      });
  });

  it('saves the about section: the photos kept, in their new order', async () => {
    const input: AboutInput = {
      websiteUrl: 'https://casey.example',
      professionalHighlights: 'Two hundred guided days.',
      professionalSummary: 'Guide.',
      jobInterests: ['Raft guide', 'Climbing guide'],
      socialLinks: [
        { type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/casey' },
        { type: SocialLinkType.Youtube, url: 'https://www.youtube.com/@casey' },
      ],
      albumPhotosUrls: [PHOTOS[2]!, PHOTOS[0]!],
      currentCareerStatus: 'Lead guide',
      careerMoves: ['From instructor to lead guide', 'From lead guide to head guide'],
    };
    // The section saved as sent, the rest of the guide's profile as it was.
    const saved = guideWith(input);
    await guide(pact.addInteraction())
      .uponReceiving('a save of the about section keeping two photos of three, in a new order')
      .withRequest('PUT', '/Profile/about', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await client(server.url).updateAbout(input)).toEqual(saved);
      });
  });

  it('uploads a resume (PDF) in place of the one before, and answers the profile with its address', async () => {
    const saved = guideWith({ resumeUrl: UPLOADED_RESUME });
    await guide(pact.addInteraction())
      .uponReceiving('an upload of a resume')
      .withRequest('POST', '/Profile/resume', (b) =>
        b.headers(bearer(candidate.token)).multipartBody('application/pdf', RESUME, 'file', BOUNDARY),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        const file = new File([readFileSync(RESUME)], 'resume.pdf', { type: 'application/pdf' });
        expect(await client(server.url).uploadResume(file)).toEqual(saved);
      });
  });

  it('removes the resume', async () => {
    const saved = guideWith({ resumeUrl: null });
    await guide(pact.addInteraction())
      .uponReceiving('a removal of the resume')
      .withRequest('DELETE', '/Profile/resume', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await client(server.url).removeResume()).toEqual(saved);
      });
  });

  it('adds a photo last', async () => {
    const saved = guideWith({ albumPhotosUrls: [...PHOTOS, UPLOADED_PHOTO] });
    await guide(pact.addInteraction())
      .uponReceiving('an upload of a profile photo')
      .withRequest('POST', '/Profile/photos', (b) =>
        b.headers(bearer(candidate.token)).multipartBody('image/png', PHOTO, 'file', BOUNDARY),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        const file = new File([readFileSync(PHOTO)], 'me.png', { type: 'image/png' });
        expect(await client(server.url).uploadPhoto(file)).toEqual(saved);
      });
  });
});
