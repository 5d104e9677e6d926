import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod/mini';
import { PayStep } from './BoostPayStep';
import type { ProfileIntent } from './profile.data';
import { boostInputSchema, type Purchase } from '../../api/schemas/boost';
import { SelectInput, TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { Dialog } from '../../components/ui/Dialog';
import { boostPrice, MAX_BOOST_WEEKS, placements, SPONSORED_RULE } from '../../domain/boost';
import { money, placementLabel, weeksLabel } from '../../domain/boost-text';
import { AdPlacementType } from '../../domain/enums/boost';

const today = () => new Date().toISOString().slice(0, 10);

/** The choice as the form holds it (the placement and weeks as their controls give them, the first day as a date), checked with the API's boost schema. */
const boostFormSchema = z.pipe(
  z.pipe(
    z.object({
      jobId: z.number(),
      placement: z.string(),
      weeks: z.string(),
      startDate: z.string().check(z.minLength(1, 'Choose the first day')),
    }),
    z.transform((v): z.input<typeof boostInputSchema> => ({
      jobId: v.jobId,
      placement: Number(v.placement),
      weeks: Number(v.weeks),
      startDate: `${v.startDate}T00:00:00.000Z`,
    })),
  ),
  boostInputSchema,
);
type BoostFormValues = z.input<typeof boostFormSchema>;

/** The placements, each with its price a week and what it does. */
function PlacementChoice() {
  const ids = useId();
  const { register } = useFormContext<BoostFormValues>();
  return (
    <fieldset className="placements">
      <legend>Where to promote it</legend>
      <p className="muted placements__rule">{SPONSORED_RULE}</p>
      {Object.values(AdPlacementType).map((p) => (
        <div key={p} className="placement">
          <input
            type="radio"
            id={`${ids}-placement-${p}`}
            value={String(p)}
            aria-describedby={`${ids}-placement-${p}-desc`}
            {...register('placement')}
          />
          <label htmlFor={`${ids}-placement-${p}`} className="placement__text">
            <strong>{placementLabel(p)}</strong>{' '}
            <span className="placement__price">{money(placements[p].pricePerWeek)} a week</span>
          </label>
          <span className="placement__desc" id={`${ids}-placement-${p}-desc`}>
            {placements[p].description}
          </span>
        </div>
      ))}
    </fieldset>
  );
}

/** The price of what is chosen, announced as it changes. */
function Total() {
  const { watch } = useFormContext<BoostFormValues>();
  const weeks = Number(watch('weeks'));
  return (
    <p className="boost-total" aria-live="polite">
      Total: <strong>{money(boostPrice(Number(watch('placement')) as AdPlacementType, weeks))}</strong> for{' '}
      {weeksLabel(weeks)}
    </p>
  );
}

/** Step 1: where and for how long; books the boost, waiting for its payment (through the route's action). */
function ChooseStep({
  jobId,
  booking,
  onCancel,
}: {
  jobId: number;
  booking: ReturnType<typeof useFormAction<Purchase>>;
  onCancel: () => void;
}) {
  // Listing first: Sponsored costs twice as much and adds nothing over it yet (its description says so).
  const form = useSchemaForm(boostFormSchema, {
    jobId,
    placement: String(AdPlacementType.Listing),
    weeks: '2',
    startDate: today(),
  });
  return (
    <Form
      form={form}
      className="dialog__frame"
      result={booking.result}
      busy={booking.busy}
      onValid={(boost) => booking.submit({ intent: 'createBoost', ...boost } satisfies ProfileIntent)}
    >
      <div className="dialog__body">
        <PlacementChoice />
        <div className="form-row">
          <SelectInput name="weeks" label="For">
            {Array.from({ length: MAX_BOOST_WEEKS }, (_, i) => i + 1).map((w) => (
              <option key={w} value={w}>
                {weeksLabel(w)}
              </option>
            ))}
          </SelectInput>
          <TextField name="startDate" label="Starting" type="date" min={today()} />
        </div>
      </div>
      {/* The price and the way on stay in view under the choices, however short the window. */}
      <div className="dialog__footer">
        <Total />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <SubmitButton busy={booking.busy} busyLabel="Booking…">
            Continue to payment
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}

/**
 * Boosting a live job from the dashboard: choose the placement, weeks and first day, then pay. A paid boost goes to
 * purchase-confirmation; closing the dialog leaves an unpaid boost waiting for its payment (Pending). Opened with
 * `purchase` (an unpaid boost), it starts at the payment.
 */
export function BoostDialog({
  job,
  purchase: unpaid,
  onClose,
}: {
  job: { id: number; title: string };
  purchase?: Purchase | undefined;
  onClose: () => void;
}) {
  const booking = useFormAction<Purchase>();
  const booked = booking.fetcher.data?.ok ? booking.fetcher.data.value : undefined;
  const purchase = booked ?? unpaid;
  return (
    <Dialog
      wide
      className="dialog--framed dialog--boost"
      title={purchase ? `Pay for the boost of “${job.title}”` : `Boost “${job.title}”`}
      onClose={onClose}
    >
      {purchase ? (
        <PayStep purchase={purchase} onCancel={onClose} />
      ) : (
        <ChooseStep jobId={job.id} booking={booking} onCancel={onClose} />
      )}
    </Dialog>
  );
}
