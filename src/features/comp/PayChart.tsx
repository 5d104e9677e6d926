import { scaleLinear } from 'd3-scale';
import type { PayGroupShown } from '../../api/schemas/pay-insights';

interface PayChartProps {
  groups: readonly PayGroupShown[];
  money: (amount: number) => string;
  /** An amount in a few characters: the axis's. */
  short: (amount: number) => string;
  /** The candidate's wanted pay, marked across the rows. */
  wanted?: number;
}

const pct = (x: number) => `${x.toFixed(2)}%`;

/**
 * One row per group, in the order given (the highest median first): a bar from its min to its max, a tick at its
 * median, the figures under the name (above the bar on narrow screens, beside it on wide ones). Drawn for the eye:
 * its table (PayTable) says the same to a screen reader, so the chart is hidden from it.
 */
export function PayChart({ groups, money, short, wanted }: PayChartProps) {
  const top = Math.max(...groups.map((g) => g.max), wanted ?? 0);
  const x = scaleLinear().domain([0, top]).nice(4).range([0, 100]);
  const ticks = x.ticks(4);
  return (
    <div className="pay-chart" aria-hidden="true">
      {groups.map((group) => (
        <div className="pay-chart__row" key={group.key}>
          <div className="pay-chart__label">
            <span className="pay-chart__name">{group.name}</span>
            <span className="pay-chart__figures">
              {money(group.min)} – {money(group.max)}, median {money(group.median)}
            </span>
          </div>
          <svg className="pay-chart__bar" width="100%" height="20" role="presentation" focusable="false">
            <rect
              className="pay-chart__range"
              x={pct(x(group.min))}
              width={pct(Math.max(x(group.max) - x(group.min), 0.5))}
              y="4"
              height="12"
              rx="3"
            />
            <line className="pay-chart__median" x1={pct(x(group.median))} x2={pct(x(group.median))} y1="0" y2="20" />
            {wanted !== undefined && (
              <line className="pay-chart__wanted" x1={pct(x(wanted))} x2={pct(x(wanted))} y1="0" y2="20" />
            )}
          </svg>
        </div>
      ))}
      <div className="pay-chart__row pay-chart__row--axis">
        <div className="pay-chart__label" />
        <div className="pay-chart__axis">
          {ticks.map((tick) => (
            <span key={tick} style={{ left: pct(x(tick)) }}>
              {short(tick)}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
