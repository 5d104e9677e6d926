import { en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { httpAs, seededMockForEachTest } from './seeded-mock';
import { db, type CompanyRecord, type JobRecord } from '../../mocks/db';
import { seed } from '../../mocks/seed';
import { regionalNames } from '../../mocks/seed/data/companies';
import { jobApi } from '../../src/api/job';
import { jobCandidateApi } from '../../src/api/job-candidate';
import { JobStatus, JobType } from '../../src/domain/enums/job';

/**
 * The demo data does not give itself away (issue 21, point 5): company names a stakeholder would believe, descriptions
 * that are not one template, rejection reasons true of their jobs, and the demo candidate's story (recommendations,
 * guiding work near Boulder) full enough to show.
 */

seededMockForEachTest();

/** The words of a name a reader would notice twice ('Mesa Mesa Outfitters'); 'of', 'the', '&' and 'Co.' aside. */
const doubledWords = (name: string) => {
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  const seen = new Set<string>();
  return words.filter((w) => !['of', 'the', 'and', 'co'].includes(w) && (seen.has(w) || !seen.add(w)));
};

/** Faker's English surnames ('Hodkiewicz', 'Wiza'): none belongs in an outdoor company's name. */
const lastNames = en.person!.last_name as unknown as { generic: string[] };
const surnames = new Set(lastNames.generic.map((s) => s.toLowerCase()));

const companies = (): CompanyRecord[] => db.companies.all();
const jobs = (): JobRecord[] => db.jobs.all();

describe('the demo data: company names', () => {
  it('never has a word twice in a name, nor a surname of faker, nor a hyphenated surname', () => {
    expect(companies()).toHaveLength(300);
    // A place's own hyphen (Mont-Tremblant Labs) is no surname's.
    const hyphenatedPlaces = Object.values(regionalNames)
      .flat()
      .filter((n) => n.includes('-'));
    for (const { name } of companies()) {
      expect(doubledWords(name), name).toEqual([]);
      const withoutPlaces = hyphenatedPlaces.reduce((text, place) => text.replace(place, ''), name);
      expect(withoutPlaces, name).not.toMatch(/\b[A-Z][a-z]+-[A-Z][a-z]+\b/);
      const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
      expect(
        words.filter((w) => surnames.has(w)),
        name,
      ).toEqual([]);
    }
  });

  it('keeps to it in a catalogue of 1,000 jobs (200 companies with jobs, 300 in all)', async () => {
    await seed({ size: 1000 });
    const names = companies().map((c) => c.name);
    expect(new Set(names).size).toBe(300);
    expect(names.filter((name) => doubledWords(name).length > 0)).toEqual([]);
  });

  it('puts three guide services on the Front Range, after the demo accounts’ companies', () => {
    expect(companies().map((c) => [c.id, c.name, c.city])).toEqual(
      expect.arrayContaining([
        [4, 'Flatirons Climbing School', 'Boulder'],
        [5, 'Front Range Mountain Guides', 'Denver'],
        [6, 'Estes Valley River Guides', 'Estes Park'],
      ]),
    );
  });
});

describe('the demo data: descriptions', () => {
  it('describes companies in many ways, never as "<name> is a <company type>"', () => {
    const openings = new Set<string>();
    for (const c of companies()) {
      expect(c.description, c.name).not.toMatch(/ is an? (guide service or outfitter|gear or apparel brand)/);
      expect(c.description, c.name).not.toMatch(/hires people who love being outside\.$/);
      const first = c.description.split('. ')[0]!;
      openings.add(
        first
          .replace(c.name, 'NAME')
          .replace(c.city ?? 'CITY', 'CITY')
          .replace(/\d{4}/, 'YEAR'),
      );
    }
    expect(openings.size).toBeGreaterThanOrEqual(15);
  });

  it('words job descriptions more than one way', () => {
    const all = jobs().map((j) => j.description);
    for (const lead of ["What you'll do:", 'The job:', "Day to day, you'll", "You'll need", 'We offer']) {
      expect(all.filter((d) => d.includes(lead)).length, lead).toBeGreaterThan(10);
    }
    expect(all.filter((d) => d.includes(' is hiring ')).length).toBeLessThan(all.length / 2);
  });
});

describe('the demo data: rejected jobs', () => {
  type Job = ReturnType<typeof jobs>[number];
  const noPay = (job: Job) => job.salaryMin === null && job.salaryMax === null;
  /** Every reason an admin may give, with what must be true of the job it is given to. */
  const trueOf: Record<string, (job: Job) => boolean> = {
    'Unpaid internships are not accepted: add what the internship pays.': (j) =>
      noPay(j) && j.jobType === JobType.Internship,
    'Commission-only roles are not accepted on the board: add the base pay.': (j) => noPay(j) && j.jobFieldId === 2,
    'The posting does not say what the job pays: add the pay or a range.': noPay,
    'The housing benefit is ticked, but the description does not say what the housing is or what it costs.': (j) =>
      j.isHousingIncluded || j.isHousingSubsidized,
    'This looks like a duplicate of a job that is already live.': () => true,
    'The posting links to an outside application form that does not load.': () => true,
    'The description is mostly about the company: say what the job involves day to day.': () => true,
  };

  it('give each a reason that agrees with the job', () => {
    const rejected = jobs().filter((j) => j.status === JobStatus.Rejected);
    expect(rejected.length).toBeGreaterThanOrEqual(5);
    for (const job of rejected) {
      expect(Object.keys(trueOf), `job ${job.id}`).toContain(job.rejectReason);
      expect(trueOf[job.rejectReason!]!(job), `job ${job.id}: ${job.rejectReason}`).toBe(true);
    }
  });
});

describe("the demo data: the demo candidate's story", () => {
  it('recommends 10 to 20 jobs to candidate@demo.test (the count beside My jobs)', async () => {
    const { http } = await httpAs('candidate@demo.test');
    const page = await jobCandidateApi(http).recommended({ pageSize: 1 });
    expect(page.totalCount).toBeGreaterThanOrEqual(10);
    expect(page.totalCount).toBeLessThanOrEqual(20);
  });

  it("finds several jobs for 'guide' within 50 miles of Boulder, CO, most of them guiding", async () => {
    const { http } = await httpAs();
    const page = await jobApi(http).search({ keyword: 'guide', lat: 40.015, lng: -105.2705, radius: 50, pageSize: 50 });
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    const titled = page.items.filter((j) => / Guide$|^(Climbing|Alpine|Whitewater Raft) Guide/.test(j.title));
    expect(titled.length).toBeGreaterThanOrEqual(3);
    for (const job of page.items) expect(['Boulder', 'Denver', 'Estes Park']).toContain(job.city);
  });
});
