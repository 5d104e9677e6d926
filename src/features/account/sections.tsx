import { useId, type ReactNode } from 'react';
import { PASSWORD_RULES } from '../../api/schemas/account';
import { accountDetailsSchema, passwordChangeFormSchema, type Account } from '../../api/schemas/account-settings';
import { SelectInput, TextField } from '../../components/form/fields';
import { Form, SubmitButton } from '../../components/form/Form';
import { useSectionForm, type DirtyReport } from '../../components/form/sections';
import { Pronouns, pronounsLabels } from '../../domain/enums/profile';

/**
 * What the account pages (account, update-account) are made of: sections, each a form of its own saved on its own
 * (an intent of the route's action), the page asking once before unsaved changes are lost
 * (src/components/form/sections.tsx).
 */

/** A card of the settings page: its heading, what it is for, and its form. */
export function SettingsSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro && <div className="settings-section__intro">{intro}</div>}
      {children}
    </section>
  );
}

const detailsOf = (account: Account) => ({
  firstName: account.firstName,
  lastName: account.lastName,
  pronouns: account.pronouns === null ? '' : String(account.pronouns),
});

/** The name (the header shows it) and the pronouns (the public profile shows them). */
export function DetailsSection({
  account,
  report,
  pronouns = true,
}: {
  account: Account;
  report: DirtyReport;
  pronouns?: boolean;
}) {
  const { formProps, busy, submit } = useSectionForm(accountDetailsSchema, {
    intent: 'details',
    fresh: detailsOf(account),
    report,
  });
  return (
    <SettingsSection
      title={pronouns ? 'Name and pronouns' : 'Your name'}
      intro={pronouns ? <p className="muted">Employers see them on your profile.</p> : undefined}
    >
      <Form {...formProps} onValid={submit}>
        <div className="form-row">
          <TextField name="firstName" label="First name" autoComplete="given-name" />
          <TextField name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        {pronouns && (
          <SelectInput name="pronouns" label="Pronouns">
            <option value="">Not shown</option>
            {Object.values(Pronouns).map((code) => (
              <option key={code} value={code}>
                {pronounsLabels[code]}
              </option>
            ))}
          </SelectInput>
        )}
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

const NO_PASSWORDS = { currentPassword: '', password: '', confirmPassword: '' };
const noPasswords = () => NO_PASSWORDS;

/** A new password: the current one first; the other sessions of the account end. */
export function PasswordSection({ report }: { report: DirtyReport }) {
  const { formProps, busy, submit } = useSectionForm(passwordChangeFormSchema, {
    intent: 'password',
    fresh: NO_PASSWORDS,
    report,
    afterSave: noPasswords,
  });
  return (
    <SettingsSection
      title="Password"
      intro={<p className="muted">Changing it signs you out on your other devices and browsers.</p>}
    >
      <Form {...formProps} onValid={({ currentPassword, password }) => submit({ currentPassword, password })}>
        <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <div className="form-row">
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_RULES}
          />
          <TextField name="confirmPassword" label="New password again" type="password" autoComplete="new-password" />
        </div>
        <SubmitButton busy={busy} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}
