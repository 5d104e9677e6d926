import { useEffect, useRef, useState } from 'react';
import { adminCompany } from '../../api/admin-company';
import type { Company } from '../../api/schemas/company';
import { COMPANY_PAGE_SIZE_MAX, type CompanyListQuery } from '../../api/schemas/company-list';
import { csvText, download, exportRows, type CsvColumn } from '../../components/list/csv-export';
import { membershipStatusName } from '../../domain/company-list';
import { counted } from '../../domain/text';

/** companies.csv: the spec's columns in its order; dates as ISO 8601 days, the membership status by its name. */
const csvColumns: readonly CsvColumn<Company>[] = [
  { header: 'Id', cell: (c) => c.id },
  { header: 'Name', cell: (c) => c.name },
  { header: 'Created Date', cell: (c) => c.createdDate.slice(0, 10) },
  { header: 'Active Jobs', cell: (c) => c.activeJobsCount },
  { header: 'Pending Review Jobs', cell: (c) => c.pendingReviewJobsCount },
  { header: 'Rejected Jobs', cell: (c) => c.rejectedJobsCount },
  { header: 'Membership Status', cell: (c) => membershipStatusName(c.membershipStatus) },
];

type State =
  { step: 'idle'; said: string } | { step: 'running'; done: number; total: number | null; controller: AbortController };

/**
 * Export: every company the list's filters find (all pages, in the list's sort) as companies.csv, its progress told
 * page by page, and a Cancel that stops it. A failed page has shown its toast (the catalogue's); the status says
 * the file was not written. Leaving the page cancels it.
 */
export function ExportCompanies({ query }: { query: CompanyListQuery }) {
  const [state, setState] = useState<State>({ step: 'idle', said: '' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'running', done: 0, total: null, controller });
    const { pageNumber: _page, pageSize: _size, ...filters } = query;
    try {
      const rows = await exportRows(
        (pageNumber, signal) => adminCompany.list({ ...filters, pageNumber, pageSize: COMPANY_PAGE_SIZE_MAX }, signal),
        (done, total) => setState({ step: 'running', done, total, controller }),
        controller.signal,
      );
      const text = await csvText(csvColumns, rows);
      controller.signal.throwIfAborted();
      download('companies.csv', text);
      setState({ step: 'idle', said: `companies.csv saved, with ${counted(rows.length, 'company', 'companies')}.` });
    } catch {
      const said = controller.signal.aborted ? 'Export cancelled.' : 'The export stopped: companies.csv was not saved.';
      setState({ step: 'idle', said });
    } finally {
      running.current = null;
    }
  };

  // Export stays where it is while a file is being written (marked unavailable, not disabled: the focus stays on
  // it), so the second click of a double click lands on it, not on Cancel.
  return (
    <div className="company-export">
      <button
        type="button"
        className="button"
        aria-disabled={state.step === 'running' || undefined}
        onClick={() => void start()}
      >
        Export CSV
      </button>
      {state.step === 'running' && (
        <>
          <label className="company-export__progress">
            <span className="visually-hidden">Export progress</span>
            <progress max={state.total ?? undefined} value={state.total === null ? undefined : state.done} />
          </label>
          <button type="button" className="button" onClick={() => state.controller.abort()}>
            Cancel export
          </button>
        </>
      )}
      <p role="status" className="company-export__status">
        {state.step === 'running'
          ? state.total === null
            ? 'Exporting companies…'
            : `Exporting companies: ${state.done.toLocaleString('en-US')} of ${state.total.toLocaleString('en-US')}…`
          : state.said}
      </p>
    </div>
  );
}
