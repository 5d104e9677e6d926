import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { useRevalidator } from 'react-router-dom';
import { jobFormSchema, type JobFormValues, type JobLocation } from './job-form';
import { JobSection, PaySection, WhereSection, type TipFor } from './JobFormFields';
import { ScorePreview } from './ScorePreview';
import type { JobInput } from '../../api/schemas/employer-job';
import type { JobOptions } from '../../api/schemas/job';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import type { Settled } from '../../components/route/loaders';
import { InfoTip } from '../../components/ui/InfoTip';
import { JobStatus } from '../../domain/enums/job';

interface JobFormProps {
  initial: JobFormValues;
  companyId: number;
  /** An edited job's own place, kept when it is not one of the listed places. */
  keep?: JobLocation;
  /** The choices of Job/options/get, from the route's loader. */
  options: Settled<JobOptions>;
  /** Field help of the content service by field name, from the route's loader. */
  help: Record<string, string>;
  /** The label of the review button ('Send for review', or 'Send again for review' for a job an admin sent back). */
  reviewLabel?: string;
}

/**
 * The job form of create-job and update-job: every job field, the lookups of Job/options/get, help from the content
 * service; saved through the route's action as a draft or for review, as the pressed submit button says.
 */
export function JobForm({ options, ...props }: JobFormProps) {
  if (!options.ok) return <FormUnavailable />;
  return <JobFormReady options={options.value} {...props} />;
}

/** The choices did not arrive: the form cannot be filled in; a retry runs the route's loader again. */
function FormUnavailable() {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== 'idle';
  return (
    <div className="card empty-state">
      <h2>The form could not be loaded</h2>
      <p className="muted">Its choices (job types, fields, pay periods) did not arrive.</p>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy}
        onClick={() => !busy && void revalidator.revalidate()}
      >
        Try again
      </button>
    </div>
  );
}

function JobFormReady({
  initial,
  companyId,
  keep,
  options,
  help,
  reviewLabel = 'Send for review',
}: Omit<JobFormProps, 'options'> & { options: JobOptions }) {
  const schema = useMemo(() => jobFormSchema({ companyId, keep }), [companyId, keep]);
  const form = useSchemaForm(schema, initial);
  const { submit, busy, result } = useFormAction();
  const tip: TipFor = (field, label) => (help[field] ? <InfoTip label={label} text={help[field]} /> : null);
  // The pressed button says how the job is saved; while it saves, that button says so.
  const saving = busy ? form.getValues('status') : null;
  const saveAs = (status: number) => () => form.setValue('status', status);

  return (
    <div className="job-form">
      <Form
        form={form}
        onValid={(job: JobInput) => submit(job)}
        result={result}
        busy={busy}
        keepDraft
        className="card job-form__main"
      >
        <ErrorSummary />
        <JobSection options={options} tip={tip} />
        <WhereSection options={options} tip={tip} keep={keep} />
        <PaySection options={options} tip={tip} />
        <div className="form-actions">
          <SubmitButton
            className="button"
            busy={busy}
            busyLabel={saving === JobStatus.Draft ? 'Saving…' : 'Save as draft'}
            onClick={saveAs(JobStatus.Draft)}
          >
            Save as draft
          </SubmitButton>
          <SubmitButton
            busy={busy}
            busyLabel={saving === JobStatus.PendingReview ? 'Sending…' : reviewLabel}
            onClick={saveAs(JobStatus.PendingReview)}
          >
            {reviewLabel}
          </SubmitButton>
        </div>
        <p className="muted form-note">An admin reviews every job before candidates see it, usually within a day.</p>
      </Form>
      <aside className="job-form__side" aria-label="About your posting">
        <ScorePreview control={form.control} />
      </aside>
    </div>
  );
}

/** How many fields need another look (each says why beside it). */
function ErrorSummary() {
  const { formState } = useFormContext<JobFormValues>();
  const count = Object.keys(formState.errors).filter((name) => name !== 'root').length;
  if (!count) return null;
  return (
    <p className="form-error" role="alert">
      {count === 1 ? 'Check the field marked below.' : `Check the ${count} fields marked below.`}
    </p>
  );
}
