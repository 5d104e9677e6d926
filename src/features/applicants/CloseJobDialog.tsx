import type { CloseJobSubmission } from './applicants.data';
import { closeJobSchema } from '../../api/schemas/applicants';
import { ChoiceGroup } from '../../components/form/fields';
import { Form, SubmitButton, useSchemaForm } from '../../components/form/Form';
import type { ActionResult } from '../../components/route/loaders';
import { Dialog } from '../../components/ui/Dialog';
import { jobEndingLabels } from '../../domain/job-ending';

const choices = [
  {
    value: 'basecamp',
    label: jobEndingLabels.basecamp,
    description: 'Someone who applied here took the job: the applicant at Received Offer. Everyone else is told.',
  },
  {
    value: 'external',
    label: jobEndingLabels.external,
    description: 'You hired someone found another way. Every applicant is told they were not hired.',
  },
  {
    value: 'none',
    label: jobEndingLabels.none,
    description: 'The job is closed without a hire. Every applicant is told.',
  },
];

/**
 * Closing a job, saying how it ended (docs/hiring.md), with the API's own schema; the server's refusal (no applicant
 * at Received Offer for a role filled through Basecamp) shows above the choices. The page closes it once it went through.
 */
export function CloseJobDialog({
  title,
  busy,
  result,
  onClose,
  onSubmit,
}: {
  title: string;
  busy: boolean;
  result: ActionResult<unknown> | undefined;
  onClose: () => void;
  onSubmit: (close: CloseJobSubmission) => Promise<unknown>;
}) {
  const form = useSchemaForm(closeJobSchema, {});
  return (
    <Dialog title={`Close “${title}”`} onClose={onClose}>
      <Form form={form} onValid={(values) => onSubmit({ intent: 'close', ...values })} result={result} busy={busy}>
        <p className="muted">It leaves the job search, and its applicants keep the stage they reach now.</p>
        <ChoiceGroup name="how" legend="How did it end?" choices={choices} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Closing…">
            Close the job
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
