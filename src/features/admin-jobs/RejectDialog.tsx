import { reviewDecisionSchema, type ReviewDecisionInput, type ReviewJob } from '../../api/schemas/job-review';
import { TextArea } from '../../components/form/fields';
import { Form, SubmitButton, useSchemaForm } from '../../components/form/Form';
import type { ActionResult } from '../../components/route/loaders';
import { Dialog } from '../../components/ui/Dialog';
import { ReviewDecision } from '../../domain/job-lifecycle';

/**
 * The reason of a rejection, asked in a dialog and checked with the API's own schema before it is sent; a refusal
 * of the server lands on the reason (or above it). The page closes the dialog once the job is rejected.
 */
export function RejectDialog({
  job,
  busy,
  result,
  onReject,
  onClose,
}: {
  job: ReviewJob;
  busy: boolean;
  /** The answer to this dialog's last rejection. */
  result: ActionResult<unknown> | undefined;
  onReject: (decision: ReviewDecisionInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useSchemaForm(reviewDecisionSchema, { status: ReviewDecision.Reject, reason: '' });
  return (
    <Dialog title={`Reject “${job.title}”`} onClose={onClose}>
      <Form form={form} onValid={onReject} result={result} busy={busy}>
        <p className="muted">{job.companyName} sees this reason beside the job, and can edit it and send it again.</p>
        <TextArea name="reason" label="Reason" rows={4} hint="What is missing or wrong, in a sentence or two." />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton className="button button--danger" busy={busy} busyLabel="Rejecting…">
            Reject job
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
