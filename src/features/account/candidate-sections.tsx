import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SettingsSection } from './sections';
import {
  deleteAccountSchema,
  emailChangeSchema,
  profileVisibilitySchema,
  type Account,
} from '../../api/schemas/account-settings';
import { ChoiceGroup, TextField } from '../../components/form/fields';
import { Form, SubmitButton } from '../../components/form/Form';
import { useSectionForm, type DirtyReport } from '../../components/form/sections';
import { Dialog } from '../../components/ui/Dialog';
import { ProfileVisibility, profileVisibilityLabels } from '../../domain/enums/profile';
import { href } from '../../domain/paths';

/** The candidate's own settings: the address, who may see the profile, and the account's deletion. */

const NO_CHANGE = { email: '', password: '' };
const noChange = () => NO_CHANGE;

/** The address: a new one takes effect once confirmed through the link emailed to it. */
export function EmailSection({ account, report }: { account: Account; report: DirtyReport }) {
  const { formProps, busy, submit } = useSectionForm(emailChangeSchema, {
    intent: 'email',
    fresh: NO_CHANGE,
    report,
    afterSave: noChange,
  });
  return (
    <SettingsSection
      title="Email address"
      intro={
        <>
          <p>
            You sign in with <strong>{account.email}</strong>.
          </p>
          {account.pendingEmail && (
            <p className="notice" role="status">
              Waiting for confirmation: <strong>{account.pendingEmail}</strong>. Open the link we emailed to it; until
              then your address stays as it is.
            </p>
          )}
        </>
      }
    >
      <Form {...formProps} onValid={submit}>
        <div className="form-row">
          <TextField name="email" label="New email address" type="email" autoComplete="email" />
          <TextField name="password" label="Current password" type="password" autoComplete="current-password" />
        </div>
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send a confirmation link
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

const VISIBILITY_CHOICES = [
  {
    value: String(ProfileVisibility.Public),
    label: profileVisibilityLabels[ProfileVisibility.Public],
    description: 'Anyone who has the link to your profile can see it.',
  },
  {
    value: String(ProfileVisibility.AppliedEmployers),
    label: profileVisibilityLabels[ProfileVisibility.AppliedEmployers],
    description: 'Only the companies whose jobs you applied to. Everyone else finds no profile.',
  },
];

/** Who may see the public profile (candidate/{id}/view). */
export function VisibilitySection({
  account,
  userId,
  report,
}: {
  account: Account;
  userId: number;
  report: DirtyReport;
}) {
  const fresh = { profileVisibility: String(account.profileVisibility) };
  const { formProps, busy, submit } = useSectionForm(profileVisibilitySchema, { intent: 'visibility', fresh, report });
  return (
    <SettingsSection
      title="Who can see your profile"
      intro={
        <p className="muted">
          <Link to={href('candidateView', { id: userId })}>See your profile as employers see it</Link>
        </p>
      }
    >
      <Form {...formProps} onValid={submit}>
        <ChoiceGroup name="profileVisibility" legend="Your profile is visible to" choices={VISIBILITY_CHOICES} />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

/** Deleting the account, after a question and the password: the profile, applications and saved jobs go with it. */
export function DeleteSection() {
  const [asking, setAsking] = useState(false);
  return (
    <SettingsSection
      title="Delete your account"
      intro={
        <p className="muted">
          Your profile, your applications and your saved jobs are deleted with it. This cannot be undone.
        </p>
      }
    >
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        Delete my account…
      </button>
      {asking && <DeleteQuestion onCancel={() => setAsking(false)} />}
    </SettingsSection>
  );
}

function DeleteQuestion({ onCancel }: { onCancel: () => void }) {
  const { formProps, busy, submit } = useSectionForm(deleteAccountSchema, {
    intent: 'delete',
    fresh: { password: '' },
    report: null,
  });
  return (
    <Dialog title="Delete your account?" onClose={onCancel}>
      <p>
        Your profile, applications and saved jobs are deleted, and you are signed out. Enter your password to confirm.
      </p>
      <Form {...formProps} onValid={submit}>
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <div className="dialog__actions">
          <SubmitButton className="button button--danger" busy={busy} busyLabel="Deleting…">
            Delete my account
          </SubmitButton>
          <button type="button" className="button" onClick={onCancel}>
            Keep my account
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
