import { useAtomValue } from 'jotai/react';
import { Link } from 'react-router-dom';
import { JOIN_PENDING } from '../../domain/constants';
import { href } from '../../domain/paths';
import { userAtom } from '../../state/session';

/** The company the signed-in user asked to join, as Auth/login names it (null when the server does not say). */
export function usePendingCompany(): string | null {
  return useAtomValue(userAtom)?.pendingJoinRequest?.companyName ?? null;
}

/**
 * The company page of an employer whose join request is pending (`/profile`, the company guard's message): which
 * company was asked, what happens next, what to do meanwhile, and whom to ask to withdraw the request (the API has no
 * call for that: contracts/README.md).
 */
export function PendingJoin() {
  const company = usePendingCompany();
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
        declines the request; once you are in, this page is {asked}&apos;s dashboard and you can post and boost its
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
      <p>
        Basecamp cannot withdraw a request from here yet. Ask {asked}&apos;s admins to decline it, or tell us through{' '}
        <Link to={href('feedback')}>Feedback</Link> (your name, your email and {asked}) and we will withdraw it.
      </p>
    </section>
  );
}
