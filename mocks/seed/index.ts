import { Faker, en } from '@faker-js/faker';
import { buildContentItem, buildFeedback, buildOrganization } from '../builders';
import { clock } from '../clock';
import { recountCompany } from '../companies';
import { clearDb, db, nextId } from '../db';
import { seedAccounts } from './accounts';
import { seedApplicants } from './applicants';
import { applications } from './applications';
import { seedBoosts } from './boosts';
import { seedCandidatePool } from './candidates';
import { companyRecords, drawCompanies, drawMoreCompanies } from './companies';
import { seedContext } from './context';
import { candidateProfiles } from './data/candidates';
import { seedFeedback } from './data/feedback';
import { partners, testimonials } from './data/home-content';
import { legalPages } from './data/legal-pages';
import { pennsylvaniaPages } from './data/pennsylvania';
import { tooltips } from './data/tooltips';
import { countJobs, drawJobs, drawLateJobs } from './jobs';

/**
 * Deterministic demo data: the same seed gives the same data on every machine. Faker runs only here,
 * which the browser loads only when storage holds no data yet (or it was reset).
 *
 * Everything is drawn from one faker, in a fixed order (companies, jobs, then applications, boosts and the
 * candidate pool): a draw added, removed or moved changes every record after it.
 */

export interface SeedOptions {
  seed?: number;
  /**
   * How many jobs are drawn (the catalogue then holds these and the one laid out at its end, data/coverage.ts
   * lateCoverage); companies with jobs scale with it (one for every five jobs, at least 12), and companies without any
   * yet make up COMPANIES_MIN in all.
   */
  size?: number;
}

/** At least this many companies: the admins' list has pages and filters to use (the default size's 60 post jobs). */
export const COMPANIES_MIN = 300;

export async function seed(options: SeedOptions = {}) {
  const { seed: seedValue = 1, size = 300 } = options;
  const faker = new Faker({ locale: [en] });
  faker.seed(seedValue);
  clearDb();
  const ctx = seedContext(faker, clock.now());

  const companySeeds = drawCompanies(ctx, Math.max(12, Math.round(size / 5)));
  const companies = companyRecords(ctx, companySeeds);
  const { jobs, sponsoredIds } = drawJobs(ctx, companySeeds, size);
  countJobs(jobs, companies);

  await db.organizations.create(buildOrganization());
  for (const company of companies) await db.companies.create(company);
  await seedAccounts(ctx);
  for (const [index, [field_name, tooltip]] of tooltips.entries()) {
    await db.contentItems.create(buildContentItem({ id: index + 1, data: { field_name, tooltip } }));
  }
  await db.contentItems.create(
    buildContentItem({
      id: tooltips.length + 1,
      status: 'draft',
      data: { field_name: 'title', tooltip: 'Draft tooltip: not published yet.' },
    }),
  );
  for (const [collection, items] of [
    ['testimonials', testimonials],
    ['partners', partners],
  ] as const)
    for (const data of items)
      await db.contentItems.create(buildContentItem({ id: nextId(db.contentItems), collection, data }));
  for (const [index, [section, title, body]] of pennsylvaniaPages.entries()) {
    const data = { state: 'PA', section, title, body, sort: index + 1 };
    await db.contentItems.create(buildContentItem({ id: nextId(db.contentItems), collection: 'state_pages', data }));
  }
  for (const { daysAgo, ...page } of legalPages) {
    const data = { ...page, date_updated: clock.daysFromNow(-daysAgo) };
    await db.contentItems.create(buildContentItem({ id: nextId(db.contentItems), collection: 'legal_pages', data }));
  }

  for (const [index, { from, hoursAgo, ...sent }] of seedFeedback.entries()) {
    const userId = from === null ? null : (db.users.findFirst((q) => q.where({ email: from }))?.id ?? null);
    await db.feedback.create(
      buildFeedback({ id: index + 1, ...sent, userId, createdDate: clock.hoursFromNow(-hoursAgo) }),
    );
  }

  // Jobs go in with one pending create per record: awaiting each in turn costs a microtask round per record.
  await Promise.all(jobs.map((job) => db.jobs.create(job)));

  for (const profile of candidateProfiles()) await db.candidateProfiles.create(profile);
  for (const application of applications(ctx, jobs)) await db.applications.create(application);
  await seedBoosts(ctx, jobs, sponsoredIds);
  // Scales with the catalogue (100 at the default size): employers' reach (Home/calculate-candidates) counts them.
  // Kept small: every record is read back on each load of the demo, which has a budget.
  await seedCandidatePool(ctx, Math.round(size / 3));

  // Companies that have not posted a job yet, drawn last: every record before stays as it was.
  const newcomers = drawMoreCompanies(ctx, companySeeds, COMPANIES_MIN - companies.length);
  const firstId = companies.length + 1;
  for (const company of companyRecords(ctx, newcomers, { firstId, withoutJobs: true }))
    await db.companies.create(company);

  // The pool's applications, drawn after everything else: every record before stays as it was.
  await seedApplicants(ctx, jobs);
  // And the jobs laid out at the catalogue's end, for the same reason.
  for (const job of drawLateJobs(ctx, companySeeds, jobs.length + 1)) {
    await db.jobs.create(job);
    await recountCompany(job.companyId);
  }
}
