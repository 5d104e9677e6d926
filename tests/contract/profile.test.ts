import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, candidate, profileWith, employer, forbiddenBody, forbiddenToast, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { ApiError, createHttp } from '../../src/api/http';
import { profileApi } from '../../src/api/profile';
import type { AboutInput, WorkPreferenceInput } from '../../src/api/schemas/profile';
import { SocialLinkType } from '../../src/domain/enums/profile';

/** src/api/profile.ts: the candidate's own profile, its three sections and its files (calls and shapes proposed here). */
const pact = apiPact();

const client = (url: string, token = candidate.token, notify = recordingNotifier().notify) =>
  profileApi(createHttp({ baseUrl: url, notify, ...signedIn(token) }));

const guide = { email: candidate.email, placeId: 'boulder-co', focusId: 1 };
const PHOTO_A = 'data:image/png;base64,QQ==';
const PHOTO_B = 'data:image/png;base64,Qg==';
const RESUME = path.resolve(import.meta.dirname, '../../fixtures/resume.pdf');
const BOUNDARY = 'basecamp-upload-boundary';

const guideProfile = profileWith({
  currentLocation: { country: 'US', state: 'CO', city: 'Boulder' },
  maxDistanceMiles: 100,
  locations: ['boulder-co'],
  jobType: [1, 7],
  salaries: [{ min: 45_000, max: null, compensationId: 5 }],
  leaderships: ['Lead guide on multi-pitch trips'],
  benefits: ['isHousingIncluded'],
  experience: 'Four seasons guiding rock climbing.',
  nextJob: 'A year-round climbing guide role.',
  focus: [1],
  skills: ['Wilderness First Responder', 'Trad leading'],
  professionalSummary: 'Climbing guide who loves first-timers.',
  jobInterests: ['Climbing guide'],
  socialLinks: [{ type: 3, url: 'https://instagram.com/casey.climbs' }],
  currentCareerStatus: 'Seasonal guide',
  resumeUrl: 'data:application/pdf;base64,JVBERi0=',
});

const signedInCandidate = (interaction: ReturnType<typeof pact.addInteraction>) =>
  interaction.given('the candidate {email} is signed in with token {token}', candidate);

describe('Profile', () => {
  it("reads the signed-in candidate's profile: every field the editor and its completeness show", async () => {
    await signedInCandidate(pact.addInteraction())
      .given("the candidate {email} has a guide's profile in {placeId} with the focus {focusId}", guide)
      .uponReceiving("a request for the candidate's profile")
      .withRequest('GET', '/Profile', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: guideProfile }))
      .executeTest(async (server) => {
        expect(await client(server.url).get()).toEqual(guideProfile);
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
    const input: WorkPreferenceInput = {
      currentLocation: { country: 'US', state: 'PA', city: 'Pittsburgh' },
      maxDistanceMiles: 50,
      isRemoteConsidered: true,
      locations: ['pittsburgh-pa', 'ohiopyle-pa'],
      jobType: [1, 2],
      salaries: [{ min: 52_000, max: 60_000, compensationId: 5 }],
      isMinimumDisabled: false,
      leaderships: ['Led a trail crew of six'],
      benefits: ['isHousingIncluded', 'isCommuterBenefits'],
    };
    const { currentLocation: _l, ...rest } = input;
    const saved = profileWith({ ...rest, currentLocation: { country: 'US', state: 'PA', city: 'Pittsburgh' } });
    await signedInCandidate(pact.addInteraction())
      .given('the candidate {email} has an empty profile', { email: candidate.email })
      .uponReceiving('a save of the work preference')
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
    await signedInCandidate(pact.addInteraction())
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
    const input = {
      experience: 'Six seasons on the river.',
      nextJob: 'Head guide.',
      focus: [2],
      skills: ['Swiftwater rescue'],
    };
    const saved = profileWith(input);
    await signedInCandidate(pact.addInteraction())
      .given('the candidate {email} has an empty profile', { email: candidate.email })
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
      jobInterests: ['Climbing guide'],
      socialLinks: [{ type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/casey' }],
      albumPhotosUrls: [PHOTO_B],
      currentCareerStatus: 'Seasonal guide',
      careerMoves: ['From instructor to lead guide'],
    };
    const saved = profileWith(input);
    await signedInCandidate(pact.addInteraction())
      .given('the candidate {email} has the photos {first} and {second}', {
        email: candidate.email,
        first: PHOTO_A,
        second: PHOTO_B,
      })
      .uponReceiving('a save of the about section keeping one photo of two')
      .withRequest('PUT', '/Profile/about', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect((await client(server.url).updateAbout(input)).albumPhotosUrls).toEqual([PHOTO_B]);
      });
  });

  it('uploads a resume (PDF) and answers the profile with its address', async () => {
    await signedInCandidate(pact.addInteraction())
      .given('the candidate {email} has an empty profile', { email: candidate.email })
      .uponReceiving('an upload of a resume')
      .withRequest('POST', '/Profile/resume', (b) =>
        b.headers(bearer(candidate.token)).multipartBody('application/pdf', RESUME, 'file', BOUNDARY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            ...profileWith(),
            resumeUrl: M.regex(
              /^data:application\/pdf;base64,[A-Za-z0-9+/=]+$/,
              'data:application/pdf;base64,JVBERi0=',
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        const file = new File([readFileSync(RESUME)], 'resume.pdf', { type: 'application/pdf' });
        expect((await client(server.url).uploadResume(file)).resumeUrl).toMatch(/^data:application\/pdf;base64,/);
      });
  });

  it('removes the resume', async () => {
    await signedInCandidate(pact.addInteraction())
      .given("the candidate {email} has a guide's profile in {placeId} with the focus {focusId}", guide)
      .uponReceiving('a removal of the resume')
      .withRequest('DELETE', '/Profile/resume', (b) => b.headers(bearer(candidate.token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: { ...guideProfile, resumeUrl: null } }))
      .executeTest(async (server) => {
        expect((await client(server.url).removeResume()).resumeUrl).toBeNull();
      });
  });

  it('adds a photo last', async () => {
    await signedInCandidate(pact.addInteraction())
      .given('the candidate {email} has the photos {first} and {second}', {
        email: candidate.email,
        first: PHOTO_A,
        second: PHOTO_B,
      })
      .uponReceiving('an upload of a profile photo')
      .withRequest('POST', '/Profile/photos', (b) =>
        b
          .headers(bearer(candidate.token))
          .multipartBody('image/png', path.resolve(import.meta.dirname, '../../fixtures/logo.png'), 'file', BOUNDARY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          result: {
            ...profileWith(),
            albumPhotosUrls: [
              PHOTO_A,
              PHOTO_B,
              M.regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'data:image/png;base64,iVBORw0KGgo='),
            ],
          },
        }),
      )
      .executeTest(async (server) => {
        const file = new File([readFileSync(path.resolve(import.meta.dirname, '../../fixtures/logo.png'))], 'me.png', {
          type: 'image/png',
        });
        const photos = (await client(server.url).uploadPhoto(file)).albumPhotosUrls;
        expect(photos.slice(0, 2)).toEqual([PHOTO_A, PHOTO_B]);
        expect(photos).toHaveLength(3);
      });
  });
});
