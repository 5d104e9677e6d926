import { inertCell, UTF8_BOM } from '../../domain/csv';

/**
 * An export of a list as a CSV file: every page of the list as its filters give it (not only the page shown), the
 * columns in their order, each cell made inert (src/domain/csv.ts), quoted as RFC 4180 says by papaparse (loaded
 * when an export starts, not with the list), with a UTF-8 byte-order mark. Its progress is told page by page, and it
 * stops when its signal aborts.
 */

/** A column: its header, and its cell of a row as text. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => string | number;
}

/** A page of the list: its rows, and how many there are in all. */
export interface CsvPage<T> {
  items: readonly T[];
  totalCount: number;
}

/** The file's text: the header row, then one row per item, every cell inert. */
export async function csvText<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): Promise<string> {
  const { unparse } = await import('papaparse');
  const data = rows.map((row) => columns.map((c) => inertCell(String(c.cell(row)))));
  return UTF8_BOM + unparse({ fields: columns.map((c) => c.header), data }, { newline: '\r\n', quotes: false });
}

/**
 * Reads every page (`page(n, signal)`, from 1) and gives the file's text. `onProgress(done, total)` after each page;
 * an aborted signal rejects with its reason.
 */
export async function exportRows<T>(
  page: (pageNumber: number, signal: AbortSignal) => Promise<CsvPage<T>>,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let n = 1; ; n++) {
    signal.throwIfAborted();
    const { items, totalCount } = await page(n, signal);
    rows.push(...items);
    onProgress(Math.min(rows.length, totalCount), totalCount);
    if (items.length === 0 || rows.length >= totalCount) return rows;
  }
}

/** Hands the text to the browser as a file download. */
export function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
