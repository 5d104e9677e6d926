import { useEffect } from 'react';
import type { RespondSubmission } from './matches.data';
import type { MatchingCandidate } from '../../api/schemas/matching';
import { candidateResponseInputSchema } from '../../api/schemas/matching';
import { TextArea } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { Dialog } from '../../components/ui/Dialog';
import { INVITE_MESSAGE } from '../../domain/applicants';
import { CandidateResponseKind } from '../../domain/enums/hiring';

/**
 * An invitation to apply, with its message, checked with the API's own schema (10 to 500 characters) before it is
 * sent; it closes once the invitation went through.
 */
export function InviteDialog({
  candidate,
  jobTitle,
  onSend,
  onClose,
}: {
  candidate: MatchingCandidate;
  jobTitle: string;
  /** The invitation is on its way (its button then goes from the candidate's card: the page moves the focus). */
  onSend: () => void;
  /** Closes it: cancelled, or the invitation went through. */
  onClose: () => void;
}) {
  const { submit, busy, result } = useFormAction();
  const sent = result?.ok === true;
  useEffect(() => {
    if (sent) onClose();
  }, [sent, onClose]);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const form = useSchemaForm(candidateResponseInputSchema, {
    userId: candidate.userId,
    kind: CandidateResponseKind.InvitedToApply,
    message: '',
  });
  return (
    <Dialog title={`Invite ${name} to apply`} onClose={onClose}>
      <Form
        form={form}
        onValid={(values) => {
          onSend();
          return submit({ ...values, intent: 'respond', name } satisfies RespondSubmission);
        }}
        result={result}
        busy={busy}
      >
        <p className="muted">
          {name} gets an email and sees the invitation with “{jobTitle}” under My jobs, where they can apply.
        </p>
        <TextArea
          name="message"
          label="Your message"
          rows={4}
          hint={`Why you think they fit, in ${INVITE_MESSAGE.min} to ${INVITE_MESSAGE.max} characters.`}
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send the invitation
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
