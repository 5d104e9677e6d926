import { describe, expect, it } from 'vitest';
import { bearer, candidate } from './job-fixtures';
import { apiPact, type Interaction } from './pact';
import { GUIDE_STATE, PHOTOS, riverAbout } from './profile-fixtures';
import { BOUNDARY, NOT_AN_IMAGE, profileClient, textFile } from './sa-fixtures';
import type { ApiError } from '../../src/api/http';
import type { AboutInput, QualificationsInput } from '../../src/api/schemas/profile';

/**
 * The profile's refusals, each 400 with its reason under its field, exact (the editor shows it beside the field): a
 * focus of no focus (the first one sent: a server that checks from the second lets it in), a photo kept that the
 * profile never uploaded (beside one it did), and files whose content is not what the call takes (named as if it were).
 */
const pact = apiPact();

const guide = (interaction: Interaction) =>
  interaction
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given(GUIDE_STATE, { email: candidate.email });

const INVALID = 'Some fields are not valid.';

/** What the client makes of a refusal: its status, its field errors and what it showed. */
async function refusal(call: Promise<unknown>, shown: unknown[]) {
  const error = (await call.catch((e: unknown) => e)) as ApiError;
  return { status: error.status, fieldErrors: error.fieldErrors, shown };
}

describe('PUT Profile/qualifications with a focus of no focus', () => {
  it('answers 400 under focus, the unknown focus sent first', async () => {
    const input: QualificationsInput = { experience: null, nextJob: null, focus: [999, 2], skills: [] };
    const reason = 'Choose a focus of the list';
    await guide(pact.addInteraction())
      .uponReceiving('a save of the qualifications with an unknown focus first')
      .withRequest('PUT', '/Profile/qualifications', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(400, (b) => b.jsonBody({ error: INVALID, errors: { focus: [reason] } }))
      .executeTest(async (server) => {
        const { profiles, shown } = profileClient(server.url);
        // A quiet call: the editor words it beside the field, no toast.
        expect(await refusal(profiles.updateQualifications(input), shown)).toEqual({
          status: 400,
          fieldErrors: { focus: reason },
          shown: [],
        });
      });
  });
});

describe('PUT Profile/about with a photo the profile never uploaded', () => {
  it('answers 400 under albumPhotosUrls, though the other photo kept is one of its own', async () => {
    const input: AboutInput = { ...riverAbout, albumPhotosUrls: [PHOTOS[0]!, 'data:image/png;base64,Wg=='] };
    const reason = 'Upload a photo before you add it to the profile';
    await guide(pact.addInteraction())
      .uponReceiving('a save of the about section keeping a photo the profile never uploaded')
      .withRequest('PUT', '/Profile/about', (b) => b.headers(bearer(candidate.token)).jsonBody(input))
      .willRespondWith(400, (b) => b.jsonBody({ error: INVALID, errors: { albumPhotosUrls: [reason] } }))
      .executeTest(async (server) => {
        const { profiles, shown } = profileClient(server.url);
        expect(await refusal(profiles.updateAbout(input), shown)).toEqual({
          status: 400,
          fieldErrors: { albumPhotosUrls: reason },
          shown: [],
        });
      });
  });
});

describe('uploads of a text file', () => {
  it.each([
    {
      description: 'an upload of a text file named .png as a profile photo',
      path: '/Profile/photos',
      name: 'me.png',
      reason: 'This file is not an image. The photo must be a PNG, JPEG or WebP image.',
      upload: (profiles: ReturnType<typeof profileClient>['profiles'], file: File) => profiles.uploadPhoto(file),
    },
    {
      description: 'an upload of a text file named .pdf as a resume',
      path: '/Profile/resume',
      name: 'resume.pdf',
      reason: 'The resume must be a PDF or Word document.',
      upload: (profiles: ReturnType<typeof profileClient>['profiles'], file: File) => profiles.uploadResume(file),
    },
  ])('answers 400 under file to $description', async ({ description, path, name, reason, upload }) => {
    await guide(pact.addInteraction())
      .uponReceiving(description)
      .withRequest('POST', path, (b) =>
        b.headers(bearer(candidate.token)).multipartBody('text/plain', NOT_AN_IMAGE, 'file', BOUNDARY),
      )
      .willRespondWith(400, (b) => b.jsonBody({ error: reason, errors: { file: [reason] } }))
      .executeTest(async (server) => {
        const { profiles, shown } = profileClient(server.url);
        expect(await refusal(upload(profiles, textFile(name)), shown)).toEqual({
          status: 400,
          fieldErrors: { file: reason },
          shown: [{ kind: 'warning', message: reason }],
        });
      });
  });
});
