import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { adminCompany, company as companyClient } from '../../api/back-office-client';
import type { CompanySuggestion } from '../../api/schemas/company-profile';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { useLoad } from '../../components/ui/useLoad';
import { JOIN_PENDING } from '../../domain/constants';
import { useAtomValue } from 'jotai/react';
import { markJoinRequested, setPrimaryCompany, userAtom } from '../../state/session';
import { showToast } from '../../state/toasts';
import { CompanyForm, emptyCompanyForm, type CompanyImages } from './CompanyForm';
import type { CompanyDetail } from '../../api/schemas/company-profile';

/** The primary company as the stored user keeps it, from a company's details. */
export const primaryOf = (c: CompanyDetail) => ({ id: c.id, name: c.name, logo: c.logo, city: c.city, country: c.country, state: c.state, website: c.website });

/** Uploads the chosen images of a company: the logo is published to the header as soon as it is in. */
export async function uploadImages(companyId: number, images: CompanyImages) {
  if (images.logo) await companyClient.uploadLogo(images.logo, companyId);
  if (images.cover) await companyClient.uploadCoverImage(images.cover, companyId);
}

/** The term typed, once the typing pauses (a suggestion request per pause, not per key). */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Companies already here with a name like the one typed, each with a way to ask to join it. */
function Suggestions({ term, onJoin, busy }: { term: string; onJoin: (c: CompanySuggestion) => void; busy: boolean }) {
  const settled = useSettled(term.trim());
  const asking = settled.length >= 2;
  const [load] = useLoad(asking ? settled : '', (signal) => (asking ? companyClient.getSuggestions(settled, signal) : Promise.resolve([])));
  const found = load.kind === 'done' ? load.value : [];
  return (
    <section className="suggestions" aria-label="Companies already on Basecamp">
      <p role="status" className="suggestions__status">
        {found.length
          ? `${found.length === 1 ? 'A company' : `${found.length} companies`} with a similar name ${found.length === 1 ? 'is' : 'are'} already on Basecamp. Is yours one of them?`
          : ''}
      </p>
      {found.length > 0 && (
        <ul className="suggestions__list">
          {found.map((c) => (
            <li key={c.id} className="suggestion">
              <CompanyLogo name={c.name} logo={c.logo} size={36} />
              <span className="suggestion__text">
                <strong>{c.name}</strong>
                <span className="muted">
                  {[c.city, c.state].filter(Boolean).join(', ')} · {c.activeJobsCount} {c.activeJobsCount === 1 ? 'open job' : 'open jobs'}
                </span>
              </span>
              <button type="button" className="button" disabled={busy} onClick={() => onJoin(c)}>
                Ask to join <span className="visually-hidden">{c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * create-company (and confirm-email, join-company: the same page): set up a company, or, when it is already here,
 * ask to join it instead of adding it twice. The employer who creates a company becomes its admin.
 */
export default function CreateCompanyPage() {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const joining = useLocation().pathname.endsWith('/join-company');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);

  const join = async (c: CompanySuggestion) => {
    setBusy(true);
    try {
      await adminCompany.sendJoinRequest(c.id);
      markJoinRequested();
      setAsked(c.name);
      showToast('success', `You asked to join ${c.name}. Its admins will let you in.`);
    } catch {
      // The catalogue has said why (already asked, already a member).
    } finally {
      setBusy(false);
    }
  };

  const save = async (input: Parameters<typeof adminCompany.create>[0], images: CompanyImages) => {
    const created = await adminCompany.create(input);
    setPrimaryCompany(primaryOf(created));
    try {
      await uploadImages(created.id, images);
    } catch {
      // The company is set up; the catalogue has said what was wrong with the image, which can be added later.
    }
    showToast('success', `${created.name} is set up. Post your first job!`);
    navigate('/profile');
  };

  return (
    <section className="page page--narrow">
      <h1>{joining ? 'Join your company' : 'Set up your company'}</h1>
      <p className="lead">
        Start with its name. If your company is already on Basecamp, ask to join it; if not, add it: you become its admin and can post jobs at
        once.
      </p>
      {!user ? (
        <div className="card empty-state">
          <p>Sign in with your employer account to set up or join a company.</p>
          <Link className="button button--primary" to={`/login?returnUrl=${encodeURIComponent(joining ? '/join-company' : '/create-company')}`}>
            Sign in
          </Link>
        </div>
      ) : asked ? (
        <div className="card empty-state" role="status">
          <h2>Request sent</h2>
          <p>{`You asked to join ${asked}. ${JOIN_PENDING}`}</p>
          <Link className="button button--primary" to="/jobs">
            Browse jobs meanwhile
          </Link>
        </div>
      ) : (
        <>
          {user.hasPendingJoinRequest && !user.primaryCompany && (
            <p className="notice" role="note">
              {JOIN_PENDING} You can also set up another company.
            </p>
          )}
          <CompanyForm
            initial={emptyCompanyForm()}
            submitLabel="Create company"
            onNameChange={setName}
            nameAside={<Suggestions term={name} onJoin={(c) => void join(c)} busy={busy} />}
            onSave={save}
          />
        </>
      )}
    </section>
  );
}
