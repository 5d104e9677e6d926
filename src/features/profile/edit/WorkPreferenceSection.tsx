import { memo, useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { JobOptions } from '../../../api/schemas/job';
import { Options } from '../../../components/form/Field';
import { Checkbox, SelectInput, TextField } from '../../../components/form/fields';
import { Form, SubmitButton } from '../../../components/form/Form';
import { CheckboxGroup, EntriesField, PickList } from '../../../components/form/lists';
import { PlaceFields } from '../../../components/form/PlaceFields';
import { BENEFIT_FLAGS, benefitFlagLabels } from '../../../domain/benefits';
import { partAnchor } from '../../../domain/completeness';
import { jobTypeLabels } from '../../../domain/enums/job';
import { places } from '../../../domain/places';
import { workPreferenceFormSchema, workPreferenceValuesOf, type WorkPreferenceValues } from '../profile-form';
import { SectionShell } from './SectionShell';
import { useProfileSection, type SectionProps, sameSectionProps } from './use-section';

const placeOptions = places.map((p) => ({ value: p.id, label: `${p.city}, ${p.region}` }));
const jobTypeOptions = Object.entries(jobTypeLabels).map(([value, label]) => ({ value, label }));
const benefitOptions = BENEFIT_FLAGS.map((flag) => ({ value: flag, label: benefitFlagLabels[flag] }));
const DISTANCES = [25, 50, 100, 250, 500];

/** The pays the candidate looks for: a minimum (and a top) per pay period, or none at all. */
function Salaries({ options }: { options: JobOptions }) {
  const { fields, append, remove } = useFieldArray<WorkPreferenceValues, 'salaries'>({ name: 'salaries' });
  return (
    <fieldset className="choices">
      <legend className="field__label">Pay you are looking for</legend>
      <Checkbox name="isMinimumDisabled" id={partAnchor('salaries')} label="No minimum: I am open to any pay" />
      {fields.map((field, i) => (
        <div key={field.id} className="form-row form-row--3 salary-row">
          <TextField name={`salaries.${i}.min`} label="Minimum ($)" inputMode="numeric" />
          <TextField name={`salaries.${i}.max`} label="Up to ($, optional)" inputMode="numeric" />
          <SelectInput name={`salaries.${i}.compensationId`} label="Per">
            <option value="">Choose…</option>
            <Options items={options.salaryCompensations} />
          </SelectInput>
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              remove(i);
              // The button goes with its row: the focus goes to the first control of the pays.
              document.getElementById(partAnchor('salaries'))?.focus();
            }}
          >
            Remove this pay
          </button>
        </div>
      ))}
      {fields.length < 3 && (
        <button type="button" className="button" onClick={() => append({ min: '', max: '', compensationId: '' })}>
          Add a pay
        </button>
      )}
    </fieldset>
  );
}

/** Work preference: where, how far, job types, pay, leadership, benefits. */
export const WorkPreferenceSection = memo(function WorkPreferenceSection({
  saved,
  options,
  percent,
  parts,
  report,
  onLive,
}: SectionProps & { options: JobOptions }) {
  const { formProps, values, submit, busy } = useProfileSection(workPreferenceFormSchema, 'workPreference', {
    saved,
    valuesOf: workPreferenceValuesOf,
    report,
  });
  useEffect(() => onLive({ section: 'workPreference', values: values as WorkPreferenceValues }), [onLive, values]);
  return (
    <SectionShell id="work-preference" title="Work preference" percent={percent} parts={parts}>
      <Form {...formProps} aria-label="Work preference" onValid={submit}>
        <h3 className="profile-section__sub">Where you live</h3>
        <PlaceFields prefix="currentLocation." optional countryId={partAnchor('currentLocation.country')} />
        <h3 className="profile-section__sub">Where you would work</h3>
        <Checkbox name="isRemoteConsidered" label="I would work remotely" />
        <PickList
          name="locations"
          label="Places you would work"
          id={partAnchor('locations')}
          options={placeOptions}
          hint="Up to 10 places."
        />
        <SelectInput name="maxDistanceMiles" label="How far you would travel or move">
          <option value="">No limit given (50 miles)</option>
          {DISTANCES.map((miles) => (
            <option key={miles} value={miles}>
              Up to {miles} miles
            </option>
          ))}
        </SelectInput>
        <CheckboxGroup name="jobType" legend="Job types" id={partAnchor('jobType')} options={jobTypeOptions} />
        <Salaries options={options} />
        <EntriesField
          name="leaderships"
          label="Leadership"
          id={partAnchor('leaderships')}
          hint="Teams, trips or crews you have led. Press Enter after each."
        />
        <CheckboxGroup
          name="benefits"
          legend="Benefits you want"
          id={partAnchor('benefits')}
          options={benefitOptions}
        />
        <div className="form-actions">
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save work preference
          </SubmitButton>
        </div>
      </Form>
    </SectionShell>
  );
}, sameSectionProps);
