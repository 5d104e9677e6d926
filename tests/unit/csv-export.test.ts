import { describe, expect, it } from 'vitest';
import { csvText, exportRows, type CsvColumn } from '../../src/components/list/csv-export';

interface Row {
  id: number;
  name: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Id', cell: (r) => r.id },
  { header: 'Name', cell: (r) => r.name },
];

describe('csvText', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says, after a UTF-8 byte-order mark', async () => {
    const text = await csvText(columns, [
      { id: 1, name: 'Ridge, Rock & "River" Co.' },
      { id: 2, name: 'Two\nLines' },
      { id: 3, name: 'Café Été' },
    ]);
    expect(text).toBe('\uFEFFId,Name\r\n1,"Ridge, Rock & ""River"" Co."\r\n2,"Two\nLines"\r\n3,Café Été');
  });

  it('makes a cell a spreadsheet would run as a formula inert', async () => {
    const names = ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn', 'Plain'];
    const text = await csvText(
      columns,
      names.map((name, i) => ({ id: i + 1, name })),
    );
    expect(text.split('\r\n').slice(1)).toEqual([
      `1,"'=HYPERLINK(""x"")"`,
      "2,'+1",
      "3,'-2",
      "4,'@SUM(A1)",
      "5,'\tTab",
      `6,"'\rReturn"`,
      '7,Plain',
    ]);
  });
});

describe('exportRows', () => {
  const pages = [
    [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
    ],
    [{ id: 3, name: 'C' }],
  ];
  const page = (n: number) => Promise.resolve({ items: pages[n - 1] ?? [], totalCount: 3 });

  it('reads every page and tells its progress', async () => {
    const progress: string[] = [];
    const rows = await exportRows(
      page,
      (done, total) => progress.push(`${done}/${total}`),
      new AbortController().signal,
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(progress).toEqual(['2/3', '3/3']);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const read = exportRows(page, () => controller.abort(new Error('Cancelled')), controller.signal);
    await expect(read).rejects.toThrow('Cancelled');
  });
});
