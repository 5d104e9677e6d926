import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import type {
  Account,
  AccountDetails,
  DeleteAccount,
  EmailChange,
  PasswordChange,
  ProfileVisibilityInput,
} from '../../api/schemas/account-settings';
import { submissionOf } from '../../components/form/submission';
import { attempt, type ActionResult } from '../../components/route/loaders';
import { signOut, updateSignedInUser } from '../../state/session';
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

export type AccountData = Awaited<ReturnType<typeof loader>>;

export type AccountSubmission =
  | ({ intent: 'details' } & AccountDetails)
  | ({ intent: 'visibility' } & ProfileVisibilityInput)
  | ({ intent: 'email' } & EmailChange)
  | { intent: 'confirmEmail'; token: string }
  | ({ intent: 'password' } & PasswordChange & { confirmPassword?: string })
  | ({ intent: 'delete' } & DeleteAccount);

export type AccountResult = ActionResult<Account | null> & { intent: AccountSubmission['intent'] };

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
  const submission = await submissionOf<AccountSubmission>(request);
  const result = await save(submission);
  if (result.ok) {
    showToast('success', SAVED[submission.intent]);
    // The account is gone: signed out here (and so in every tab), as a user who signs out.
    if (submission.intent === 'delete') signOut();
  }
  return { ...result, intent: submission.intent };
}
