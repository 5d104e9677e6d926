import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../../api';
import { ApiError } from '../../api/http';
import type { JobInput } from '../../api/schemas/employer-job';
import { Field, Options, SelectField, TextAreaField } from '../../components/form/Field';
import { InfoTip } from '../../components/ui/InfoTip';
import { PlaceOptions } from '../../components/job/PlaceOptions';
import { useLoad } from '../../components/ui/useLoad';
import { BENEFIT_FLAGS, benefitFlagLabels } from '../../domain/benefits';
import { DEFAULT_COUNTRIES, MAX_SALARY } from '../../domain/constants';
import { countryName } from '../../domain/countries';
import { JobStatus, RemoteStatus } from '../../domain/enums';
import { listingScore } from '../../domain/job-lifecycle';
import { useFieldHelp } from '../../state/lookups';
import { checkJobForm, formErrors, KEEP_PLACE, type JobFormValues, type JobLocation } from './job-form';

interface JobFormProps {
  initial: JobFormValues;
  companyId: number;
  /** An edited job's own place, kept when it is not one of the listed places. */
  keep?: JobLocation;
  /** Saves the checked job; a 400's field errors come back beside the fields. */
  onSave: (job: JobInput) => Promise<void>;
  /** The label of the review button ('Send for review', or 'Send again for review' for a rejected job). */
  reviewLabel?: string;
}

type Errors = Record<string, string>;

const TODAY = () => new Date().toISOString().slice(0, 10);

/** The listing score of what is typed so far, with hints for what would raise it. */
function ScorePreview({ values }: { values: JobFormValues }) {
  const amount = (s: string) => (s.trim() === '' ? null : 1);
  const { score, hints } = listingScore({
    description: values.description,
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    focusId: values.focusId ? 1 : null,
    yearsOfExperienceId: values.yearsOfExperienceId ? 1 : null,
    expireDate: values.expireDate || null,
    ...values.benefits,
  });
  return (
    <section className="card score-card" aria-labelledby="score-title">
      <h2 id="score-title">Listing score</h2>
      <p className="score-card__value">
        <meter min={0} max={100} low={50} high={80} optimum={100} value={score} aria-label="Listing score" />
        <strong>{score}</strong>/100
      </p>
      {hints.length ? (
        <>
          <p className="muted">Complete postings get more applicants. To raise it:</p>
          <ul className="score-card__hints">
            {hints.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">Everything candidates look for is there.</p>
      )}
    </section>
  );
}

/** The job form of create-job and update-job: every job field, the lookups of Job/options/get, help from the content service. */
export function JobForm({ initial, companyId, keep, onSave, reviewLabel = 'Send for review' }: JobFormProps) {
  const ids = useId();
  const [options, reloadOptions] = useLoad('job-options', () => api.job.getOptions());
  const tips = useFieldHelp();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, the first field in error takes the focus.
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const tip = (field: string, label: string) => (tips[field] ? <InfoTip label={label} text={tips[field] ?? ''} /> : null);

  async function save(status: number) {
    const checked = checkJobForm(values, companyId, status, keep);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(status);
    try {
      await onSave(checked.input);
    } catch (error) {
      // The catalogue has shown its message; field errors of a 400 also go beside their fields.
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length) {
        setErrors(formErrors(error.fieldErrors));
        setAttempt((n) => n + 1);
      }
    } finally {
      setBusy(null);
    }
  }

  if (options.kind === 'loading') {
    return (
      <p role="status" className="muted">
        Loading the form…
      </p>
    );
  }
  if (options.kind === 'failed') {
    return (
      <div className="card empty-state">
        <h2>The form could not be loaded</h2>
        <p className="muted">Its choices (job types, fields, pay periods) did not arrive.</p>
        <button type="button" className="button button--primary" onClick={reloadOptions}>
          Try again
        </button>
      </div>
    );
  }
  const o = options.value;
  const focuses = o.focuses.filter((f) => String(f.jobFieldId) === values.jobFieldId);
  const errorCount = Object.keys(errors).length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(JobStatus.PendingReview);
  };
  const keepLabel = keep ? [keep.city, keep.state, countryName(keep.country)].filter(Boolean).join(', ') : '';
  const group = (legend: string, field: string, children: ReactNode, hint?: string) => (
    <fieldset className={`filter form-group${errors[field] ? ' field--invalid' : ''}`} aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}>
      <legend>{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {children}
      {errors[field] && (
        <p className="field__error" id={`${ids}-${field}-error`}>
          {errors[field]}
        </p>
      )}
    </fieldset>
  );

  return (
    <div className="job-form">
      <form ref={formRef} className="card job-form__main" onSubmit={onSubmit} noValidate aria-describedby={errorCount ? `${ids}-summary` : undefined}>
        {errorCount > 0 && (
          <p className="form-error" role="alert" id={`${ids}-summary`}>
            {errorCount === 1 ? 'Check the field marked below.' : `Check the ${errorCount} fields marked below.`}
          </p>
        )}
        <h2>The job</h2>
        <Field label="Job title" value={values.title} error={errors.title} tip={tip('title', 'Job title')} maxLength={120} onChange={(e) => set('title', e.target.value)} />
        <TextAreaField
          label="Description"
          hint="What the job is, what a day looks like, what you ask for and what you offer."
          value={values.description}
          error={errors.description}
          rows={10}
          onChange={(e) => set('description', e.target.value)}
        />
        <div className="form-row">
          <SelectField label="Job type" value={values.jobType} error={errors.jobType} tip={tip('jobType', 'Job type')} onChange={(e) => set('jobType', e.target.value)}>
            <option value="">Choose…</option>
            <Options items={o.jobTypes} />
          </SelectField>
          <SelectField
            label="Experience"
            value={values.yearsOfExperienceId}
            error={errors.yearsOfExperienceId}
            tip={tip('yearsOfExperienceId', 'Experience')}
            onChange={(e) => set('yearsOfExperienceId', e.target.value)}
          >
            <option value="">Not specified</option>
            <Options items={o.yearsOfExperience} />
          </SelectField>
        </div>
        <div className="form-row">
          <SelectField
            label="Job field"
            value={values.jobFieldId}
            error={errors.jobFieldId}
            tip={tip('jobFieldId', 'Job field')}
            onChange={(e) => {
              const jobFieldId = e.target.value;
              // A focus belongs to one field: a focus of another field is cleared.
              setValues((v) => ({ ...v, jobFieldId, focusId: o.focuses.some((f) => String(f.id) === v.focusId && String(f.jobFieldId) === jobFieldId) ? v.focusId : '' }));
            }}
          >
            <option value="">Choose…</option>
            <Options items={o.jobFields} />
          </SelectField>
          <SelectField
            label="Focus"
            value={values.focusId}
            error={errors.focusId}
            tip={tip('focusId', 'Focus')}
            disabled={!values.jobFieldId}
            onChange={(e) => set('focusId', e.target.value)}
          >
            <option value="">{!values.jobFieldId ? 'Choose a job field first' : focuses.length ? 'Any focus of the field' : 'No focus'}</option>
            <Options items={focuses} />
          </SelectField>
        </div>

        <h2>Where</h2>
        <p className="field__hint form-hint">The town the job is based in (or where its team is, for remote work), and where the work happens.</p>
        <div className="form-row">
          <SelectField label="Based in" value={values.placeId} error={errors.placeId} onChange={(e) => set('placeId', e.target.value)}>
            <option value="">Choose a town…</option>
            {keep && values.placeId === KEEP_PLACE && <option value={KEEP_PLACE}>{keepLabel}</option>}
            <PlaceOptions />
          </SelectField>
          <SelectField
            label="Remote status"
            value={values.remoteStatus}
            error={errors.remoteStatus}
            tip={tip('remoteStatus', 'Remote status')}
            onChange={(e) => set('remoteStatus', e.target.value)}
          >
            <option value="">Choose…</option>
            <Options items={o.remoteStatuses} />
          </SelectField>
        </div>
        {values.remoteStatus === String(RemoteStatus.RemoteInRegion) &&
          group(
            'Applicants can work from',
            'remoteCountries',
            DEFAULT_COUNTRIES.map((code) => (
              <label key={code} className="check">
                <input
                  type="checkbox"
                  checked={values.remoteCountries.includes(code)}
                  aria-invalid={errors.remoteCountries ? true : undefined}
                  onChange={(e) =>
                    set('remoteCountries', e.target.checked ? [...values.remoteCountries, code] : values.remoteCountries.filter((c) => c !== code))
                  }
                />
                {countryName(code)}
              </label>
            )),
          )}

        <h2>Pay</h2>
        <p className="field__hint form-hint">Jobs that show pay get more applicants. Amounts go up to {MAX_SALARY.toLocaleString('en-US')}.</p>
        <div className="form-row form-row--3">
          <Field
            label="Minimum ($)"
            inputMode="decimal"
            value={values.salaryMin}
            error={errors.salaryMin}
            tip={tip('salaryMin', 'Minimum salary')}
            onChange={(e) => set('salaryMin', e.target.value)}
          />
          <Field
            label="Maximum ($)"
            inputMode="decimal"
            value={values.salaryMax}
            error={errors.salaryMax}
            tip={tip('salaryMax', 'Maximum salary')}
            onChange={(e) => set('salaryMax', e.target.value)}
          />
          <SelectField
            label="Paid"
            value={values.salaryCompensationId}
            error={errors.salaryCompensationId}
            tip={tip('salaryCompensationId', 'Pay period')}
            onChange={(e) => set('salaryCompensationId', e.target.value)}
          >
            <option value="">Choose…</option>
            <Options items={o.salaryCompensations} />
          </SelectField>
        </div>

        {group(
          'Benefits',
          'isHousingSubsidized',
          BENEFIT_FLAGS.map((flag) => (
            <label key={flag} className="check">
              <input
                type="checkbox"
                checked={values.benefits[flag]}
                aria-invalid={flag === 'isHousingSubsidized' && errors.isHousingSubsidized ? true : undefined}
                onChange={(e) => set('benefits', { ...values.benefits, [flag]: e.target.checked })}
              />
              {benefitFlagLabels[flag]}
              {tip(flag, benefitFlagLabels[flag])}
            </label>
          )),
        )}

        <h2>Applications</h2>
        <Field
          label="Application deadline"
          type="date"
          min={TODAY()}
          value={values.expireDate}
          error={errors.expireDate}
          tip={tip('expireDate', 'Application deadline')}
          hint="The last day candidates can apply. Leave it empty to keep the job open until it is filled."
          onChange={(e) => set('expireDate', e.target.value)}
        />

        <div className="form-actions">
          <button type="button" className="button" disabled={busy !== null} onClick={() => void save(JobStatus.Draft)}>
            {busy === JobStatus.Draft ? 'Saving…' : 'Save as draft'}
          </button>
          <button type="submit" className="button button--primary" disabled={busy !== null}>
            {busy === JobStatus.PendingReview ? 'Sending…' : reviewLabel}
          </button>
        </div>
        <p className="muted form-note">An admin reviews every job before candidates see it, usually within a day.</p>
      </form>
      <aside className="job-form__side" aria-label="About your posting">
        <ScorePreview values={values} />
      </aside>
    </div>
  );
}

