import { reviewDecisionSchema, type ReviewDecisionInput, type ReviewJob } from '../../api/schemas/job-review';
import { TextArea } from '../../components/form/fields';
import { Form, SubmitButton, useSchemaForm } from '../../components/form/Form';
import type { ActionResult } from '../../components/route/loaders';
import { Dialog } from '../../components/ui/Dialog';
import { ReviewDecision } from '../../domain/job-lifecycle';

/** The decisions sent with a reason the employer sees. */
export type ReasonDecision = typeof ReviewDecision.Reject | typeof ReviewDecision.MissingInformation;

/** What each decision's dialog says. */
const wording: Record<
  ReasonDecision,
  { title: string; lead: string; label: string; hint: string; submit: string; busy: string; className: string }
> = {
  [ReviewDecision.Reject]: {
    title: 'Reject',
    lead: 'sees this reason beside the job, and can edit it and send it again.',
    label: 'Reason',
    hint: 'What is missing or wrong, in a sentence or two.',
    submit: 'Reject job',
    busy: 'Rejecting…',
    className: 'button button--danger',
  },
  [ReviewDecision.MissingInformation]: {
    title: 'Ask for information on',
    lead: 'is emailed and sees this beside the job, then edits it and sends it again for review.',
    label: 'What is missing',
    hint: 'What the employer should add or make clear, in a sentence or two.',
    submit: 'Send to the employer',
    busy: 'Sending…',
    className: 'button button--primary',
  },
};

/**
 * The reason of a rejection, or what is missing from a job, asked in a dialog and checked with the API's own schema
 * before it is sent; a refusal of the server lands on the reason (or above it). The page closes the dialog once the
 * job is decided.
 */
export function ReasonDialog({
  job,
  decision,
  busy,
  result,
  onDecide,
  onClose,
}: {
  job: ReviewJob;
  decision: ReasonDecision;
  busy: boolean;
  /** The answer to this dialog's last decision. */
  result: ActionResult<unknown> | undefined;
  onDecide: (decision: ReviewDecisionInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useSchemaForm(reviewDecisionSchema, { status: decision, reason: '' });
  const words = wording[decision];
  return (
    <Dialog title={`${words.title} “${job.title}”`} onClose={onClose}>
      <Form form={form} onValid={onDecide} result={result} busy={busy}>
        <p className="muted">
          {job.companyName} {words.lead}
        </p>
        <TextArea name="reason" label={words.label} rows={4} hint={words.hint} />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton className={words.className} busy={busy} busyLabel={words.busy}>
            {words.submit}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
