import { useAtomValue } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Applicant, JobPageIntent } from './job-page.data';
import type { JobDetail } from '../../api/schemas/job-candidate';
import { partAnchor } from '../../domain/completeness';
import { formatDate } from '../../domain/dates';
import { ApplicationStatus, appliedByFilterLabels, type AppliedByFilter } from '../../domain/enums/applications';
import { isOpen } from '../../domain/job-posting';
import { href, loginWithReturn } from '../../domain/paths';
import { sentence } from '../../domain/text';
import { betaAtom, isCandidate, userAtom } from '../../state/session';
import { useFormAction } from '../form/Form';
import { Dialog } from '../ui/Dialog';
import { useNow } from '../ui/useNow';

/** Save and apply, for candidates (through the route's action); a way to sign in for visitors. Confirmations are announced. */
export function JobActions({ job, applicant }: { job: JobDetail; applicant: Applicant | null }) {
  const user = useAtomValue(userAtom);
  const beta = useAtomValue(betaAtom);
  const location = useLocation();
  const { submit, busy, result } = useFormAction();
  const [applying, setApplying] = useState(false);
  const [sent, setSent] = useState<JobPageIntent['intent'] | null>(null);
  const now = useNow();
  const open = isOpen(job, now);
  const status = job.myStatus;
  const applied = status?.status === ApplicationStatus.Applied;
  const saved = status?.status === ApplicationStatus.Watching;
  const message = result?.ok && sent ? done[sent](job) : '';
  // Once the application is in, its Apply now button is gone: focus goes to what replaced it, never to the page.
  const appliedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (applied && sent === 'apply') appliedNote.current?.focus();
  }, [applied, sent]);
  // The apply dialog opens on its safe choice, Cancel, whatever comes before it (the link to add a résumé). The
  // dialog's own effect has opened it by now: a child's effects run before its parent's.
  const cancelApply = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (applying) cancelApply.current?.focus();
  }, [applying]);

  if (!user) {
    // Signing in is for beta access: without it, the way to apply is to get early access (launching-soon).
    return (
      <div className="job-actions">
        {open && (
          <Link
            className="button button--primary button--block"
            to={beta ? loginWithReturn(location.pathname + location.search) : href('launchingSoon')}
          >
            {beta ? 'Sign in to apply' : 'Get early access to apply'}
          </Link>
        )}
        <p className="muted">
          {beta
            ? 'Candidates save jobs and apply with their Basecamp profile.'
            : 'Applying opens to early-access members first; browsing is open to all.'}
        </p>
      </div>
    );
  }
  if (!isCandidate(user)) return null;

  const run = (intent: JobPageIntent['intent']) => {
    if (busy) return;
    setSent(intent);
    void submit({ intent, jobId: job.id } satisfies JobPageIntent);
  };

  return (
    <div className="job-actions">
      {applied ? (
        <p className="job-actions__applied" ref={appliedNote} tabIndex={-1}>
          <strong>Applied {status.appliedDate ? `on ${formatDate(status.appliedDate)}` : ''}</strong>
          <span className="badge badge--stage">
            {appliedByFilterLabels[status.stage as AppliedByFilter] ?? 'Applied'}
          </span>
          <Link to={href('recommendedJobs', null, { tab: 'applied' })}>See your applications</Link>
        </p>
      ) : open ? (
        <button
          type="button"
          className="button button--primary button--block"
          aria-disabled={busy}
          onClick={() => !busy && setApplying(true)}
        >
          Apply now
        </button>
      ) : null}
      {!applied && (
        <button
          type="button"
          className="button button--block"
          aria-pressed={saved}
          aria-disabled={busy}
          onClick={() => run(saved ? 'unsave' : 'save')}
        >
          {saved ? '★ Saved' : '☆ Save job'}
        </button>
      )}
      <p role="status" className="job-actions__status">
        {message}
      </p>
      {applying && (
        <Dialog title={`Apply to ${job.title}`} onClose={() => setApplying(false)}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setApplying(false);
              run('apply');
            }}
          >
            <Shared company={job.company.name} resume={applicant?.resume ?? null} />
            <div className="dialog__actions">
              <button type="button" className="button" ref={cancelApply} onClick={() => setApplying(false)}>
                Cancel
              </button>
              <button type="submit" className="button button--primary">
                Send application
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}

/**
 * What the application shares, as it is: the résumé only when the profile has one; without one, it says so and links
 * to the profile's résumé field; when the profile could not be read, it promises nothing about a résumé.
 */
function Shared({ company, resume }: { company: string; resume: boolean | null }) {
  const addResume = `${href('profileEdit')}#${partAnchor('resumeUrl')}`;
  if (resume)
    return <p>{company} will see your Basecamp profile: your experience, skills, résumé and the way to reach you.</p>;
  return (
    <>
      <p>{company} will see your Basecamp profile: your experience, skills and the way to reach you.</p>
      <p className="notice" role="note">
        {resume === false
          ? 'Your profile has no résumé, so none goes with this application. '
          : 'Your profile could not be checked just now: it goes as it is. '}
        <Link to={resume === false ? addResume : href('profileEdit')}>
          {resume === false ? 'Add a résumé to your profile' : 'Check your profile'}
        </Link>{' '}
        first, or send it as it is.
      </p>
    </>
  );
}

/** What each action announces once done. */
const done: Record<JobPageIntent['intent'], (job: JobDetail) => string> = {
  save: () => 'Saved. You will find it under Saved in your jobs.',
  unsave: () => 'Removed from your saved jobs.',
  apply: (job) => sentence(`Application sent to ${job.company.name}`),
};
