import type { ProfileIntent } from './profile.data';
import { cardSchemaAt, type Purchase } from '../../api/schemas/boost';
import { TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { TEST_CARDS } from '../../domain/boost';
import { money, placementLabel, weeksLabel } from '../../domain/boost-text';
import { formatDate } from '../../domain/dates';
import { PaymentStatus } from '../../domain/enums/boost';

const cardSchema = cardSchemaAt(() => Date.now());

/** Why the payment of a purchase did not go through, if it did not. */
const failureOf = (purchase: Purchase | null) =>
  purchase?.payment.status === PaymentStatus.PaymentFailed
    ? (purchase.payment.failureReason ?? 'The payment did not go through.')
    : null;

/** An attempt made before this dialog opened, told as a fact: it is history, not an error of what is typed here. */
const lastAttemptOf = ({ payment }: Purchase) =>
  payment.status === PaymentStatus.PaymentFailed
    ? `Declined${payment.cardLast4 ? ` (card ending ${payment.cardLast4})` : ''}`
    : null;

/**
 * Step 2: the demo's payment step (the card checked with the API's own schema). Paid, the route's action goes on to
 * the purchase's confirmation; a declined card says why, keeps what was typed, and leaves the job unboosted.
 */
export function PayStep({ purchase, onCancel }: { purchase: Purchase; onCancel: () => void }) {
  const form = useSchemaForm(cardSchema, { cardholderName: '', cardNumber: '', expiry: '', cvc: '' });
  const paying = useFormAction<Purchase>();
  const { boost, payment } = purchase;
  // The failure of an attempt made here (none while paying, nor after a refusal of the card's fields). Before any
  // attempt there is no failure to show: an earlier one is only the summary's "Last attempt".
  const answer = paying.fetcher.data;
  const failure = paying.busy || !answer?.ok ? null : failureOf(answer.value);
  const lastAttempt = answer === undefined ? lastAttemptOf(purchase) : null;

  return (
    <Form
      form={form}
      className="dialog__frame"
      result={paying.result}
      busy={paying.busy}
      onValid={(card) => paying.submit({ intent: 'payBoost', boostId: boost.id, ...card } satisfies ProfileIntent)}
    >
      <div className="dialog__body">
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
          {lastAttempt && (
            <div>
              <dt>Last attempt</dt>
              <dd>{lastAttempt}</dd>
            </div>
          )}
        </dl>
        {failure && (
          <p className="form-error" role="alert">
            Payment failed: {failure} The job is not boosted. Check the card, or use another one.
          </p>
        )}
        <TextField name="cardholderName" label="Name on the card" autoComplete="cc-name" />
        <TextField
          name="cardNumber"
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          hint={`Demo payments: ${TEST_CARDS.accepted} goes through, ${TEST_CARDS.declined} is declined. Nothing is charged.`}
        />
        <div className="form-row">
          <TextField name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" />
          <TextField name="cvc" label="Security code" autoComplete="cc-csc" inputMode="numeric" />
        </div>
      </div>
      <div className="dialog__footer">
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            Pay later
          </button>
          <SubmitButton busy={paying.busy} busyLabel="Paying…">
            {`Pay ${money(payment.amount)}`}
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
