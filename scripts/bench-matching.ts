import { Faker, en } from '@faker-js/faker';
import { plainMatching } from './bench-matching-plain';
import { measure, SMOKE } from './bench-measure';
import { clock } from '../mocks/clock';
import { db, isPosted, type CandidateProfileRecord, type UserRecord } from '../mocks/db';
import { matchNames } from '../mocks/matching';
import { matchingCandidatesOf } from '../mocks/queries/matching-candidates';
import { seed } from '../mocks/seed';
import { seedCandidatePool } from '../mocks/seed/candidates';
import { seedContext } from '../mocks/seed/context';
import { matchingQuerySchema } from '../src/api/schemas/matching';
import { paramsRecord } from '../src/api/schemas/query';
import { ApplicationStatus } from '../src/domain/enums/applications';
import { isLive } from '../src/domain/job-lifecycle';

/**
 * `npm run bench` (after the job search's and the companies'): times the matching candidates of a live job (the query
 * code of GET admin/Job/{id}/matching-candidates, as the handler answers) among 50,000 candidates beside a plain-array
 * filter/map/sort/slice of the same data (bench-matching-plain.ts), checks both find the same page and total, and ends
 * with `matching ratio: X`. Budgets: mock mean within 3x the plain mean, under 16 ms per query. The first request for
 * a job, which scores the profiles that may fit it (the mock keeps those matches while job and profile stay as they
 * are), is printed beside.
 */

const NOW = '2026-11-22T12:00:00.000Z';
const CANDIDATES = SMOKE ? 2_000 : 50_000;
const RATIO_BUDGET = 3;
const MS_BUDGET = 16;
const TIME_PER_QUERY_MS = SMOKE ? 20 : 600;
const MIN_ITERATIONS = 10;

const QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['best first', ''],
  ['within radius', 'radius=WithinRadius'],
  ['within range, page 2', 'range=WithinRange&pageNumber=2'],
];

clock.set(NOW);
await seed({ seed: 1, size: 300 });
const faker = new Faker({ locale: [en] });
faker.seed(7);
await seedCandidatePool(seedContext(faker, clock.now()), CANDIDATES - db.candidateProfiles.all().length);
const profiles = structuredClone(db.candidateProfiles.all()) as CandidateProfileRecord[];
const users = structuredClone(db.users.all()) as UserRecord[];
console.log(`\n${profiles.length.toLocaleString('en-US')} candidates`);
// Jobs of the fields most candidates follow (guiding and trail work), live.
const jobs = db.jobs
  .all()
  .filter((j) => isPosted(j) && isLive(j, NOW) && (j.jobFieldId === 1 || j.jobFieldId === 6))
  .slice(0, 2);

let failed = false;
let mockSum = 0;
let plainSum = 0;
console.log(
  `${'query'.padEnd(34)} ${'found'.padStart(6)} ${'mock ms'.padStart(9)} ${'plain ms'.padStart(9)} ${'ratio'.padStart(6)}`,
);
for (const job of jobs) {
  if (!isPosted(job)) continue;
  // Applicants are those whose application is in status Applied: a saved job is no application (docs/hiring.md).
  const applied = db.applications
    .findMany((q) => q.where({ jobId: job.id }))
    .filter((a) => a.status === ApplicationStatus.Applied)
    .map((a) => a.userId);
  // The first request for a job scores every profile that may fit it; later ones reuse those matches.
  const coldStart = performance.now();
  matchingCandidatesOf(job, {});
  console.log(`${job.title.slice(0, 18)}: first request (cold) ${(performance.now() - coldStart).toFixed(1)} ms`);
  for (const [name, raw] of QUERIES) {
    const query = matchingQuerySchema.parse(paramsRecord(new URLSearchParams(raw)));
    const mock = () => {
      const page = matchingCandidatesOf(job, query);
      return { ids: page.items.map((c) => c.userId), totalCount: page.totalCount };
    };
    const plain = () => plainMatching(job, query, { profiles, users, applied, names: matchNames });
    const a = JSON.stringify(mock());
    const b = JSON.stringify(plain());
    const label = `${job.title.slice(0, 18)}: ${name}`;
    if (a !== b) {
      console.error(`FAIL: "${label}" differs:\n  mock:  ${a}\n  plain: ${b}`);
      failed = true;
      continue;
    }
    const m = measure(() => JSON.stringify(mock()).length, TIME_PER_QUERY_MS / 2, MIN_ITERATIONS);
    const p = measure(() => JSON.stringify(plain()).length, TIME_PER_QUERY_MS / 2, MIN_ITERATIONS);
    mockSum += m;
    plainSum += p;
    const found = String(mock().totalCount);
    console.log(
      `${label.padEnd(34)} ${found.padStart(6)} ${m.toFixed(3).padStart(9)} ${p.toFixed(3).padStart(9)} ${(m / p).toFixed(2).padStart(6)}`,
    );
    if (!SMOKE && m >= MS_BUDGET) {
      console.error(`FAIL: "${label}" takes ${m.toFixed(3)} ms, not under ${MS_BUDGET} ms`);
      failed = true;
    }
  }
}
const ratio = mockSum / plainSum;
const ratioOk = SMOKE || ratio <= RATIO_BUDGET;
console.log(
  `${ratioOk ? 'ok' : 'FAIL'} matching: mock mean within ${RATIO_BUDGET}x the plain mean (${ratio.toFixed(2)})`,
);
console.log(`matching ratio: ${ratio.toFixed(2)}`);
if (failed || !ratioOk) process.exitCode = 1;
