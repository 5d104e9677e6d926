import { useId } from 'react';
import { PayChart } from './PayChart';
import { PayTable } from './PayTable';
import type { PayGroupShown } from '../../api/schemas/pay-insights';
import { counted } from '../../domain/text';

export interface Grouping {
  title: string;
  /** The table's first column. */
  groupLabel: string;
  /** One group and more (`job field`, `job fields`). */
  noun: [one: string, many: string];
}

interface PaySectionProps {
  grouping: Grouping;
  groups: readonly PayGroupShown[];
  withheld: number;
  minJobs: number;
  money: (amount: number) => string;
  /** An amount in a few characters (the chart's axis, the table on a phone). */
  short: (amount: number) => string;
  /** `per year, in US dollars`. */
  per: string;
  wanted?: number;
}

/** The sentence a person reads first: the best-paying group, or why there is none. */
function summaryOf({ grouping, groups, withheld, minJobs, money, per, wanted }: PaySectionProps): string[] {
  const [one, many] = grouping.noun;
  const [top] = groups;
  const lines = [
    !top
      ? `No ${one} has ${minJobs} jobs with pay or more yet, so no figure is shown.`
      : groups.length === 1
        ? `Only ${top.name} has ${minJobs} jobs with pay or more: a median of ${money(top.median)} ${per}.`
        : `${top.name} pays the most: a median of ${money(top.median)} ${per}, from ${counted(top.jobCount, 'job')}.`,
  ];
  if (wanted !== undefined && groups.length) {
    const above = groups.filter((g) => wanted >= g.median).length;
    lines.push(
      `Your wanted pay, ${money(wanted)}, is at or above the median in ${above} of ${counted(groups.length, one, many)}.`,
    );
  }
  if (withheld)
    lines.push(
      `${counted(withheld, ...grouping.noun)} with fewer than ${minJobs} jobs ${withheld === 1 ? 'is' : 'are'} not shown.`,
    );
  return lines;
}

/** One grouping's figures: its summary, its chart and its table. */
export function PaySection(props: PaySectionProps) {
  const id = useId();
  const { grouping, groups, money, short, per, wanted } = props;
  return (
    <section className="card pay-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{grouping.title}</h2>
      {summaryOf(props).map((line) => (
        <p key={line} className="pay-section__summary">
          {line}
        </p>
      ))}
      {groups.length > 0 && (
        <>
          <PayChart groups={groups} money={money} short={short} wanted={wanted} />
          <PayTable
            caption={`${grouping.title}, ${per}`}
            groupLabel={grouping.groupLabel}
            groups={groups}
            money={money}
            short={short}
          />
        </>
      )}
    </section>
  );
}
