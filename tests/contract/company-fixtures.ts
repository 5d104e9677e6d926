import { MatchersV3 as M } from '@pact-foundation/pact';
import { CLOCK, employer, job } from './job-fixtures';
import type { Interaction } from './pact';
import type { PrimaryCompany } from '../../src/api/schemas/company';
import type { CompanyInput } from '../../src/api/schemas/company-profile';

/** What the company and boost contract files share: the fixed clock, the companies of the states, the images. */

/** The moment the interactions that pin dates fix the server's clock at; the states date their records from it. */
export const NOW = '2026-05-04T09:00:00.000Z';
/** The start of NOW's day (UTC), where the boost states' boosts start, and two weeks later, where they end. */
export const TODAY = '2026-05-04T00:00:00.000Z';
export const TWO_WEEKS_ON = '2026-05-18T00:00:00.000Z';

/** The interaction with the server's clock fixed at NOW: its first state, so that the others date from it. */
export const atNow = (interaction: Interaction) => interaction.given(CLOCK, { now: NOW });

export const COMPANY = job.companyId;
/** A company the employer belongs to that is not COMPANY: its people are let into COMPANY's calls by no rule. */
export const OTHER_COMPANY = 3;

/**
 * OTHER_COMPANY as get-company-details answers it when the state names it Allegheny Canoe Club (no jobs, a logo of
 * its own, the builder's place and kind), but the caller's part.
 */
export const alleghenyDetail = {
  id: OTHER_COMPANY,
  name: 'Allegheny Canoe Club',
  path: 'allegheny-canoe-club',
  logo: '/logos/allegheny-canoe-club.svg',
  coverImage: null,
  description: '',
  website: null,
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
  activeJobsCount: 0,
  createdDate: NOW,
};

/** The company of the job states (contracts/reference.md, the active job): every detail they fix. */
export const keystone = {
  id: COMPANY,
  name: 'Keystone Paddle Co.',
  path: 'keystone-paddle-co',
  logo: '/logos/keystone-paddle-co.svg',
  description: 'Guided paddling trips on the Susquehanna since 1998.',
  website: 'https://keystone-paddle.example',
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
};

/** A company as the membership calls give it (GET admin/Company/get-primary's shape). */
export const asPrimary = ({ id, name, logo, city, country, state, website }: PrimaryCompany) => ({
  id,
  name,
  logo,
  city,
  country,
  state,
  website,
});

/** The company form as the employer fills it in (and as the creation state writes it, with its name). */
export const input: CompanyInput = {
  name: 'Susquehanna River Guides',
  website: 'https://susquehanna-guides.example',
  description: 'Guided paddling and fishing trips on the Susquehanna.',
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
};

/** The addresses of the images the upload state sends (contracts/fixtures/logo.png and cover.png) as the mock keeps them. */
export const LOGO_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const COVER_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mNQSnMBAAF6AM1nBqznAAAAAElFTkSuQmCC';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/**
 * An uploaded image's address: the data URL of the very file sent (how the mock keeps images), or an https address
 * (where a server stores the file): any other address, or another file's data URL, is wrong.
 */
export const imageAt = (dataUrl: string) => M.regex(`^(?:${escaped(dataUrl)}|https://\\S+)$`, dataUrl);

/** The state of the provider's own uploads of both images of the company, by the signed-in employer. */
export const UPLOADED =
  'the employer signed in with token {token} has uploaded a logo and a cover image for company {companyId}';
export const uploadedFor = (companyId: number) => ({ token: employer.token, companyId });
