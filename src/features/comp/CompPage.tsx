import { useId } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { loader } from './comp.data';
import { PaySection, type Grouping } from './PaySection';
import { patchParams } from '../../api/schemas/query';
import { Options } from '../../components/form/Field';
import { useListPending } from '../../components/list/ResultList';
import { useDocumentMeta } from '../../components/ui/useDocumentMeta';
import { useUrlParams } from '../../components/ui/useUrlParams';
import { href } from '../../domain/paths';
import { formatPay, formatPayShort, PAY_PERIOD_LABELS, PAY_PERIODS, type PayPeriod } from '../../domain/pay-insights';

const DESCRIPTION =
  'What live outdoor jobs pay per hour, day, week, month or year: the range and the median by job field, focus, ' +
  'job type and state, each from 3 jobs or more.';

const groupings = (country: string): Record<'field' | 'focus' | 'jobType' | 'region', Grouping> => ({
  field: { title: 'By job field', groupLabel: 'Job field', noun: ['job field', 'job fields'] },
  focus: { title: 'By focus', groupLabel: 'Focus', noun: ['focus', 'focuses'] },
  jobType: { title: 'By job type', groupLabel: 'Job type', noun: ['job type', 'job types'] },
  region:
    country === 'CA'
      ? { title: 'By province', groupLabel: 'Province', noun: ['province', 'provinces'] }
      : { title: 'By state', groupLabel: 'State', noun: ['state', 'states'] },
});

const countries = [
  { id: 'US', name: 'United States (US dollars)' },
  { id: 'CA', name: 'Canada (Canadian dollars)' },
];

/**
 * comp (beta access): what the live jobs pay (Job/pay-insights) in the period the URL holds, by job field, focus, job
 * type and state: a chart of ranges and medians, its table, and a sentence each. A signed-in candidate sees where
 * their wanted pay falls. Rules: docs/product.md §4.11.
 */
export default function CompPage() {
  const ids = useId();
  const { query, insights, options, candidate, wanted } = useLoaderData<typeof loader>();
  const [, update] = useUrlParams();
  const pending = useListPending();
  useDocumentMeta('Pay insights', DESCRIPTION);
  const choose = (patch: Record<string, string>) => update((current) => patchParams(current, patch));
  const money = (amount: number) => formatPay(amount, insights.period, insights.currency);
  const short = (amount: number) => formatPayShort(amount, insights.currency);
  const per = `${PAY_PERIOD_LABELS[insights.period].toLowerCase()}`;
  const names = groupings(insights.country);
  const period = (p: PayPeriod) => PAY_PERIOD_LABELS[p].toLowerCase();
  return (
    <section className="page pay-page">
      <h1>Pay insights</h1>
      <p className="muted">
        What the live jobs on the board pay, with the lowest and highest amount offered and the median, by group. A
        figure needs {insights.minJobs} jobs or more behind it. Pay of other periods is converted at 8 hours a day, 40 a
        week and 2,080 a year.
      </p>
      <div className="form-row pay-page__filters">
        <div className="field">
          <label htmlFor={`${ids}-period`}>Pay period</label>
          <select id={`${ids}-period`} value={query.period} onChange={(e) => choose({ period: e.target.value })}>
            {PAY_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PAY_PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-country`}>Country</label>
          <select id={`${ids}-country`} value={insights.country} onChange={(e) => choose({ country: e.target.value })}>
            <Options items={countries} />
          </select>
        </div>
        {options && (
          <div className="field">
            <label htmlFor={`${ids}-field`}>Job field</label>
            <select
              id={`${ids}-field`}
              value={query.jobFieldId ?? ''}
              onChange={(e) => choose({ jobFieldId: e.target.value })}
            >
              <option value="">All job fields</option>
              <Options items={options.jobFields} />
            </select>
          </div>
        )}
      </div>
      <p role="status" aria-busy={pending || undefined} className="pay-page__status">
        {pending
          ? 'Loading the figures…'
          : `${insights.jobCount.toLocaleString('en-US')} ${insights.jobCount === 1 ? 'job' : 'jobs'} with pay, ${per}.`}
      </p>
      {wanted ? (
        <p className="pay-page__wanted">
          <span className="pay-page__wanted-key" aria-hidden="true" /> Your wanted pay: {money(wanted.amount)} {per}
          {wanted.given.period !== insights.period &&
            ` (from your ${formatPay(wanted.given.amount, wanted.given.period, insights.currency)} ${period(wanted.given.period)})`}
          .
        </p>
      ) : (
        candidate && (
          <p className="muted">
            <Link to={href('profileEdit')}>Add the pay you want to your profile</Link> to see where it falls.
          </p>
        )
      )}
      <div className="pay-page__sections" aria-busy={pending || undefined}>
        {(['field', 'focus', 'jobType', 'region'] as const).map((key) => (
          <PaySection
            key={key}
            grouping={names[key]}
            groups={insights.groupings[key].groups}
            withheld={insights.groupings[key].withheld}
            minJobs={insights.minJobs}
            money={money}
            short={short}
            per={per}
            wanted={wanted?.amount}
          />
        ))}
      </div>
    </section>
  );
}
