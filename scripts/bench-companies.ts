import { plainCounts, plainList } from './bench-companies-plain';
import { measure, SMOKE } from './bench-measure';
import { clock } from '../mocks/clock';
import { db, type CompanyRecord } from '../mocks/db';
import { listCompanies, membershipCounts } from '../mocks/queries/company-list';
import { seed } from '../mocks/seed';
import { companyCountsQuerySchema, companyListQuerySchema } from '../src/api/schemas/company-list';
import { paramsRecord } from '../src/api/schemas/query';

/**
 * `npm run bench` (after the job search's): times the admins' company list (the query code of GET
 * admin/Company/get-all and grouped-counts, as the handlers answer) at 5,000 companies beside a plain-array
 * filter/sort/slice of the same data (bench-companies-plain.ts), checks both give the same page, total and counts for
 * every query, and ends with `companies ratio: X`. Budgets: mock mean within 3x the plain mean, and under 16 ms per
 * query; exit code 1 when one fails or results differ.
 */

const NOW = '2026-11-22T12:00:00.000Z';
/** 25,000 jobs: one company for every five, 5,000 companies (smoke: 1,000 jobs, and the seed's least, 300). */
const JOBS = SMOKE ? 1_000 : 25_000;
const COMPANIES = SMOKE ? 300 : 5_000;
const RATIO_BUDGET = 3;
const MS_BUDGET = 16;
const TIME_PER_QUERY_MS = SMOKE ? 20 : 400;
const MIN_ITERATIONS = 10;

const LISTS: ReadonlyArray<readonly [string, string]> = [
  ['newest first', ''],
  ['search', 'search=river'],
  ['membership', 'membershipStatus=2'],
  ['created in a year', 'dateFrom=2025-06-01&dateTo=2026-06-01'],
  ['name, page 3', 'sort=name&order=asc&pageNumber=3'],
  ['active jobs desc', 'sort=activeJobsCount&order=desc'],
  ['all filters', 'search=outfitters&membershipStatus=3&dateFrom=2024-11-01&sort=rejectedJobsCount&pageSize=50'],
];
const COUNTS: ReadonlyArray<readonly [string, string]> = [
  ['counts', ''],
  ['counts, search + dates', 'search=trail&dateFrom=2025-01-01&dateTo=2026-11-22'],
];

const parse = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, raw: string): T => {
  const parsed = schema.safeParse(paramsRecord(new URLSearchParams(raw)));
  if (!parsed.success) throw new Error(`Query ${raw} does not validate`);
  return parsed.data as T;
};

clock.set(NOW);
await seed({ seed: 1, size: JOBS });
const companies = db.companies.all();
if (companies.length !== COMPANIES) {
  console.error(`seed({ size: ${JOBS} }) made ${companies.length} companies, not ${COMPANIES}`);
  process.exit(1);
}
const plain = structuredClone(companies) as CompanyRecord[];

const cases = [
  ...LISTS.map(([name, raw]) => {
    const query = parse(companyListQuerySchema, raw);
    return {
      name,
      mock: () => {
        const page = listCompanies(db.companies.all(), query);
        return { ids: page.items.map((c) => c.id), totalCount: page.totalCount };
      },
      plain: () => plainList(plain, query),
    };
  }),
  ...COUNTS.map(([name, raw]) => {
    const query = parse(companyCountsQuerySchema, raw);
    return {
      name,
      mock: () => membershipCounts(db.companies.all(), query).map((c) => c.count),
      plain: () => plainCounts(plain, query),
    };
  }),
];

let failed = false;
let mockSum = 0;
let plainSum = 0;
console.log(`\n${COMPANIES.toLocaleString('en-US')} companies`);
console.log(`${'query'.padEnd(24)} ${'mock ms'.padStart(9)} ${'plain ms'.padStart(9)} ${'ratio'.padStart(6)}`);
for (const c of cases) {
  const a = JSON.stringify(c.mock());
  const b = JSON.stringify(c.plain());
  if (a !== b) {
    console.error(`FAIL: "${c.name}" differs:\n  mock:  ${a}\n  plain: ${b}`);
    failed = true;
    continue;
  }
  const mock = measure(() => JSON.stringify(c.mock()).length, TIME_PER_QUERY_MS / 2, MIN_ITERATIONS);
  const base = measure(() => JSON.stringify(c.plain()).length, TIME_PER_QUERY_MS / 2, MIN_ITERATIONS);
  mockSum += mock;
  plainSum += base;
  const line = `${c.name.padEnd(24)} ${mock.toFixed(3).padStart(9)} ${base.toFixed(3).padStart(9)}`;
  console.log(`${line} ${(mock / base).toFixed(2).padStart(6)}`);
  if (!SMOKE && mock >= MS_BUDGET) {
    console.error(`FAIL: "${c.name}" takes ${mock.toFixed(3)} ms, not under ${MS_BUDGET} ms`);
    failed = true;
  }
}
const ratio = mockSum / plainSum;
const ratioOk = SMOKE || ratio <= RATIO_BUDGET;
console.log(
  `${ratioOk ? 'ok' : 'FAIL'} companies: mock mean within ${RATIO_BUDGET}x the plain mean (${ratio.toFixed(2)})`,
);
console.log(`companies ratio: ${ratio.toFixed(2)}`);
if (failed || !ratioOk) process.exitCode = 1;
