import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useFormState, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { AccountResult, AccountSubmission } from './account.data';
import { PASSWORD_RULES } from '../../api/schemas/account';
import { accountDetailsSchema, passwordChangeFormSchema, type Account } from '../../api/schemas/account-settings';
import { SelectInput, TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { LeaveConfirm, useLeaveGuard } from '../../components/form/LeaveGuard';
import { Pronouns, pronounsLabels } from '../../domain/enums/profile';

/**
 * What the account pages (account, update-account) are made of: sections, each a form of its own saved on its own
 * (an intent of the route's action), and one question for the page before unsaved changes are lost (a router holds
 * one blocker: the sections report whether they hold changes, the page asks).
 */

/** A section tells the page whether it holds unsaved changes. */
export type DirtyReport = (section: string, dirty: boolean) => void;

/** The page's one leave question, over every section's unsaved changes. */
export function useSectionsLeaveGuard(): { report: DirtyReport; question: ReactNode } {
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const report = useCallback<DirtyReport>(
    (section, isDirty) => setDirty((d) => (Boolean(d[section]) === isDirty ? d : { ...d, [section]: isDirty })),
    [],
  );
  const blocker = useLeaveGuard(Object.values(dirty).some(Boolean));
  return { report, question: <LeaveConfirm blocker={blocker} /> };
}

type Intent = AccountSubmission['intent'];

/**
 * A section's form: the schema's form, its own submission to the action (with its intent), its unsaved changes
 * reported to the page. `fresh`: the values of the data as loaded now; a form without changes takes them (saved in
 * another tab), one being edited keeps what is typed. `afterSave`: the values once saved (empty for passwords), a
 * constant of the section.
 */
export function useSectionForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  intent: Intent,
  fresh: DefaultValues<z.input<S>>,
  report: DirtyReport | null,
  afterSave?: DefaultValues<z.input<S>>,
) {
  const form = useSchemaForm(schema, fresh);
  const action = useFormAction<Account | null>();
  const result = action.result as AccountResult | undefined;
  const { isDirty } = useFormState({ control: form.control });
  const key = JSON.stringify(fresh);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(key) as DefaultValues<z.input<S>>);
  }, [key, form]);
  useEffect(() => {
    if (result?.ok && afterSave) form.reset(afterSave);
  }, [result, form, afterSave]);
  useEffect(() => report?.(intent, isDirty), [report, intent, isDirty]);
  useEffect(() => () => report?.(intent, false), [report, intent]);
  return { form, busy: action.busy, result, submit: (values: object) => void action.submit({ intent, ...values }) };
}

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
  const { form, busy, result, submit } = useSectionForm(accountDetailsSchema, 'details', detailsOf(account), report);
  return (
    <SettingsSection
      title={pronouns ? 'Name and pronouns' : 'Your name'}
      intro={pronouns ? <p className="muted">Employers see them on your profile.</p> : undefined}
    >
      <Form form={form} onValid={submit} result={result} busy={busy} confirmLeave={false}>
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

/** A new password: the current one first; the other sessions of the account end. */
export function PasswordSection({ report }: { report: DirtyReport }) {
  const { form, busy, result, submit } = useSectionForm(
    passwordChangeFormSchema,
    'password',
    NO_PASSWORDS,
    report,
    NO_PASSWORDS,
  );
  return (
    <SettingsSection
      title="Password"
      intro={<p className="muted">Changing it signs you out on your other devices and browsers.</p>}
    >
      <Form
        form={form}
        onValid={({ currentPassword, password }) => submit({ currentPassword, password })}
        result={result}
        busy={busy}
        confirmLeave={false}
      >
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
