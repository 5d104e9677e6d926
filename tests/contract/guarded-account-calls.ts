import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOUNDARY, LOGO, type Guarded } from './guarded';
import { accountSettingsApi } from '../../src/api/account-settings';
import { profileApi } from '../../src/api/profile';
import { ProfileVisibility } from '../../src/domain/enums/profile';
import { Role } from '../../src/domain/enums/user';

/** The guarded calls of a user's own account and a candidate's own profile (./guarded-calls.ts). */

const RESUME = path.resolve(import.meta.dirname, '../../contracts/fixtures/resume.pdf');
const password = 'correct-horse';
const details = { firstName: 'Casey', lastName: 'Rivera', pronouns: null };
const visibility = { profileVisibility: ProfileVisibility.AppliedEmployers };
const emailChange = { email: 'casey.rivera@example.com', password };
const passwordChange = { currentPassword: password, password: 'new-trail-mix-7' };
const workPreference = {
  currentLocation: null,
  maxDistanceMiles: null,
  isRemoteConsidered: true,
  locations: [],
  jobType: [],
  salaries: [],
  isMinimumDisabled: true,
  leaderships: [],
  benefits: [],
};
const qualifications = { experience: 'Six seasons on the river.', nextJob: 'Head guide.', focus: [], skills: [] };
const about = {
  websiteUrl: null,
  professionalHighlights: null,
  professionalSummary: 'Guide.',
  jobInterests: [],
  socialLinks: [],
  albumPhotosUrls: [],
  currentCareerStatus: null,
  careerMoves: [],
};
const file = (where: string, name: string, type: string) => new File([readFileSync(where)], name, { type });

export const accountCalls: Guarded[] = [
  {
    description: 'a request for the account settings without a token',
    method: 'GET',
    path: '/Account',
    role: Role.User,
    anyRole: true,
    call: (h) => accountSettingsApi(h).get(),
  },
  {
    description: 'a save of the name and pronouns without a token',
    method: 'PUT',
    path: '/Account',
    role: Role.User,
    anyRole: true,
    request: (b) => b.jsonBody(details),
    call: (h) => accountSettingsApi(h).updateDetails(details),
  },
  {
    description: 'a change of who may see the profile without a token',
    method: 'PUT',
    path: '/Account/visibility',
    role: Role.User,
    request: (b) => b.jsonBody(visibility),
    call: (h) => accountSettingsApi(h).updateVisibility(visibility),
  },
  {
    description: 'a request to change the address without a token',
    method: 'POST',
    path: '/Account/email-change',
    role: Role.User,
    request: (b) => b.jsonBody(emailChange),
    call: (h) => accountSettingsApi(h).requestEmailChange(emailChange),
  },
  {
    description: 'a confirmation of a new address without a token',
    method: 'POST',
    path: '/Account/confirm-email-change',
    role: Role.User,
    request: (b) => b.jsonBody({ token: 'email-change-token-casey' }),
    call: (h) => accountSettingsApi(h).confirmEmailChange('email-change-token-casey'),
  },
  {
    description: 'a change of password without a token',
    method: 'PUT',
    path: '/Account/password',
    role: Role.User,
    anyRole: true,
    request: (b) => b.jsonBody(passwordChange),
    call: (h) => accountSettingsApi(h).changePassword(passwordChange),
  },
  {
    description: 'a deletion of the account without a token',
    method: 'DELETE',
    path: '/Account',
    role: Role.User,
    request: (b) => b.jsonBody({ password }),
    call: (h) => accountSettingsApi(h).deleteAccount({ password }),
  },
  {
    description: 'a request for the profile without a token',
    method: 'GET',
    path: '/Profile',
    role: Role.User,
    call: (h) => profileApi(h).get(),
  },
  {
    description: 'a save of the work preference without a token',
    method: 'PUT',
    path: '/Profile/work-preference',
    role: Role.User,
    request: (b) => b.jsonBody(workPreference),
    call: (h) => profileApi(h).updateWorkPreference(workPreference),
  },
  {
    description: 'a save of the qualifications without a token',
    method: 'PUT',
    path: '/Profile/qualifications',
    role: Role.User,
    request: (b) => b.jsonBody(qualifications),
    call: (h) => profileApi(h).updateQualifications(qualifications),
  },
  {
    description: 'a save of the about section without a token',
    method: 'PUT',
    path: '/Profile/about',
    role: Role.User,
    request: (b) => b.jsonBody(about),
    call: (h) => profileApi(h).updateAbout(about),
  },
  {
    description: 'an upload of a resume without a token',
    method: 'POST',
    path: '/Profile/resume',
    role: Role.User,
    request: (b) => b.multipartBody('application/pdf', RESUME, 'file', BOUNDARY),
    call: (h) => profileApi(h).uploadResume(file(RESUME, 'resume.pdf', 'application/pdf')),
  },
  {
    description: 'a removal of the resume without a token',
    method: 'DELETE',
    path: '/Profile/resume',
    role: Role.User,
    call: (h) => profileApi(h).removeResume(),
  },
  {
    description: 'an upload of a profile photo without a token',
    method: 'POST',
    path: '/Profile/photos',
    role: Role.User,
    request: (b) => b.multipartBody('image/png', LOGO, 'file', BOUNDARY),
    call: (h) => profileApi(h).uploadPhoto(file(LOGO, 'logo.png', 'image/png')),
  },
];
