import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminCompany, company as companyClient } from '../../api/back-office-client';
import type { CompanyDetail } from '../../api/schemas/company-profile';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { useLoad } from '../../components/ui/useLoad';
import { countryName, stateName } from '../../domain/countries';
import { useAtomValue } from 'jotai/react';
import { setPrimaryCompany, userAtom } from '../../state/session';
import { showToast } from '../../state/toasts';
import { CompanyJobs } from './CompanyJobs';
import { CompanyForm, companyFormOf } from './CompanyForm';
import { primaryOf, uploadImages } from './CreateCompanyPage';

/** "Edit company": the company form in a dialog, filled in from Company/by-id. */
function EditCompany({ company, onSaved, onClose }: { company: CompanyDetail; onSaved: () => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="dialog dialog--wide" aria-labelledby="edit-company-title" onClose={onClose}>
      <h2 id="edit-company-title">Edit {company.name}</h2>
      <CompanyForm
        initial={companyFormOf(company)}
        current={company}
        submitLabel="Save changes"
        onSave={async (input, images) => {
          const updated = await adminCompany.update(company.id, input);
          setPrimaryCompany(primaryOf(updated));
          await uploadImages(updated.id, images).catch(() => undefined);
          showToast('success', `${updated.name} was updated.`);
          onSaved();
          dialog.current?.close();
        }}
      />
      <p className="dialog__actions">
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </p>
    </dialog>
  );
}

/**
 * profile (company guard): the employer's company and its jobs, the employer dashboard (reached from home-employer
 * and the header). The guard makes sure a primary company is set.
 */
export default function ProfilePage() {
  const primary = useAtomValue(userAtom)?.primaryCompany;
  const [load, reload] = useLoad(String(primary?.id), () => (primary ? companyClient.getById(primary.id) : Promise.reject(new Error('no company'))));
  const [editing, setEditing] = useState(false);
  if (!primary) return null;
  const detail = load.kind === 'done' ? load.value : null;
  const shown = { ...primary, ...(detail ?? {}) };
  const place = [shown.city, shown.country === 'US' ? stateName(shown.state) : shown.state, shown.country === 'US' ? null : countryName(shown.country)]
    .filter(Boolean)
    .join(', ');
  const cover = detail?.coverImage && (detail.coverImage.startsWith('data:') || detail.coverImage.startsWith('/')) ? detail.coverImage : null;
  return (
    <section className="page">
      <header className={`company-head card${cover ? ' company-head--cover' : ''}`}>
        {cover && <img className="company-head__cover" src={cover} alt="" />}
        <CompanyLogo name={shown.name} logo={shown.logo} size={72} />
        <div className="company-head__text">
          <p className="eyebrow">Your company</p>
          <h1>{shown.name}</h1>
          <p className="muted">
            {place}
            {shown.website && (
              <>
                {place && ' · '}
                <a href={shown.website} rel="noopener noreferrer" target="_blank">
                  {shown.website.replace(/^https?:\/\//, '')}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
          {detail?.description && <p className="company-head__about">{detail.description}</p>}
        </div>
        <div className="company-head__actions">
          <Link className="button button--primary" to="/create-job">
            Post a job
          </Link>
          {detail && (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Edit company
            </button>
          )}
        </div>
      </header>
      <h2>Your jobs</h2>
      <CompanyJobs companyId={primary.id} />
      {editing && detail && <EditCompany company={detail} onSaved={reload} onClose={() => setEditing(false)} />}
    </section>
  );
}
