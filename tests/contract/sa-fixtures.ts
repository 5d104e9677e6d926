import { readFileSync } from 'node:fs';
import path from 'node:path';
import { candidate, signedIn } from './job-fixtures';
import { recordingNotifier, type Interaction } from './pact';
import { createHttp } from '../../src/api/http';
import { profileApi } from '../../src/api/profile';

/** What the sa-*.test.ts files of the accounts' area share: the files they upload, the candidate's profile client. */

/** A fixed multipart boundary: Pact would draw one per run, and the committed pact file would change each time. */
export const BOUNDARY = 'basecamp-upload-boundary';
export const PHOTO = path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png');
/** A text file: the uploads tell a file's type by its content, whatever its name. */
export const NOT_AN_IMAGE = path.resolve(import.meta.dirname, '../../contracts/fixtures/not-an-image.txt');

export const photoFile = () => new File([readFileSync(PHOTO)], 'me.png', { type: 'image/png' });
/** The text file, named as the app's picker would let it through. */
export const textFile = (name: string) => new File([readFileSync(NOT_AN_IMAGE)], name, { type: 'text/plain' });

/** The candidate's profile client, with what it showed. */
export function profileClient(url: string, token: string | null = candidate.token) {
  const { notify, shown } = recordingNotifier();
  return { profiles: profileApi(createHttp({ baseUrl: url, notify, ...(token ? signedIn(token) : {}) })), shown };
}

/** The state of the guide's profile with a number of photos (the guide's three, then RA==, RQ==, Rg==). */
const GUIDE_WITH_PHOTOS = "the candidate {email} has a climbing guide's full profile with {photoCount} photos";
/** The six photos that state takes the first few of. */
export const SIX_PHOTOS = [
  'data:image/png;base64,QQ==',
  'data:image/png;base64,Qg==',
  'data:image/png;base64,Qw==',
  'data:image/png;base64,RA==',
  'data:image/png;base64,RQ==',
  'data:image/png;base64,Rg==',
];

/** The candidate signed in, with the guide's profile holding `photoCount` photos. */
export const guideWithPhotos = (interaction: Interaction, photoCount: number) =>
  interaction
    .given('the candidate {email} is signed in with token {token}', candidate)
    .given(GUIDE_WITH_PHOTOS, { email: candidate.email, photoCount });
