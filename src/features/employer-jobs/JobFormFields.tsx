import { useId, type ReactNode } from 'react';
import { get, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { KEEP_PLACE, type JobFormValues, type JobLocation } from './job-form';
import type { JobOptions } from '../../api/schemas/job';
import { Options } from '../../components/form/Field';
import { SelectInput, TextArea, TextField } from '../../components/form/fields';
import { PlaceOptions } from '../../components/job/PlaceOptions';
import { BENEFIT_FLAGS, benefitFlagLabels } from '../../domain/benefits';
import { DEFAULT_COUNTRIES, MAX_SALARY } from '../../domain/constants';
import { countryName } from '../../domain/countries';
import { RemoteStatus } from '../../domain/enums/job';
import { places } from '../../domain/places';

/** The fields of the job form, in its sections (they bind to the `<Form>` around them). */

/** The help button of a field, when the content service has help for it. */
export type TipFor = (field: string, label: string) => ReactNode;

const errorOf = (errors: FieldErrors, name: string) => (get(errors, name) as { message?: string } | undefined)?.message;

/** Ticks that answer one question (a fieldset), with the question's error below them. */
function FieldGroup({
  legend,
  name,
  children,
}: {
  legend: string;
  name: string;
  children: (invalid: boolean) => ReactNode;
}) {
  const id = useId();
  const { formState } = useFormContext<JobFormValues>();
  const error = errorOf(formState.errors, name);
  return (
    <fieldset
      className={`filter form-group${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {children(Boolean(error))}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A tick of a group: a flag (`name`), or one value of a list (`name` and `value`). */
function GroupCheck({
  name,
  value,
  invalid,
  children,
}: {
  name: keyof JobFormValues;
  value?: string;
  invalid: boolean;
  children: ReactNode;
}) {
  const { register } = useFormContext<JobFormValues>();
  return (
    <label className="check">
      <input type="checkbox" value={value} aria-invalid={invalid || undefined} {...register(name)} />
      {children}
    </label>
  );
}

/** The job: title, description, type, experience, field and focus (the focuses of the chosen field only). */
export function JobSection({ options, tip }: { options: JobOptions; tip: TipFor }) {
  const { getValues, setValue } = useFormContext<JobFormValues>();
  const jobFieldId = useWatch<JobFormValues, 'jobFieldId'>({ name: 'jobFieldId' });
  const focuses = options.focuses.filter((f) => String(f.jobFieldId) === jobFieldId);
  // A focus belongs to one field: a focus of another field is cleared.
  const keepFocusOf = (field: string) => {
    const focusId = getValues('focusId');
    if (!options.focuses.some((f) => String(f.id) === focusId && String(f.jobFieldId) === field))
      setValue('focusId', '');
  };
  return (
    <>
      <h2>The job</h2>
      <TextField name="title" label="Job title" tip={tip('title', 'Job title')} maxLength={120} />
      <TextArea
        name="description"
        label="Description"
        hint="What the job is, what a day looks like, what you ask for and what you offer."
        rows={10}
      />
      <div className="form-row">
        <SelectInput name="jobType" label="Job type" tip={tip('jobType', 'Job type')}>
          <option value="">Choose…</option>
          <Options items={options.jobTypes} />
        </SelectInput>
        <SelectInput name="yearsOfExperienceId" label="Experience" tip={tip('yearsOfExperienceId', 'Experience')}>
          <option value="">Not specified</option>
          <Options items={options.yearsOfExperience} />
        </SelectInput>
      </div>
      <div className="form-row">
        <SelectInput
          name="jobFieldId"
          label="Job field"
          tip={tip('jobFieldId', 'Job field')}
          rules={{ onChange: (e: { target: { value: string } }) => keepFocusOf(e.target.value) }}
        >
          <option value="">Choose…</option>
          <Options items={options.jobFields} />
        </SelectInput>
        <SelectInput name="focusId" label="Focus" tip={tip('focusId', 'Focus')} disabled={!jobFieldId}>
          <option value="">
            {!jobFieldId ? 'Choose a job field first' : focuses.length ? 'Any focus of the field' : 'No focus'}
          </option>
          <Options items={focuses} />
        </SelectInput>
      </div>
    </>
  );
}

/** Where: the town the job is based in (an edited job's own place kept), remote status, and the countries of remote-in-region work. */
export function WhereSection({
  options,
  tip,
  keep,
}: {
  options: JobOptions;
  tip: TipFor;
  keep?: JobLocation | undefined;
}) {
  const [placeId, remoteStatus] = useWatch<JobFormValues, ['placeId', 'remoteStatus']>({
    name: ['placeId', 'remoteStatus'],
  });
  const keepLabel = keep ? [keep.city, keep.state, countryName(keep.country)].filter(Boolean).join(', ') : '';
  return (
    <>
      <h2>Where</h2>
      <p className="field__hint form-hint">
        The town the job is based in (or where its team is, for remote work), and where the work happens.
      </p>
      <div className="form-row">
        <SelectInput name="placeId" label="Based in">
          <option value="">Choose a town…</option>
          {keep && placeId === KEEP_PLACE && <option value={KEEP_PLACE}>{keepLabel}</option>}
          <PlaceOptions places={places} />
        </SelectInput>
        <SelectInput name="remoteStatus" label="Remote status" tip={tip('remoteStatus', 'Remote status')}>
          <option value="">Choose…</option>
          <Options items={options.remoteStatuses} />
        </SelectInput>
      </div>
      {remoteStatus === String(RemoteStatus.RemoteInRegion) && (
        <FieldGroup legend="Applicants can work from" name="remoteCountries">
          {(invalid) =>
            DEFAULT_COUNTRIES.map((code) => (
              <GroupCheck key={code} name="remoteCountries" value={code} invalid={invalid}>
                {countryName(code)}
              </GroupCheck>
            ))
          }
        </FieldGroup>
      )}
    </>
  );
}

const TODAY = () => new Date().toISOString().slice(0, 10);

/** Pay, benefits and the application deadline. */
export function PaySection({ options, tip }: { options: JobOptions; tip: TipFor }) {
  return (
    <>
      <h2>Pay</h2>
      <p className="field__hint form-hint">
        Jobs that show pay get more applicants. Whole amounts in digits (45000 or 45,000), up to{' '}
        {MAX_SALARY.toLocaleString('en-US')}.
      </p>
      <div className="form-row form-row--3">
        <TextField name="salaryMin" label="Minimum ($)" inputMode="numeric" tip={tip('salaryMin', 'Minimum salary')} />
        <TextField name="salaryMax" label="Maximum ($)" inputMode="numeric" tip={tip('salaryMax', 'Maximum salary')} />
        <SelectInput name="salaryCompensationId" label="Paid" tip={tip('salaryCompensationId', 'Pay period')}>
          <option value="">Choose…</option>
          <Options items={options.salaryCompensations} />
        </SelectInput>
      </div>

      <FieldGroup legend="Benefits" name="isHousingSubsidized">
        {(invalid) =>
          BENEFIT_FLAGS.map((flag) => (
            <GroupCheck key={flag} name={flag} invalid={flag === 'isHousingSubsidized' && invalid}>
              {benefitFlagLabels[flag]}
              {tip(flag, benefitFlagLabels[flag])}
            </GroupCheck>
          ))
        }
      </FieldGroup>

      <h2>Applications</h2>
      <TextField
        name="expireDate"
        label="Application deadline"
        type="date"
        min={TODAY()}
        tip={tip('expireDate', 'Application deadline')}
        hint="The last day candidates can apply. Leave it empty to keep the job open until it is filled."
      />
    </>
  );
}
