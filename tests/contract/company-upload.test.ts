import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MatchersV3 as M } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { imageAt, LOGO_URL, OTHER_COMPANY } from './company-fixtures';
import { bearer, employer, forbiddenBody, forbiddenToast, job, signedIn } from './job-fixtures';
import { apiPact, recordingNotifier } from './pact';
import { companyApi } from '../../src/api/company';
import { ApiError, createHttp } from '../../src/api/http';

/** The image uploads of src/api/company.ts: a company's logo and cover image, as form data. */
const pact = apiPact();

const LOGO = path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png');
/** A fixed multipart boundary: Pact would draw one per run, and the committed pact file would change each time. */
const BOUNDARY = 'basecamp-upload-boundary';
const logoFile = () => new File([readFileSync(LOGO)], 'logo.png', { type: 'image/png' });
const COMPANY = job.companyId;
const companyAdmin = { email: employer.email, companyId: COMPANY };
/** The company the employer administers in the cases of another company's images: its admins may change only its own. */
const ownCompany = { email: employer.email, companyId: OTHER_COMPANY };
/** A text file (the app sends it named not-an-image.png): the upload checks a file's content, not its name. */
const NOT_AN_IMAGE = path.resolve(import.meta.dirname, '../../contracts/fixtures/not-an-image.txt');
const client = (
  url: string,
  notify = recordingNotifier().notify,
  onLogoUploaded?: (id: number, logo: string) => void,
) => companyApi(createHttp({ baseUrl: url, notify, ...signedIn(employer.token) }), { onLogoUploaded });

describe('Company/upload-logo and Company/upload-cover-image', () => {
  it('uploads a logo as form data; its address is published as the logo update', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', companyAdmin)
      .uponReceiving('an upload of a company logo')
      .withRequest('POST', '/Company/upload-logo', (b) =>
        b
          .query({ companyId: String(COMPANY) })
          .headers(bearer(employer.token))
          .multipartBody('image/png', LOGO, 'file', BOUNDARY),
      )
      // The address of the very file sent (contracts/fixtures/logo.png): as the mock keeps it, or where a server stores it.
      .willRespondWith(200, (b) => b.jsonBody({ result: imageAt(LOGO_URL) }))
      .executeTest(async (server) => {
        const published = vi.fn();
        const logo = await client(server.url, undefined, published).uploadLogo(logoFile(), COMPANY);
        expect(logo).toBe(LOGO_URL);
        expect(published).toHaveBeenCalledWith(COMPANY, logo);
      });
  });

  it('uploads a cover image as form data', async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', companyAdmin)
      .uponReceiving('an upload of a company cover image')
      .withRequest('POST', '/Company/upload-cover-image', (b) =>
        b
          .query({ companyId: String(COMPANY) })
          .headers(bearer(employer.token))
          .multipartBody('image/png', LOGO, 'file', BOUNDARY),
      )
      .willRespondWith(200, (b) => b.jsonBody({ result: imageAt(LOGO_URL) }))
      .executeTest(async (server) => {
        const published = vi.fn();
        const cover = await client(server.url, undefined, published).uploadCoverImage(logoFile(), COMPANY);
        expect(cover).toBe(LOGO_URL);
        expect(published).not.toHaveBeenCalled();
      });
  });

  it('answers 400 with the error under file to a file that is not an image, whatever its name', async () => {
    // Pact checks a part's bytes against its declared type: the part says what it holds (text); its name says .png.
    const notImage = () => new File([readFileSync(NOT_AN_IMAGE)], 'not-an-image.png', { type: 'text/plain' });
    const message = 'This file is not an image. The logo must be a PNG, JPEG, WebP or SVG image.';
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is an admin of company {companyId}', companyAdmin)
      .uponReceiving('an upload of a text file named .png as a company logo')
      .withRequest('POST', '/Company/upload-logo', (b) =>
        b
          .query({ companyId: String(COMPANY) })
          .headers(bearer(employer.token))
          .multipartBody('text/plain', NOT_AN_IMAGE, 'file', BOUNDARY),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ error: M.string(message), errors: { file: M.eachLike(M.string(message)) } }),
      )
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const published = vi.fn();
        const error = (await client(server.url, notify, published)
          .uploadLogo(notImage(), COMPANY)
          .catch((e: unknown) => e)) as ApiError;
        expect(error.status).toBe(400);
        expect(error.fieldErrors).toEqual({ file: message });
        expect(shown).toEqual([{ kind: 'warning', message }]);
        expect(published).not.toHaveBeenCalled();
      });
  });

  it("answers 403 to an upload by a member who is not one of the company's admins", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('the employer {email} is a member of company {companyId}', { email: employer.email, companyId: COMPANY })
      .uponReceiving('an upload of a company logo by a member')
      .withRequest('POST', '/Company/upload-logo', (b) =>
        b
          .query({ companyId: String(COMPANY) })
          .headers(bearer(employer.token))
          .multipartBody('image/png', LOGO, 'file', BOUNDARY),
      )
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .uploadLogo(logoFile(), COMPANY)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });

  it("answers 403 to an upload for another company's logo, by the admin of their own", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the employer {email} is an admin of company {companyId}', ownCompany)
      .uponReceiving("an upload of another company's logo")
      .withRequest('POST', '/Company/upload-logo', (b) =>
        b
          .query({ companyId: String(COMPANY) })
          .headers(bearer(employer.token))
          .multipartBody('image/png', LOGO, 'file', BOUNDARY),
      )
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const published = vi.fn();
        const error = await client(server.url, notify, published)
          .uploadLogo(logoFile(), COMPANY)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
        expect(published).not.toHaveBeenCalled();
      });
  });

  it("answers 403 to an upload for another company's cover image, by the admin of their own", async () => {
    await pact
      .addInteraction()
      .given('the employer {email} is signed in with token {token}', employer)
      .given('an active job {jobId} titled {title} exists at company {companyId}', job)
      .given('the employer {email} is an admin of company {companyId}', ownCompany)
      .uponReceiving("an upload of another company's cover image")
      .withRequest('POST', '/Company/upload-cover-image', (b) =>
        b
          .query({ companyId: String(COMPANY) })
          .headers(bearer(employer.token))
          .multipartBody('image/png', LOGO, 'file', BOUNDARY),
      )
      .willRespondWith(403, (b) => b.jsonBody(forbiddenBody))
      .executeTest(async (server) => {
        const { notify, shown } = recordingNotifier();
        const error = await client(server.url, notify)
          .uploadCoverImage(logoFile(), COMPANY)
          .catch((e: unknown) => e);
        expect((error as ApiError).status).toBe(403);
        expect(shown).toEqual(forbiddenToast);
      });
  });
});
