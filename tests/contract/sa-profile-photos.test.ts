import { describe, expect, it } from 'vitest';
import { bearer, candidate } from './job-fixtures';
import { apiPact } from './pact';
import { guideWith, UPLOADED_PHOTO } from './profile-fixtures';
import { BOUNDARY, guideWithPhotos, PHOTO, photoFile, profileClient, SIX_PHOTOS } from './sa-fixtures';
import type { ApiError } from '../../src/api/http';

/**
 * POST Profile/photos at the limit of 6 photos, on both sides: a profile with 5 takes a sixth (last), one with 6 is
 * refused a seventh. A server that counts one too many, or one too few, fails one of the two.
 */
const pact = apiPact();

const FULL = 'The profile has 6 photos: remove one first.';

describe('POST Profile/photos at the limit', () => {
  it('adds a sixth photo, last, to a profile with five', async () => {
    const saved = guideWith({ albumPhotosUrls: [...SIX_PHOTOS.slice(0, 5), UPLOADED_PHOTO] });
    await guideWithPhotos(pact.addInteraction(), 5)
      .uponReceiving('an upload of a sixth profile photo to a profile with five')
      .withRequest('POST', '/Profile/photos', (b) =>
        b.headers(bearer(candidate.token)).multipartBody('image/png', PHOTO, 'file', BOUNDARY),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: saved }))
      .executeTest(async (server) => {
        expect(await profileClient(server.url).profiles.uploadPhoto(photoFile())).toEqual(saved);
      });
  });

  it('refuses a seventh photo to a profile with six: 400 under file, the reason exact', async () => {
    await guideWithPhotos(pact.addInteraction(), 6)
      .uponReceiving('an upload of a seventh profile photo to a profile with six')
      .withRequest('POST', '/Profile/photos', (b) =>
        b.headers(bearer(candidate.token)).multipartBody('image/png', PHOTO, 'file', BOUNDARY),
      )
      .willRespondWith(400, (b) => b.jsonBody({ error: FULL, errors: { file: [FULL] } }))
      .executeTest(async (server) => {
        const { profiles, shown } = profileClient(server.url);
        const error = (await profiles.uploadPhoto(photoFile()).catch((e: unknown) => e)) as ApiError;
        expect(error.status).toBe(400);
        expect(error.fieldErrors).toEqual({ file: FULL });
        expect(shown).toEqual([{ kind: 'warning', message: FULL }]);
      });
  });
});
