import { useState } from 'react';
import type { PayGroupShown } from '../../api/schemas/pay-insights';

type Column = 'name' | 'jobCount' | 'min' | 'median' | 'max';
type Direction = 'ascending' | 'descending';

interface PayTableProps {
  caption: string;
  /** The heading of the groups' column (Job field, Focus …). */
  groupLabel: string;
  groups: readonly PayGroupShown[];
  money: (amount: number) => string;
  /** An amount in a few characters, shown instead on a phone's width (comp.css). */
  short: (amount: number) => string;
}

const columns: ReadonlyArray<{ key: Column; label?: string; numeric?: true }> = [
  { key: 'name' },
  { key: 'jobCount', label: 'Jobs', numeric: true },
  { key: 'min', label: 'Min', numeric: true },
  { key: 'median', label: 'Median', numeric: true },
  { key: 'max', label: 'Max', numeric: true },
];

/**
 * A chart's figures as a table, sorted by a column's button (the highest median first to begin with, as the chart):
 * a column sorts by text from A, by number from the highest; the same button again turns the order round.
 */
export function PayTable({ caption, groupLabel, groups, money, short }: PayTableProps) {
  const [sort, setSort] = useState<{ column: Column; direction: Direction }>({
    column: 'median',
    direction: 'descending',
  });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const rows = [...groups].sort((a, b) => {
    const { column } = sort;
    const order = column === 'name' ? a.name.localeCompare(b.name) : a[column] - b[column];
    return sign * order || a.name.localeCompare(b.name);
  });
  const choose = (column: Column, numeric: boolean) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: numeric ? 'descending' : 'ascending' },
    );
  return (
    // Fits a phone's width with the amounts in short; scrolls sideways in its card if it still cannot.
    <div className="pay-table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ key, label = groupLabel, numeric }) => {
              const active = sort.column === key;
              return (
                <th key={key} scope="col" aria-sort={active ? sort.direction : undefined} className={numeric && 'num'}>
                  <button type="button" onClick={() => choose(key, Boolean(numeric))}>
                    {label}
                    <span aria-hidden="true" className="pay-table__arrow">
                      {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((group) => (
            <tr key={group.key}>
              <th scope="row">{group.name}</th>
              <td className="num">{group.jobCount}</td>
              {[group.min, group.median, group.max].map((amount, i) => (
                // On a phone the short form shows; a screen reader reads the full one.
                <td key={i} className="num">
                  <span className="pay-table__full">{money(amount)}</span>
                  <span className="pay-table__short" aria-hidden="true">
                    {short(amount)}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
