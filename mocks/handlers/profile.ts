import {
  aboutInputSchema,
  profileSchema,
  publicProfileQuerySchema,
  publicProfileSchema,
  qualificationsInputSchema,
  workPreferenceInputSchema,
  type Profile,
  type PublicProfile,
} from '../../src/api/schemas/profile';
import { ProfileVisibility } from '../../src/domain/enums/profile';
import { Role } from '../../src/domain/enums/user';
import {
  headOf,
  imageProblem,
  imageTypeOf,
  MAX_PROFILE_PHOTOS,
  documentTypeOf,
  resumeProblem,
} from '../../src/domain/uploads';
import { buildCandidateProfile } from '../builders';
import { isPersonOfCompanyAppliedTo } from '../company-access';
import { db, type CandidateProfileRecord, type StoredCandidateProfile, type UserRecord } from '../db';
import { badRequest, notFound, route } from '../http';
import { focuses } from '../lookups';
import { locatedAt } from '../matching';
import { fieldName } from '../queries/jobs';
import { dataUrlOf, filePart, fileRefused } from '../uploads';

/**
 * The signed-in candidate's profile (Profile/*, proposed: contracts/reference.md): read, its three sections saved on
 * their own, the resume and the photos. A candidate without a profile yet (just registered) has an empty one. The
 * match of recommended jobs reads the profile at each call (mocks/handlers/job.ts): a save moves it at once.
 */

const CANDIDATES = [Role.User];

/** The candidate's profile record, created empty on first use. */
async function recordOf(userId: number): Promise<StoredCandidateProfile> {
  return (
    db.candidateProfiles.findFirst((q) => q.where({ userId })) ??
    (await db.candidateProfiles.create(buildCandidateProfile({ userId })))
  );
}

/** The profile as the API answers it (no coordinates: the match reads them, the editor does not). */
const toProfile = ({ userId: _userId, currentLocation, ...rest }: CandidateProfileRecord): Profile => ({
  ...rest,
  currentLocation: currentLocation && {
    country: currentLocation.country,
    state: currentLocation.state,
    city: currentLocation.city,
  },
});

async function change(userId: number, edit: (p: CandidateProfileRecord) => void): Promise<Profile> {
  const record = await recordOf(userId);
  const updated = (await db.candidateProfiles.update(record, { data: edit }))!;
  return toProfile(updated);
}

const focusIds = new Set(focuses.map((f) => f.id));

const NO_PROFILE = 'This profile does not exist or is not shared.';

/**
 * Who may see a candidate's public profile (docs/product.md §4.8): the candidate; anyone, when it is public; else only
 * the people (admins and members) of a company whose job the candidate applied to. Anyone else gets the 404 of a
 * profile that does not exist: a hidden profile tells nothing.
 */
function mayView(candidate: UserRecord, viewer: UserRecord | null): boolean {
  if (viewer?.id === candidate.id || candidate.profileVisibility === ProfileVisibility.Public) return true;
  return viewer !== null && isPersonOfCompanyAppliedTo(viewer, candidate.id);
}

function toPublic(candidate: UserRecord, profile: CandidateProfileRecord, viewer: UserRecord | null): PublicProfile {
  const { city, state, country } = profile.currentLocation ?? {};
  return {
    id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    pronouns: candidate.pronouns,
    profileVisibility: candidate.profileVisibility,
    isOwn: viewer?.id === candidate.id,
    currentLocation: profile.currentLocation && { city: city ?? null, state: state ?? null, country: country ?? null },
    professionalSummary: profile.professionalSummary,
    professionalHighlights: profile.professionalHighlights,
    experience: profile.experience,
    skills: profile.skills,
    focus: profile.focus.flatMap((id) => {
      const focus = focuses.find((f) => f.id === id);
      return focus ? [{ id, name: focus.name, jobFieldName: fieldName(focus.jobFieldId) ?? '' }] : [];
    }),
    socialLinks: profile.socialLinks,
    albumPhotosUrls: profile.albumPhotosUrls,
    resumeUrl: profile.resumeUrl,
  };
}

const profileCall = { spec: 'proposed', auth: CANDIDATES, response: profileSchema } as const;

export const profileHandlers = [
  route(
    'get',
    'Profile',
    { ...profileCall, summary: "The signed-in candidate's profile (empty for a new candidate)" },
    async ({ user }) => toProfile(await recordOf(user!.id)),
  ),

  route(
    'get',
    'Profile/public',
    {
      spec: 'proposed',
      auth: 'optional',
      summary: "A candidate's public profile, as the candidate's visibility allows (else 404)",
      query: publicProfileQuerySchema,
      response: publicProfileSchema,
      errors: [404],
    },
    ({ query, user }) => {
      const candidate = db.users.findFirst((q) => q.where({ id: query.id }));
      if (!candidate || !candidate.roles.includes(Role.User) || !mayView(candidate, user)) throw notFound(NO_PROFILE);
      // A candidate who has saved nothing yet shows an empty profile (read, not created: a visit writes nothing).
      return toPublic(
        candidate,
        db.candidateProfiles.findFirst((q) => q.where({ userId: candidate.id })) ??
          buildCandidateProfile({ userId: candidate.id }),
        user,
      );
    },
  ),

  route(
    'put',
    'Profile/work-preference',
    {
      ...profileCall,
      summary: "Saves the profile's work preference: where, job types, pay, leadership, benefits",
      body: workPreferenceInputSchema,
    },
    ({ body, user }) =>
      change(user!.id, (p) => {
        const { currentLocation, ...rest } = body;
        Object.assign(p, rest);
        p.currentLocation = locatedAt(currentLocation);
      }),
  ),

  route(
    'put',
    'Profile/qualifications',
    {
      ...profileCall,
      summary: "Saves the profile's qualifications: experience, next job, focus, skills",
      body: qualificationsInputSchema,
    },
    ({ body, user }) => {
      const unknown = body.focus.findIndex((id) => !focusIds.has(id));
      if (unknown >= 0) throw badRequest('Some fields are not valid.', { focus: ['Choose a focus of the list'] });
      return change(user!.id, (p) => Object.assign(p, body));
    },
  ),

  route(
    'put',
    'Profile/about',
    {
      ...profileCall,
      summary: "Saves the profile's about section; albumPhotosUrls keeps (and orders) photos already uploaded",
      body: aboutInputSchema,
    },
    async ({ body, user }) => {
      const current = (await recordOf(user!.id)).albumPhotosUrls;
      if (body.albumPhotosUrls.some((url) => !current.includes(url))) {
        throw badRequest('Some fields are not valid.', {
          albumPhotosUrls: ['Upload a photo before you add it to the profile'],
        });
      }
      return change(user!.id, (p) => Object.assign(p, body));
    },
  ),

  route(
    'post',
    'Profile/resume',
    {
      ...profileCall,
      summary: "Uploads the candidate's resume (replacing the one before)",
      files: {
        file: 'The resume: PDF or Word, up to 2 MB, its type told by its content (its first bytes), not its name',
      },
    },
    async ({ request, user }) => {
      const file = await filePart(request, 'Choose a resume.');
      const head = await headOf(file);
      const problem = resumeProblem(file, head);
      if (problem) throw fileRefused(problem);
      const url = await dataUrlOf(file, documentTypeOf(head)!);
      return change(user!.id, (p) => void (p.resumeUrl = url));
    },
  ),

  route('delete', 'Profile/resume', { ...profileCall, summary: "Removes the candidate's resume" }, ({ user }) =>
    change(user!.id, (p) => void (p.resumeUrl = null)),
  ),

  route(
    'post',
    'Profile/photos',
    {
      ...profileCall,
      summary: "Adds a photo to the candidate's profile (last)",
      files: { file: 'The photo: PNG, JPEG or WebP, up to 1 MB, its type told by its content' },
    },
    async ({ request, user }) => {
      const file = await filePart(request, 'Choose a photo.');
      if ((await recordOf(user!.id)).albumPhotosUrls.length >= MAX_PROFILE_PHOTOS)
        throw fileRefused(`The profile has ${MAX_PROFILE_PHOTOS} photos: remove one first.`);
      const head = await headOf(file);
      const problem = imageProblem(file, 'photo', head);
      if (problem) throw fileRefused(problem);
      const url = await dataUrlOf(file, imageTypeOf(head)!);
      return change(user!.id, (p) => void p.albumPhotosUrls.push(url));
    },
  ),
];
