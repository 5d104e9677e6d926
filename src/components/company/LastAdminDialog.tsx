import { LAST_ADMIN_MESSAGE } from '../../domain/company-admins';
import { Dialog } from '../ui/Dialog';

/**
 * What a removal of a company's last admin opens instead of asking to confirm it: why it cannot be done (the server
 * refuses it too), and Close. The company's own people page and the site admin's use it.
 */
export function LastAdminDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p role="alert">{LAST_ADMIN_MESSAGE}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
