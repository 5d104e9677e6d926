import { SMOKE } from './bench-measure';
import { plainSearch } from './bench-search-plain';
import { sponsoredJobIds } from '../mocks/boosts';
import { clock } from '../mocks/clock';
import { companiesById } from '../mocks/companies';
import { db, type CompanyRecord, type JobRecord } from '../mocks/db';
import { searchJobCards, searchJobs } from '../mocks/queries/jobs';
import { seed } from '../mocks/seed';
import { jobSearchQuerySchema, type JobSearchQuery } from '../src/api/schemas/job-search';
import { paramsRecord } from '../src/api/schemas/query';

/**
 * `npm run bench`: times the mock's job search (the query code of GET Job/search, page mapped to cards as the
 * handler returns it) at 1k, 10k and 50k jobs beside a plain-array filter/sort/slice of the same data
 * (bench-search-plain.ts), checks both give the same page and total for every query, and ends with `ratio@10k: X`
 * (mock mean over plain mean). Budgets: ratio@10k <= 3, mock mean per search at 50k < 16 ms; exit code 1 when one
 * fails or results differ.
 */

const SEED = 1;
const NOW = '2026-11-22T12:00:00.000Z';
const SIZES = SMOKE ? [1_000] : [1_000, 10_000, 50_000];
const RATIO_BUDGET = 3;
const MS_BUDGET_50K = 16;
/** Measuring time per query and size (mock and plain together), and the iteration bounds. */
const TIME_PER_QUERY_MS: Record<number, number> = SMOKE ? { 1_000: 20 } : { 1_000: 250, 10_000: 700, 50_000: 1_200 };
const MIN_ITERATIONS = 10;
const MAX_ITERATIONS = 2_000;
const WARMUP_ITERATIONS = 3;

/** Representative searches, written as the query strings the app sends (validated as the handler does). */
const QUERY_STRINGS: ReadonlyArray<readonly [name: string, query: string]> = [
  ['newest first', ''],
  ['keyword', 'keyword=ski+instructor'],
  ['types + remote', 'jobTypes=1&jobTypes=3&remoteStatuses=2&remoteStatuses=6'],
  ['posted past week', 'datePosted=PastWeek'],
  ['100 mi of Boulder', 'lat=40.015&lng=-105.2705&radius=100'],
  ['salary 50-90k/yr', 'salaryMin=50000&salaryMax=90000&salaryCompensationId=5'],
  ['benefits', 'benefits=isHousingIncluded&benefits=isCommuterBenefits'],
  ['field + focus + exp', 'jobFieldId=1&focusIds=1&focusIds=3&yearsOfExperienceIds=2&yearsOfExperienceIds=3'],
  ['title asc, page 3', 'sort=title&order=asc&pageNumber=3'],
  ['expireDate asc', 'sort=expireDate&order=asc'],
];

const queries = QUERY_STRINGS.map(([name, raw]) => {
  const parsed = jobSearchQuerySchema.safeParse(paramsRecord(new URLSearchParams(raw)));
  if (!parsed.success) {
    console.error(`Query "${name}" (${raw}) does not validate: ${parsed.error.message}`);
    process.exit(1);
  }
  return { name, raw, query: parsed.data };
});

// ---------------------------------------------------------------------------------------------------------------
// Measuring

interface Stats {
  mean: number;
  p95: number;
  iterations: number;
}

const stats = (samples: number[]): Stats => {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, t) => sum + t, 0) / samples.length;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  return { mean, p95, iterations: samples.length };
};

/** Keeps results alive so the engine cannot drop the work. */
let sink = 0;

/** Warm-up, then the two alternate call by call (so both see the same GC and machine noise) until the time is up. */
function measure(runMock: () => number, runPlain: () => number, budgetMs: number): { mock: Stats; plain: Stats } {
  for (let i = 0; i < WARMUP_ITERATIONS; i++) sink += runMock() + runPlain();
  const mock: number[] = [];
  const plain: number[] = [];
  const start = performance.now();
  while (mock.length < MAX_ITERATIONS && (mock.length < MIN_ITERATIONS || performance.now() - start < budgetMs)) {
    let t = performance.now();
    sink += runMock();
    mock.push(performance.now() - t);
    t = performance.now();
    sink += runPlain();
    plain.push(performance.now() - t);
  }
  return { mock: stats(mock), plain: stats(plain) };
}

const ms = (n: number) => n.toFixed(3).padStart(9);
const pad = (s: string, n: number) => s.padEnd(n);

// ---------------------------------------------------------------------------------------------------------------
// The run

clock.set(NOW);
const now = clock.now();
const means = new Map<number, { mock: number; plain: number }>();

for (const size of SIZES) {
  let t = performance.now();
  await seed({ seed: SEED, size });
  const seedMs = performance.now() - t;
  // The seed draws `size` jobs, then lays out the few its coverage rows fix at the catalogue's end.
  const made = db.jobs.all().length;
  if (made < size || made > size + 10) {
    console.error(`seed({ size: ${size} }) made ${made} jobs, not ${size} and the few laid out at the end`);
    process.exit(1);
  }
  // The company map, as the handler builds it (once per size here).
  const companies = companiesById();

  t = performance.now();
  const plainJobs = structuredClone(db.jobs.all()) as JobRecord[];
  const plainCompanies = new Map((structuredClone(db.companies.all()) as CompanyRecord[]).map((c) => [c.id, c]));
  const cloneMs = performance.now() - t;
  console.log(
    `\n${made.toLocaleString('en-US')} jobs: seed ${seedMs.toFixed(0)} ms, plain copy ${cloneMs.toFixed(0)} ms`,
  );

  // As the handler answers: the page as cards, with the jobs sponsored now.
  const runMock = (query: JobSearchQuery) =>
    searchJobCards({ jobs: db.jobs.all(), companies, now }, query, sponsoredJobIds(new Date(now).toISOString()));

  // Same page and total from both, for every query, before any timing.
  const mismatches: string[] = [];
  for (const { name, raw, query } of queries) {
    const mock = runMock(query);
    const mockIds = mock.items.map((card) => card.id);
    const plain = plainSearch(plainJobs, plainCompanies, now, query);
    if (mock.totalCount === plain.totalCount && mockIds.join() === plain.ids.join()) continue;
    // What differs: the whole match lists (the mock asked for everything in one page, for this diagnosis only).
    const everything = { ...query, pageNumber: 1, pageSize: made };
    const mockAll = searchJobs({ jobs: db.jobs.all(), companies, now }, everything).items.map((job) => job.id);
    const plainAll = plainSearch(plainJobs, plainCompanies, now, everything).ids;
    const describe = (id: number) => {
      const job = plainJobs.find((j) => j.id === id)!;
      const company = plainCompanies.get(job.companyId);
      return `#${id} "${job.title}" (${company?.name}, ${job.city} ${job.state}; field ${job.jobFieldId}, focus ${job.focusId})`;
    };
    const plainSet = new Set(plainAll);
    const mockSet = new Set(mockAll);
    const onlyMock = mockAll.filter((id) => !plainSet.has(id));
    const onlyPlain = plainAll.filter((id) => !mockSet.has(id));
    const firstOrderDiff = mockAll.findIndex((id, i) => id !== plainAll[i]);
    mismatches.push(
      [
        `"${name}" (?${raw}) at ${size} jobs: mock total ${mock.totalCount}, plain total ${plain.totalCount}`,
        `    mock page ids:  ${mockIds.join(', ')}`,
        `    plain page ids: ${plain.ids.join(', ')}`,
        ...(onlyMock.length ? [`    ${onlyMock.length} match only in the mock, e.g.`] : []),
        ...onlyMock.slice(0, 5).map((id) => `      ${describe(id)}`),
        ...(onlyPlain.length ? [`    ${onlyPlain.length} match only in the plain search, e.g.`] : []),
        ...onlyPlain.slice(0, 5).map((id) => `      ${describe(id)}`),
        ...(!onlyMock.length && !onlyPlain.length && firstOrderDiff >= 0
          ? [
              `    same matches, different order from position ${firstOrderDiff + 1}:`,
              `      mock:  ${describe(mockAll[firstOrderDiff]!)}`,
              `      plain: ${describe(plainAll[firstOrderDiff]!)}`,
            ]
          : []),
      ].join('\n'),
    );
  }
  if (mismatches.length > 0) {
    console.error(
      `\nFAIL: the mock's search and the plain-array search differ for ${mismatches.length} of ${queries.length} queries:`,
    );
    for (const m of mismatches) console.error(m);
    process.exit(1);
  }

  console.log(
    `${pad('query', 22)} ${'total'.padStart(6)} ${'mock ms'.padStart(9)} ${'p95'.padStart(9)} ${'plain ms'.padStart(9)} ${'p95'.padStart(9)} ${'ratio'.padStart(6)}   runs`,
  );
  let mockSum = 0;
  let plainSum = 0;
  for (const { name, query } of queries) {
    const total = plainSearch(plainJobs, plainCompanies, now, query).totalCount;
    const { mock, plain } = measure(
      () => runMock(query).items.length,
      () => plainSearch(plainJobs, plainCompanies, now, query).ids.length,
      TIME_PER_QUERY_MS[size]!,
    );
    mockSum += mock.mean;
    plainSum += plain.mean;
    console.log(
      `${pad(name, 22)} ${String(total).padStart(6)} ${ms(mock.mean)} ${ms(mock.p95)} ${ms(plain.mean)} ${ms(plain.p95)} ${(mock.mean / plain.mean).toFixed(2).padStart(6)}   ${mock.iterations}`,
    );
  }
  const mean = { mock: mockSum / queries.length, plain: plainSum / queries.length };
  means.set(size, mean);
  console.log(
    `${pad('mean over queries', 22)} ${''.padStart(6)} ${ms(mean.mock)} ${''.padStart(9)} ${ms(mean.plain)} ${''.padStart(9)} ${(mean.mock / mean.plain).toFixed(2).padStart(6)}`,
  );
}

if (sink === -1) console.log('');

console.log('\nmean per search (mock / plain):');
for (const [size, mean] of means)
  console.log(`  ${String(size).padStart(6)} jobs: ${mean.mock.toFixed(3)} ms / ${mean.plain.toFixed(3)} ms`);

if (SMOKE) {
  console.log('smoke: the mock and the plain search agree on every query; time budgets not judged');
  process.exit(0);
}
const at10k = means.get(10_000)!;
const at50k = means.get(50_000)!;
const ratio = at10k.mock / at10k.plain;
const ratioOk = ratio <= RATIO_BUDGET;
const msOk = at50k.mock < MS_BUDGET_50K;
console.log(`${ratioOk ? 'ok' : 'FAIL'} ratio@10k <= ${RATIO_BUDGET} (${ratio.toFixed(2)})`);
console.log(`${msOk ? 'ok' : 'FAIL'} mean per search @50k < ${MS_BUDGET_50K} ms (${at50k.mock.toFixed(3)} ms)`);
console.log(`ratio@10k: ${ratio.toFixed(2)}`);
if (!ratioOk || !msOk) process.exitCode = 1;
