import { useAtomValue } from 'jotai/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { JOIN_PENDING } from '../../domain/constants';
import { href } from '../../domain/paths';
import { possessive } from '../../domain/text';
import { userAtom } from '../../state/session';
import { useFormAction } from '../form/Form';

/** The company the signed-in user asked to join, as Auth/login names it (null when the server does not say). */
export function usePendingCompany(): string | null {
  return useAtomValue(userAtom)?.pendingJoinRequest?.companyName ?? null;
}

/** Withdraws the request (create-company's action, which then opens that page; a refusal is the catalogue's toast). */
function Withdraw({ companyId, company }: { companyId: number; company: string }) {
  const withdraw = useFormAction(href('createCompany'));
  return (
    <p>
      <button
        type="button"
        className="button"
        aria-disabled={withdraw.busy}
        onClick={() => void withdraw.submit({ intent: 'withdraw', companyId })}
      >
        {withdraw.busy ? 'Withdrawing…' : `Withdraw my request to join ${company}`}
      </button>
    </p>
  );
}

/**
 * The company page of an employer whose join request is pending (`/profile`, the company guard's message): which
 * company was asked, what happens next, what to do meanwhile, and a way to withdraw the request.
 */
export function PendingJoin() {
  // As the page opened: a withdrawal clears it from the session, and the button's submission must stay mounted until
  // its redirect (to set up a company) is followed.
  const [pending] = useState(useAtomValue(userAtom)?.pendingJoinRequest ?? null);
  const company = pending?.companyName ?? null;
  const asked = company ?? 'the company';
  return (
    <section className="page page--narrow pending-join">
      <p className="eyebrow">Your company</p>
      <h1>{company ? `Waiting to join ${company}` : 'Waiting to join your company'}</h1>
      <p className="notice" role="status">
        {JOIN_PENDING}
      </p>
      <p className="lead">
        You asked to join {company ? <strong>{company}</strong> : 'a company'} on Basecamp. One of its admins accepts or
        declines the request; once you are in, this page is {possessive(asked)} dashboard and you can post and boost its
        jobs.
      </p>
      <h2>Meanwhile</h2>
      <ul className="pending-join__ways">
        <li>
          <Link to={href('jobs')}>Browse the jobs on Basecamp</Link>, to see how others present theirs.
        </li>
        <li>
          <Link to={href('createCompany')}>Set up another company</Link> if you asked the wrong one, or yours is not
          here yet: you become its admin and can post jobs at once.
        </li>
      </ul>
      <h2>Withdrawing the request</h2>
      {pending ? (
        <>
          <p>
            Asked the wrong company, or changed your mind? Withdraw the request: its admins will not see it any more.
          </p>
          <Withdraw companyId={pending.companyId} company={pending.companyName} />
        </>
      ) : (
        <p>Ask {possessive(asked)} admins to decline it: the request then no longer waits.</p>
      )}
    </section>
  );
}
