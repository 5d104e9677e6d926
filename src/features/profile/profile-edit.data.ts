import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import {
  aboutInputSchema,
  qualificationsInputSchema,
  workPreferenceInputSchema,
  type Profile,
} from '../../api/schemas/profile';
import { photoFilesSchema, resumeFileSchema } from '../../api/schemas/uploads';
import { byIntent, submissionOf, type Submitted } from '../../components/form/submission';
import { attempt, type ActionResult } from '../../components/route/loaders';
import { lookups } from '../../state/lookups';
import { loadRecommendedCount } from '../../state/recommended-count';
import { showToast } from '../../state/toasts';

/**
 * profile/edit (candidates): the profile and the form's choices (job fields, focuses, pay periods), loaded together.
 * The action saves one section (and its files); the recommended jobs follow at once: the nav's count is read again.
 */

const client = async () => (await import('../../api/profile')).profile;

/** A failure shows the route's problem page, with a retry. */
export async function loader({ request }: LoaderFunctionArgs) {
  const profile = await client();
  const [saved, options] = await Promise.all([profile.get(request.signal), lookups.jobOptions()]);
  return { profile: saved, options };
}

/** What each section sends: the API's input of the section, its intent, and its files (sent on their own after it). */
const profileSubmissionSchema = byIntent(
  z.extend(workPreferenceInputSchema, { intent: z.literal('workPreference') }),
  z.extend(qualificationsInputSchema, {
    intent: z.literal('qualifications'),
    resume: z.nullable(resumeFileSchema),
    removeResume: z.boolean(),
  }),
  z.extend(aboutInputSchema, { intent: z.literal('about'), photos: photoFilesSchema }),
);
type ProfileSubmission = Submitted<typeof profileSubmissionSchema>;

const SAVED: Record<ProfileSubmission['intent'], string> = {
  workPreference: 'Your work preference is saved.',
  qualifications: 'Your qualifications are saved.',
  about: 'Your about section is saved.',
};

/** A file's refusal lands beside the file field of the section (the API names it `file`). */
const onField = (result: ActionResult<Profile>, field: string): ActionResult<Profile> =>
  result.ok || !result.fieldErrors.file ? result : { ...result, fieldErrors: { [field]: result.fieldErrors.file } };

/** The section's values, then its files, one after another; the first refusal stops there (what was typed stays). */
async function save(submission: ProfileSubmission): Promise<ActionResult<Profile>> {
  const profile = await client();
  if (submission.intent === 'workPreference') {
    const { intent: _intent, ...input } = submission;
    return attempt(() => profile.updateWorkPreference(input));
  }
  if (submission.intent === 'qualifications') {
    const { intent: _intent, resume, removeResume, ...input } = submission;
    let result = await attempt(() => profile.updateQualifications(input));
    if (result.ok && resume) result = onField(await attempt(() => profile.uploadResume(resume)), 'resume');
    else if (result.ok && removeResume) result = await attempt(() => profile.removeResume());
    return result;
  }
  const { intent: _intent, photos, ...input } = submission;
  let result = await attempt(() => profile.updateAbout(input));
  for (const photo of photos) {
    if (!result.ok) break;
    result = onField(await attempt(() => profile.uploadPhoto(photo)), 'photos');
  }
  return result;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await submissionOf(request, profileSubmissionSchema);
  if (!submission.ok) return submission;
  const result = await save(submission.value);
  if (result.ok) {
    showToast('success', SAVED[submission.value.intent]);
    void loadRecommendedCount();
  }
  return result;
}
