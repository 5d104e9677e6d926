import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { boost as boostClient } from '../../api/back-office-client';
import { ApiError } from '../../api/http';
import { boostInputSchema, cardSchemaAt, type Purchase } from '../../api/schemas/boost';
import { firstIssues } from '../../api/schemas/common';
import { Field, SelectField } from '../../components/form/Field';
import { boostPrice, MAX_BOOST_WEEKS, placements, TEST_CARDS } from '../../domain/boost';
import { formatDate } from '../../domain/dates';
import { AdPlacementType, PaymentStatus } from '../../domain/enums';
import { money, placementLabel, weeksLabel } from '../../domain/boost-text';

type Errors = Record<string, string>;

const today = () => new Date().toISOString().slice(0, 10);
const cardSchema = cardSchemaAt(() => Date.now());

/** Step 1: where and for how long; creates the boost, waiting for its payment. */
function ChooseStep({ jobId, onCreated, onCancel }: { jobId: number; onCreated: (p: Purchase) => void; onCancel: () => void }) {
  const ids = useId();
  const [placement, setPlacement] = useState<AdPlacementType>(AdPlacementType.Sponsored);
  const [weeks, setWeeks] = useState(2);
  const [start, setStart] = useState(today);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = boostInputSchema.safeParse({ jobId, placement, weeks, startDate: start ? `${start}T00:00:00.000Z` : '' });
    if (!parsed.success) {
      setErrors({ ...firstIssues(parsed.error.issues), ...(start ? {} : { startDate: 'Choose the first day' }) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onCreated(await boostClient.create(parsed.data));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="placements">
        <legend>Where to promote it</legend>
        {Object.values(AdPlacementType).map((p) => (
          <div key={p} className="placement">
            <input
              type="radio"
              id={`${ids}-placement-${p}`}
              name={`${ids}-placement`}
              checked={placement === p}
              aria-describedby={`${ids}-placement-${p}-desc`}
              onChange={() => setPlacement(p)}
            />
            <label htmlFor={`${ids}-placement-${p}`} className="placement__text">
              <strong>{placementLabel(p)}</strong> <span className="placement__price">{money(placements[p].pricePerWeek)} a week</span>
            </label>
            <span className="placement__desc" id={`${ids}-placement-${p}-desc`}>
              {placements[p].description}
            </span>
          </div>
        ))}
      </fieldset>
      <div className="form-row">
        <SelectField label="For" value={weeks} error={errors.weeks} onChange={(e) => setWeeks(Number(e.target.value))}>
          {Array.from({ length: MAX_BOOST_WEEKS }, (_, i) => i + 1).map((w) => (
            <option key={w} value={w}>
              {weeksLabel(w)}
            </option>
          ))}
        </SelectField>
        <Field label="Starting" type="date" min={today()} value={start} error={errors.startDate} onChange={(e) => setStart(e.target.value)} />
      </div>
      <p className="boost-total" aria-live="polite">
        Total: <strong>{money(boostPrice(placement, weeks))}</strong> for {weeksLabel(weeks)}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Booking…' : 'Continue to payment'}
        </button>
      </div>
    </form>
  );
}

/** Step 2: the demo's payment step. A declined card says why, keeps what was typed, and leaves the job unboosted. */
function PayStep({ purchase, onPaid, onCancel }: { purchase: Purchase; onPaid: (p: Purchase) => void; onCancel: () => void }) {
  const [card, setCard] = useState({ cardholderName: '', cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(purchase.payment.status === PaymentStatus.PaymentFailed ? purchase.payment.failureReason : null);
  const [busy, setBusy] = useState(false);
  const { boost, payment } = purchase;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cardSchema.safeParse(card);
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const paid = await boostClient.pay(boost.id, parsed.data);
      if (paid.payment.status === PaymentStatus.Succeeded) onPaid(paid);
      else setFailure(paid.payment.failureReason ?? 'The payment did not go through.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };
  const set = (key: keyof typeof card) => (e: { target: { value: string } }) => setCard((c) => ({ ...c, [key]: e.target.value }));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <dl className="facts boost-summary">
        <div>
          <dt>Placement</dt>
          <dd>{placementLabel(boost.placement)}</dd>
        </div>
        <div>
          <dt>Runs</dt>
          <dd>
            {formatDate(boost.startDate)} – {formatDate(boost.endDate)} ({weeksLabel(boost.weeks)})
          </dd>
        </div>
        <div>
          <dt>To pay</dt>
          <dd>
            <strong>{money(payment.amount)}</strong>
          </dd>
        </div>
      </dl>
      {failure && (
        <p className="form-error" role="alert">
          Payment failed: {failure} The job is not boosted. Check the card, or use another one.
        </p>
      )}
      <Field label="Name on the card" autoComplete="cc-name" value={card.cardholderName} error={errors.cardholderName} onChange={set('cardholderName')} />
      <Field
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.cardNumber}
        error={errors.cardNumber}
        hint={`Demo payments: ${TEST_CARDS.accepted} goes through, ${TEST_CARDS.declined} is declined. Nothing is charged.`}
        onChange={set('cardNumber')}
      />
      <div className="form-row">
        <Field label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" value={card.expiry} error={errors.expiry} onChange={set('expiry')} />
        <Field label="Security code" autoComplete="cc-csc" inputMode="numeric" value={card.cvc} error={errors.cvc} onChange={set('cvc')} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          Pay later
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Paying…' : `Pay ${money(payment.amount)}`}
        </button>
      </div>
    </form>
  );
}

/**
 * Boosting a live job from the dashboard: choose the placement, weeks and first day, then pay. A paid boost goes to
 * purchase-confirmation; closing the dialog leaves an unpaid boost waiting for its payment (Pending). Opened with
 * `purchase` (an unpaid boost), it starts at the payment.
 */
export function BoostDialog({ job, purchase: unpaid, onClose }: { job: { id: number; title: string }; purchase?: Purchase; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const [purchase, setPurchase] = useState<Purchase | null>(unpaid ?? null);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal();
  }, []);
  const close = () => dialog.current?.close();

  return (
    <dialog ref={dialog} className="dialog dialog--wide" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{purchase ? `Pay for the boost of “${job.title}”` : `Boost “${job.title}”`}</h2>
      {purchase ? (
        <PayStep
          purchase={purchase}
          onCancel={close}
          onPaid={(paid) => navigate(`/purchase-confirmation?boostId=${paid.boost.id}`)}
        />
      ) : (
        <ChooseStep jobId={job.id} onCreated={setPurchase} onCancel={close} />
      )}
    </dialog>
  );
}
