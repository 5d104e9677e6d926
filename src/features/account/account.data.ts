import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { z } from 'zod/mini';
import {
  accountDetailsSchema,
  confirmEmailChangeSchema,
  deleteAccountSchema,
  emailChangeSchema,
  passwordChangeSchema,
  profileVisibilitySchema,
  type Account,
} from '../../api/schemas/account-settings';
import { byIntent, submissionOf, type Submitted } from '../../components/form/submission';
import { attempt, type ActionResult } from '../../components/route/loaders';
import { signOut } from '../../state/session';
import { updateSignedInUser } from '../../state/session-updates';
import { showToast } from '../../state/toasts';

/**
 * account (candidates) and update-account (any signed-in user): the account's settings, read by the loader; each
 * form of the page is its own intent of the action. What changes the header (the name, the address) changes the
 * stored user too, in every tab.
 */

const client = async () => (await import('../../api/account-settings')).accountSettings;

export async function loader({ request }: LoaderFunctionArgs) {
  return { account: await (await client()).get(request.signal) };
}

/** What each form of the page sends: the API's body with the form's intent. */
const accountSubmissionSchema = byIntent(
  z.extend(accountDetailsSchema, { intent: z.literal('details') }),
  z.extend(profileVisibilitySchema, { intent: z.literal('visibility') }),
  z.extend(emailChangeSchema, { intent: z.literal('email') }),
  z.extend(confirmEmailChangeSchema, { intent: z.literal('confirmEmail') }),
  z.extend(passwordChangeSchema, { intent: z.literal('password') }),
  z.extend(deleteAccountSchema, { intent: z.literal('delete') }),
);
type AccountSubmission = Submitted<typeof accountSubmissionSchema>;

export type AccountResult = ActionResult<Account | null>;

const SAVED: Record<AccountSubmission['intent'], string> = {
  details: 'Your details are saved.',
  visibility: 'Who may see your profile is saved.',
  email: 'We sent a confirmation link to your new address.',
  confirmEmail: 'Your new email address is confirmed.',
  password: 'Your password is changed. Your other sessions are signed out.',
  delete: 'Your account is deleted.',
};

async function save(submission: AccountSubmission): Promise<ActionResult<Account | null>> {
  const settings = await client();
  switch (submission.intent) {
    case 'details': {
      const { intent: _i, ...body } = submission;
      const result = await attempt(() => settings.updateDetails(body));
      if (result.ok) updateSignedInUser({ firstName: result.value.firstName, lastName: result.value.lastName });
      return result;
    }
    case 'visibility':
      return attempt(() => settings.updateVisibility({ profileVisibility: submission.profileVisibility }));
    case 'email':
      return attempt(() => settings.requestEmailChange({ email: submission.email, password: submission.password }));
    case 'confirmEmail': {
      const result = await attempt(() => settings.confirmEmailChange(submission.token));
      if (result.ok) updateSignedInUser({ email: result.value.email });
      return result;
    }
    case 'password':
      return attempt(
        async () => (
          await settings.changePassword({ currentPassword: submission.currentPassword, password: submission.password }),
          null
        ),
      );
    case 'delete':
      return attempt(async () => (await settings.deleteAccount({ password: submission.password }), null));
  }
}

export async function action({ request }: ActionFunctionArgs): Promise<AccountResult> {
  const submission = await submissionOf(request, accountSubmissionSchema);
  if (!submission.ok) return submission;
  const { intent } = submission.value;
  const result = await save(submission.value);
  if (result.ok) {
    showToast('success', SAVED[intent]);
    // The account is gone: signed out here (and so in every tab), as a user who signs out.
    if (intent === 'delete') signOut();
  }
  return result;
}
