import { useEffect } from 'react';
import type { CompanyPeopleIntent } from './company-people.data';
import type { CompanyEmployer } from '../../api/schemas/company-people';
import { LastAdminDialog } from '../../components/company/LastAdminDialog';
import { SubmitButton, useFormAction } from '../../components/form/Form';
import { Dialog } from '../../components/ui/Dialog';
import { leavesNoAdmin } from '../../domain/company-admins';
import { possessive } from '../../domain/text';

/**
 * Removing an employer from a company, asked first; it closes once the removal went through. The company's last
 * admin is not removed: the dialog says why instead of offering it (the server refuses it too).
 */
export function RemoveEmployerDialog({
  employer,
  company,
  employers,
  onClose,
  onRemoved,
}: {
  employer: CompanyEmployer;
  company: { id: number; name: string };
  employers: readonly CompanyEmployer[];
  onClose: () => void;
  /** The removal went through (the dialog is to close; its opener, the row's button, is gone). */
  onRemoved: () => void;
}) {
  const { submit, busy, result } = useFormAction();
  const done = result?.ok === true;
  useEffect(() => {
    if (done) onRemoved();
  }, [done, onRemoved]);
  const name = `${employer.firstName} ${employer.lastName}`;
  if (leavesNoAdmin(employers, employer.userId, null))
    return <LastAdminDialog title={`Remove ${name}`} onClose={onClose} />;
  const removal: CompanyPeopleIntent = {
    intent: 'remove',
    userId: employer.userId,
    companyId: company.id,
    name,
    companyName: company.name,
  };
  return (
    <Dialog title={`Remove ${name}`} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit(removal, 'delete');
        }}
      >
        <p>
          {name} will no longer post or see {possessive(company.name)} jobs
          {employer.role === 'admin' ? ', nor manage its people' : ''}. The jobs they posted stay.
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Removing…">
            Remove
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
