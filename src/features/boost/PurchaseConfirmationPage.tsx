import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './purchase-confirmation.data';
import { GuardMessagePage, ProblemPage, useRouteProblem } from '../../components/route/RouteProblem';
import { boostState, money, placementLabel, weeksLabel } from '../../domain/boost-text';
import { formatDate } from '../../domain/dates';
import { PaymentStatus, paymentStatusLabels, type PaymentStatus as PaymentStatusCode } from '../../domain/enums/boost';
import { href } from '../../domain/paths';

/** The purchase cannot be shown: no boost of yours behind the link (404), or it could not be loaded. */
export function ErrorBoundary() {
  const problem = useRouteProblem();
  if (problem.kind === 'guard') return <GuardMessagePage message={problem.message} />;
  const missing = problem.kind === 'notFound';
  return (
    <ProblemPage
      title={missing ? 'No purchase to show' : 'The purchase could not be loaded'}
      text={
        missing
          ? 'This link does not lead to a boost of yours.'
          : 'Sign in with the account that bought it, then reload the page.'
      }
      action={{ to: href('profile'), label: "Your company's jobs" }}
      retry={problem.kind === 'failed' ? problem.retry : undefined}
    />
  );
}

/** purchase-confirmation?boostId=N: the receipt of a boost: what was bought, when it runs, what was paid. */
export default function PurchaseConfirmationPage() {
  const { boost: b, payment, job } = useLoaderData<typeof loader>();
  const paid = payment.status === PaymentStatus.Succeeded;
  return (
    <section className="page page--narrow">
      <p className="eyebrow">Purchase confirmation</p>
      <h1>{paid ? 'Your boost is booked' : 'This boost is not paid yet'}</h1>
      <p className="lead" role="status">
        {paid
          ? `“${job.title}” is promoted in ${placementLabel(b.placement)} for ${weeksLabel(b.weeks)}. Candidates see it as sponsored while the boost is active.`
          : `“${job.title}” is not boosted: ${payment.failureReason ?? 'the payment is still to be made.'}`}
      </p>
      <div className="card receipt">
        <dl className="facts">
          <div>
            <dt>Job</dt>
            <dd>
              <Link to={href('job', { id: job.id })}>{job.title}</Link> · {job.companyName}
            </dd>
          </div>
          <div>
            <dt>Placement</dt>
            <dd>{placementLabel(b.placement)}</dd>
          </div>
          <div>
            <dt>Runs</dt>
            <dd>
              {formatDate(b.startDate)} – {formatDate(b.endDate)} ({weeksLabel(b.weeks)})
            </dd>
          </div>
          <div>
            <dt>Boost</dt>
            <dd>{boostState(b)}</dd>
          </div>
          <div>
            <dt>{paid ? 'Paid' : 'To pay'}</dt>
            <dd>
              <strong>{money(payment.amount)}</strong>
              {payment.cardLast4 && ` · card ending ${payment.cardLast4}`}
            </dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              {paymentStatusLabels[payment.status as PaymentStatusCode]} on {formatDate(payment.updatedDate)}
            </dd>
          </div>
        </dl>
      </div>
      <p className="receipt__actions">
        <Link className="button button--primary" to={href('profile')}>
          Back to your jobs
        </Link>
        <Link className="button" to={href('job', { id: job.id })}>
          See the job
        </Link>
      </p>
    </section>
  );
}
