import { Link, useSearchParams } from 'react-router-dom';
import { boost } from '../../api/back-office-client';
import { ApiError } from '../../api/http';
import { LoadingPage, ProblemPage } from '../../components/ui/PageState';
import { useLoad } from '../../components/ui/useLoad';
import { formatDate } from '../../domain/dates';
import { PaymentStatus, paymentStatusLabels, type PaymentStatus as PaymentStatusCode } from '../../domain/enums';
import { boostState, money, placementLabel, weeksLabel } from '../../domain/boost-text';

/** purchase-confirmation?boostId=N: the receipt of a boost: what was bought, when it runs, what was paid. */
export default function PurchaseConfirmationPage() {
  const [params] = useSearchParams();
  const id = params.get('boostId') ?? '';
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const [load] = useLoad(id, () => (valid ? boost.get(Number(id)) : Promise.reject(new ApiError('Not found', 'http', 404))));

  if (load.kind === 'loading') return <LoadingPage title="Purchase confirmation" text="Loading your purchase…" />;
  if (load.kind === 'failed') {
    const missing = load.error instanceof ApiError && load.error.status === 404;
    return (
      <ProblemPage
        title={missing ? 'No purchase to show' : 'The purchase could not be loaded'}
        text={missing ? 'This link does not lead to a boost of yours.' : 'Sign in with the account that bought it, then reload the page.'}
        action={{ to: '/profile', label: "Your company's jobs" }}
      />
    );
  }

  const { boost: b, payment, job } = load.value;
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
              <Link to={`/job/${job.id}`}>{job.title}</Link> · {job.companyName}
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
        <Link className="button button--primary" to="/profile">
          Back to your jobs
        </Link>
        <Link className="button" to={`/job/${job.id}`}>
          See the job
        </Link>
      </p>
    </section>
  );
}
