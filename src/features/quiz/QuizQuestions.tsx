import { useWatch } from 'react-hook-form';
import type { QuizValues } from './quiz-form';
import type { JobOptions } from '../../api/schemas/job';
import { Options } from '../../components/form/Field';
import { Checkbox, SelectInput, TextField } from '../../components/form/fields';
import { CheckboxGroup } from '../../components/form/lists';
import { PlaceFields } from '../../components/form/PlaceFields';
import { BENEFIT_FLAGS, benefitFlagLabels } from '../../domain/benefits';
import { jobTypeLabels } from '../../domain/enums/job';
import { DEFAULT_MAX_DISTANCE_MILES } from '../../domain/match';

/**
 * The questions of the quiz, one per step: the fields of the form around them (the profile editor's own fields, so an
 * answer here reads the same there), each with its error beside it.
 */

const jobTypeOptions = Object.entries(jobTypeLabels).map(([value, label]) => ({ value, label }));
const benefitOptions = BENEFIT_FLAGS.map((flag) => ({ value: flag, label: benefitFlagLabels[flag] }));
const DISTANCES = [25, 50, 100, 250, 500];

interface Question {
  title: string;
  intro: string;
  Fields: (props: { options: JobOptions }) => React.JSX.Element;
}

/** The job field, then its focuses: the match looks for jobs of these first. */
function WorkFields({ options }: { options: JobOptions }) {
  const field = useWatch<QuizValues, 'jobField'>({ name: 'jobField' });
  const focuses = options.focuses
    .filter((f) => String(f.jobFieldId) === field)
    .map((f) => ({ value: f.id, label: f.name }));
  const fieldName = options.jobFields.find((f) => String(f.id) === field)?.name;
  return (
    <>
      <SelectInput name="jobField" label="Job field">
        <option value="">Choose…</option>
        <Options items={options.jobFields} />
      </SelectInput>
      {fieldName ? (
        <CheckboxGroup name="focus" legend={`Your focus in ${fieldName}`} hint="Tick at least one." options={focuses} />
      ) : (
        <p className="quiz__aside muted">Choose a job field to see the kinds of work in it.</p>
      )}
    </>
  );
}

function JobTypeFields() {
  return (
    <CheckboxGroup
      name="jobType"
      legend="Job types"
      hint="Leave them all unticked if any type will do."
      options={jobTypeOptions}
    />
  );
}

function WhereFields() {
  return (
    <>
      <fieldset className="choices">
        <legend className="field__label">Where you live</legend>
        <p className="field__hint">Jobs are measured from your town. Leave it out to see jobs anywhere.</p>
        <PlaceFields prefix="currentLocation." optional />
      </fieldset>
      <SelectInput name="maxDistanceMiles" label="How far would you travel or move?">
        <option value="">No limit given ({DEFAULT_MAX_DISTANCE_MILES} miles)</option>
        {DISTANCES.map((miles) => (
          <option key={miles} value={miles}>
            Up to {miles} miles
          </option>
        ))}
      </SelectInput>
      <Checkbox name="isRemoteConsidered" label="I would work remotely" />
    </>
  );
}

/** A minimum per pay period, or none at all (its fields step aside, what was typed in them kept). */
function PayFields({ options }: { options: JobOptions }) {
  const noMinimum = useWatch<QuizValues, 'isMinimumDisabled'>({ name: 'isMinimumDisabled' });
  return (
    <>
      {!noMinimum && (
        <div className="form-row quiz__pay">
          <TextField
            name="salaries.0.min"
            label="Lowest pay you would take ($)"
            inputMode="numeric"
            autoComplete="off"
          />
          <SelectInput name="salaries.0.compensationId" label="Pay period">
            <option value="">Choose…</option>
            <Options items={options.salaryCompensations} />
          </SelectInput>
        </div>
      )}
      <Checkbox name="isMinimumDisabled" label="No minimum: I am open to any pay" />
    </>
  );
}

function BenefitFields() {
  return (
    <CheckboxGroup
      name="benefits"
      legend="Benefits you want"
      hint="Tick any that matter to you, or none."
      options={benefitOptions}
    />
  );
}

/** The questions in the order of QUESTIONS (./quiz-form.ts). */
export const questions: readonly Question[] = [
  {
    title: 'What kind of work are you looking for?',
    intro: 'Choose your job field, then what you do in it.',
    Fields: WorkFields,
  },
  {
    title: 'Which job types suit you?',
    intro: 'Full time, seasonal, a contract: tick the ones you would take.',
    Fields: JobTypeFields,
  },
  {
    title: 'Where do you want to work?',
    intro: 'Where you live, how far you would go, and whether remote work suits you.',
    Fields: WhereFields,
  },
  {
    title: 'What pay are you looking for?',
    intro: 'The least you would take, per hour, day, week, month or year. Jobs that pay less rank lower.',
    Fields: PayFields,
  },
  {
    title: 'Which benefits matter to you?',
    intro: 'Housing, relocation, commuting, a visa: what would help you take a job.',
    Fields: BenefitFields,
  },
];
