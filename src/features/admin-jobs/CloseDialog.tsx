import { CLOSE_UNDO_MS } from './decisions';
import type { ReviewJob } from '../../api/schemas/job-review';
import { Dialog } from '../../components/ui/Dialog';

/**
 * Closing a live job is asked first: Cancel comes first and is what Escape does (focus then goes back to Close);
 * Close job holds the close for its undo window (the page sends it after).
 */
export function CloseDialog({
  job,
  onConfirm,
  onCancel,
}: {
  job: ReviewJob;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog title={`Close “${job.title}”?`} onClose={onCancel}>
      <p>
        It leaves the job search and takes no more applications. {job.companyName} cannot edit or reopen it. You can
        undo this for {CLOSE_UNDO_MS / 1000} seconds.
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          Close job
        </button>
      </div>
    </Dialog>
  );
}
