import type { LoaderFunctionArgs } from 'react-router-dom';
import { payInsights } from '../../api/pay-insights';
import { profile } from '../../api/profile';
import { payInsightsPageSchema, type PayInsightsQuery } from '../../api/schemas/pay-insights';
import { paramsRecord, parseLenient } from '../../api/schemas/query';
import { searchParamsOf, settle } from '../../components/route/loaders';
import {
  convertPay,
  PAY_PERIOD_DEFAULT,
  periodOfCompensation,
  roundPay,
  type PayPeriod,
} from '../../domain/pay-insights';
import { lookups } from '../../state/lookups';
import { getUser, isCandidate } from '../../state/session';

/** A candidate's wanted pay (the lowest they would take) per the page's period, and as they gave it. */
export interface WantedPay {
  amount: number;
  given: { amount: number; period: PayPeriod };
}

type Salary = { min: number | null; compensationId: number };

/** The profile's pay of the page's period, else its first one, converted: null without a minimum. */
export function wantedPay(salaries: readonly Salary[], period: PayPeriod): WantedPay | null {
  const usable = salaries.flatMap((s) => {
    const from = periodOfCompensation(s.compensationId);
    return s.min !== null && from ? [{ amount: s.min, period: from }] : [];
  });
  const given = usable.find((s) => s.period === period) ?? usable[0];
  if (!given) return null;
  return { amount: roundPay(convertPay(given.amount, given.period, period), period), given };
}

/**
 * comp: the pay insights of the URL's period, country and job field (Job/pay-insights); the job fields to choose
 * from; for a signed-in candidate, their wanted pay per that period (from their profile; its failure leaves it out).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const read = parseLenient(payInsightsPageSchema, paramsRecord(searchParamsOf(request)));
  const options = await lookups.jobOptions().catch(() => null);
  // A field the lookups do not list is left out, as the search does (the API would refuse it).
  const known = options?.jobFields.some((f) => f.id === read.jobFieldId) ?? true;
  const query: PayInsightsQuery = {
    period: read.period ?? PAY_PERIOD_DEFAULT,
    country: read.country,
    jobFieldId: known ? read.jobFieldId : undefined,
  };
  const candidate = isCandidate(getUser());
  const [insights, saved] = await Promise.all([
    payInsights.get(query, request.signal),
    candidate ? settle(profile.get(request.signal)) : null,
  ]);
  const wanted = saved?.ok ? wantedPay(saved.value.salaries, query.period) : null;
  return { query, insights, options, candidate, wanted };
}
