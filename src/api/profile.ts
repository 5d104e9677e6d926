import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import {
  profileSchema,
  publicProfileSchema,
  type AboutInput,
  type QualificationsInput,
  type WorkPreferenceInput,
} from './schemas/profile';

/** A file as form data (`file`). */
const fileForm = (file: Blob, fallbackName: string) => {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : fallbackName);
  return form;
};

const profileAnswer = envelope(profileSchema);

/**
 * The signed-in candidate's profile (calls proposed here: contracts/reference.md): read, its three sections saved on
 * their own, the resume and the photos uploaded. Every change answers the whole profile. The section saves are quiet:
 * the editor shows their refusals beside its fields.
 */
export const profileApi = (http: Http) => ({
  /** GET Profile: the candidate's profile (an empty one for a new candidate). */
  get: async (signal?: AbortSignal) => (await http.request(profileAnswer, 'GET', 'Profile', { signal })).result,

  /** PUT Profile/work-preference: where, what kind of job, pay, leadership, benefits. */
  updateWorkPreference: async (input: WorkPreferenceInput) =>
    (await http.request(profileAnswer, 'PUT', 'Profile/work-preference', { body: input, quiet: true })).result,

  /** PUT Profile/qualifications: experience, next job, focus, skills. */
  updateQualifications: async (input: QualificationsInput) =>
    (await http.request(profileAnswer, 'PUT', 'Profile/qualifications', { body: input, quiet: true })).result,

  /** PUT Profile/about: website, highlights, summary, interests, links, the photos kept (in order), career. */
  updateAbout: async (input: AboutInput) =>
    (await http.request(profileAnswer, 'PUT', 'Profile/about', { body: input, quiet: true })).result,

  /** POST Profile/resume (form data: `file`, PDF or Word): the profile with its new resume. */
  uploadResume: async (file: Blob) =>
    (await http.request(profileAnswer, 'POST', 'Profile/resume', { form: fileForm(file, 'resume') })).result,

  /** DELETE Profile/resume: the profile without a resume. */
  removeResume: async () => (await http.request(profileAnswer, 'DELETE', 'Profile/resume')).result,

  /** GET Profile/public: a candidate's public profile, as their visibility allows (else 404); no sign-in needed. */
  getPublic: async (id: number, signal?: AbortSignal) =>
    (await http.request(envelope(publicProfileSchema), 'GET', 'Profile/public', { query: { id }, signal })).result,

  /** POST Profile/photos (form data: `file`, an image): the profile with the photo added last. */
  uploadPhoto: async (file: Blob) =>
    (await http.request(profileAnswer, 'POST', 'Profile/photos', { form: fileForm(file, 'photo') })).result,
});

/** The app's client of this area, bound to the session (src/api/bindings.ts). */
export const profile = profileApi(apiHttp);
