import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { db, type JobRecord } from '../../mocks/db';
import { server } from '../../mocks/node';
import { seed } from '../../mocks/seed';
import { ApplicationStatus, JobStatus, RemoteStatus } from '../../src/domain/enums';
import { expectStatus, expectToast, fastUser, isListed, jobWhere, listedJobs, NOW } from './data';
import { renderApp, signInAs } from './render';

const CANDIDATE_ID = 1;
const perPeriod: Record<number, string> = { 1: 'per hour', 2: 'per day', 3: 'per week', 4: 'per month', 5: 'per year' };
const jobTypeNames: Record<number, string> = {
  1: 'Full-time',
  2: 'Part-time',
  3: 'Freelance',
  4: 'Seasonal part-time',
  5: 'Internship',
  7: 'Seasonal full-time',
};
const benefitNames = {
  isHousingIncluded: 'Housing included',
  isHousingSubsidized: 'Housing subsidized',
  isRelocationStipend: 'Relocation assistance',
  isCommuterBenefits: 'Commuter benefits',
  isHQPosition: 'Visa sponsorship',
} as const;
const benefitFlags = Object.keys(benefitNames) as Array<keyof typeof benefitNames>;
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
/** 'Nov 22, 2026' (the page's dates are shown in UTC). */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const companyOf = (job: JobRecord) => db.companies.findFirst((q) => q.where({ id: job.companyId }))!;
const candidateHas = (job: JobRecord) => db.applications.findFirst((q) => q.where({ userId: CANDIDATE_ID, jobId: job.id }));

/** A listed job the candidate has neither saved nor applied to. */
const freshJob = (test: (job: JobRecord) => boolean = () => true) => {
  const job = listedJobs().find((j) => !candidateHas(j) && test(j));
  if (!job) throw new Error('No fresh job');
  return job;
};

/** The value of a fact of the job's fact list ('Job type' → 'Full-time'). */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const jsonLd = () => {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent!) as Record<string, unknown>) : null;
};

async function openJob(job: JobRecord) {
  const view = renderApp(`/job/${job.id}`);
  await screen.findByRole('heading', { name: job.title, level: 1 });
  return view;
}

/** Every request that reached the mock in this test, as `METHOD pathname`. */
const requests: string[] = [];
const record = ({ request }: { request: Request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`);
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

describe('job/:id: the facts', () => {
  it('shows every fact of the job and the company card', async () => {
    const job = jobWhere(
      (j) =>
        isListed(j) &&
        j.remoteStatus === RemoteStatus.RemoteInRegion &&
        j.salaryMin !== null &&
        j.salaryMax !== null &&
        j.salaryCompensationId === 5 &&
        j.yearsOfExperienceId !== null,
    );
    const company = companyOf(job);
    await openJob(job);

    expect(fact('Job type')).toBe(jobTypeNames[job.jobType]);
    expect(fact('Remote')).toBe('Remote in region');
    expect(fact('Applicants from')).toBe(job.remoteCountries.join(', '));
    expect(fact('Pay')).toBe(`${usd(job.salaryMin!)} – ${usd(job.salaryMax!)} per year`);
    expect(fact('Location')).toBe(job.country === 'US' ? `${job.city}, ${job.state}` : `${job.city}, ${job.state}, Canada`);
    expect(fact('Posted')).toBe(day(job.publishedDate!));
    expect(fact('Apply by')).toBe(day(job.expireDate!));
    expect(fact('Experience')).not.toBe('Not specified');
    expect(fact('Status')).toBe('Taking applications');
    expect(fact('Listing score')).toBe(`${job.score}/100`);
    expect(screen.getByText(`${company.name} · ${fact('Location')}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the job', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(job.description.split('\n\n')[0]!)).toBeInTheDocument();

    const card = screen.getByRole('region', { name: company.name });
    const openJobs = db.jobs.all().filter((j) => j.companyId === company.id && j.status === JobStatus.Active).length;
    expect(within(card).getByText(new RegExp(`· ${openJobs} open jobs?$`))).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Company page' })).toHaveAttribute('href', `/brand/${company.path}`);
    // (dom-accessibility-api drops the space a browser keeps before the visually hidden text)
    const website = within(card).getByRole('link', { name: /^Website ?\(opens in a new tab\)$/ });
    expect(website).toHaveAttribute('href', company.website);
    expect(website).toHaveAttribute('target', '_blank');
  });

  type PayCase = [shape: string, fits: (job: JobRecord) => boolean, shown: (job: JobRecord) => string];
  it.each<PayCase>([
    [
      'a minimum only',
      (j) => j.salaryMin !== null && j.salaryMax === null,
      (j) => `From ${usd(j.salaryMin!)} ${perPeriod[j.salaryCompensationId!]}`,
    ],
    [
      'a maximum only',
      (j) => j.salaryMin === null && j.salaryMax !== null,
      (j) => `Up to ${usd(j.salaryMax!)} ${perPeriod[j.salaryCompensationId!]}`,
    ],
    [
      'a yearly range',
      (j) => j.salaryMin !== null && j.salaryMax !== null && j.salaryCompensationId === 5,
      (j) => `${usd(j.salaryMin!)} – ${usd(j.salaryMax!)} per year`,
    ],
    ['no pay', (j) => j.salaryMin === null && j.salaryMax === null, () => 'N/A'],
  ])('pay with %s reads as section 9 formats it', async (_, shape, expected) => {
    const job = jobWhere((j) => isListed(j) && shape(j));
    await openJob(job);
    expect(fact('Pay')).toBe(expected(job));
    // Under the title, and in the facts.
    expect(screen.getAllByText(expected(job))).toHaveLength(2);
  });

  it('lists the benefits by their labels, and says when there are none', async () => {
    const withBenefits = jobWhere((j) => isListed(j) && benefitFlags.filter((f) => j[f]).length >= 2);
    const view = await openJob(withBenefits);
    const list = screen.getByRole('heading', { name: 'Benefits', level: 2 }).nextElementSibling as HTMLElement;
    const expected = benefitFlags.filter((f) => withBenefits[f]).map((f) => benefitNames[f]);
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected);
    view.unmount();

    const without = jobWhere((j) => isListed(j) && benefitFlags.every((f) => !j[f]));
    await openJob(without);
    expect(screen.getByText('No extra benefits listed.')).toBeInTheDocument();
  });
});

describe('job/:id: title, description and JobPosting markup', () => {
  it('sets the page title and a meta description of at most 150 characters', async () => {
    const job = listedJobs()[0]!;
    await openJob(job);
    await waitFor(() => expect(document.title).toBe(`Basecamp - ${job.title}`));
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(150);
    expect(job.description.replace(/\s+/g, ' ').startsWith(description.replace(/…$/, ''))).toBe(true);
  });

  it('an active onsite job has JobPosting markup with its place', async () => {
    const job = jobWhere((j) => isListed(j) && j.remoteStatus === RemoteStatus.Onsite && j.expireDate !== null);
    await openJob(job);
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    expect(jsonLd()).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      datePosted: job.publishedDate,
      validThrough: job.expireDate,
      hiringOrganization: { name: companyOf(job).name },
      jobLocation: { address: { addressLocality: job.city, addressCountry: job.country } },
    });
    expect(jsonLd()).not.toHaveProperty('jobLocationType');
  });

  it('a remote-globally job is TELECOMMUTE, open to applicants from the countries served', async () => {
    const job = jobWhere((j) => isListed(j) && j.remoteStatus === RemoteStatus.RemoteGlobally);
    await openJob(job);
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    expect(jsonLd()).toMatchObject({
      title: job.title,
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'US' },
        { '@type': 'Country', name: 'CA' },
      ],
    });
    expect(jsonLd()).not.toHaveProperty('jobLocation');
  });

  it("a remote-in-region job is TELECOMMUTE, open to applicants from the job's countries", async () => {
    const job = jobWhere(
      (j) => isListed(j) && j.remoteStatus === RemoteStatus.RemoteInRegion && j.remoteCountries.length === 1,
    );
    await openJob(job);
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    expect(jsonLd()).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: job.remoteCountries[0] }],
    });
  });

  it('an Application Closed job has no markup and says it takes no applications', async () => {
    const job = jobWhere((j) => j.status === JobStatus.ApplicationClosed);
    await openJob(job);
    await waitFor(() => expect(document.title).toBe(`Basecamp - ${job.title}`));
    expect(jsonLd()).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('This job no longer takes applications.');
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
  });
});

describe('job/:id: who can do what', () => {
  it('a visitor is offered to sign in to apply, and comes back to the job', async () => {
    const user = fastUser();
    const job = freshJob();
    const view = await openJob(job);
    const signIn = screen.getByRole('link', { name: 'Sign in to apply' });
    expect(signIn).toHaveAttribute('href', `/login?returnUrl=${encodeURIComponent(`/job/${job.id}`)}`);
    expect(screen.queryByRole('button', { name: /Save job/ })).not.toBeInTheDocument();

    await user.click(signIn);
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await user.type(screen.getByLabelText('Email'), 'candidate@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: job.title, level: 1 });
    expect(view.path()).toBe(`/job/${job.id}`);
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
  });

  it('a candidate saves a job, and can unsave it', async () => {
    const user = fastUser();
    const job = freshJob();
    await signInAs('candidate@demo.test');
    await openJob(job);

    const save = screen.getByRole('button', { name: '☆ Save job' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const saved = await screen.findByRole('button', { name: '★ Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expectStatus('Saved. You will find it under Saved in your jobs.');
    expect(candidateHas(job)?.status).toBe(ApplicationStatus.Watching);

    await user.click(saved);
    expect(await screen.findByRole('button', { name: '☆ Save job' })).toHaveAttribute('aria-pressed', 'false');
    await expectStatus('Removed from your saved jobs.');
    expect(candidateHas(job)).toBeUndefined();
  });

  it('a candidate applies through the dialog and then sees the date and stage', async () => {
    // Applying adds an application to the mock's data: seed it afresh afterwards.
    onTestFinished(() => seed());
    const user = fastUser();
    const job = freshJob();
    const company = companyOf(job);
    await signInAs('candidate@demo.test');
    await openJob(job);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Cancel sends nothing.
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await user.click(within(screen.getByRole('dialog', { name: `Apply to ${job.title}` })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).not.toContain('POST /api/Job/apply');

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog', { name: `Apply to ${job.title}` });
    expect(dialog).toHaveTextContent(`${company.name} will see your Basecamp profile`);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(`Applied on ${day(NOW)}`)).toBeInTheDocument();
    // The stage badge.
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute('href', '/recommended-jobs?tab=applied');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save job|Saved/ })).not.toBeInTheDocument();
    await expectStatus(`Application sent to ${company.name}.`);
    expect(candidateHas(job)?.status).toBe(ApplicationStatus.Applied);
  });

  it("a job the candidate applied to earlier shows the application's stage", async () => {
    const application = db.applications.findFirst((q) =>
      q.where({ userId: CANDIDATE_ID, status: ApplicationStatus.Applied, stage: 1 }),
    )!;
    const job = db.jobs.findFirst((q) => q.where({ id: application.jobId }))!;
    await signInAs('candidate@demo.test');
    await openJob(job);
    expect(screen.getByText(`Applied on ${day(application.appliedDate!)}`)).toBeInTheDocument();
    expect(screen.getByText('Interviewing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('an employer sees neither apply nor save', async () => {
    const job = freshJob();
    await signInAs('employer.admin@demo.test');
    await openJob(job);
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save job|Saved/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
    expect(fact('Job type')).toBeTruthy();
  });
});

describe('job/:id: jobs that cannot be shown', () => {
  it("an unknown id shows that the job is not available, and a toast with the server's reason", async () => {
    renderApp('/job/999999');
    expect(await screen.findByRole('heading', { name: 'This job is not available', level: 1 })).toBeInTheDocument();
    await expectToast('This job does not exist or is no longer listed.');
    expect(screen.getByRole('link', { name: 'Search all jobs' })).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(document.title).toBe('Basecamp - Job not found'));
    expect(jsonLd()).toBeNull();
  });

  it('a draft is not available to a visitor', async () => {
    const draft = jobWhere((j) => j.status === JobStatus.Draft);
    renderApp(`/job/${draft.id}`);
    expect(await screen.findByRole('heading', { name: 'This job is not available', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: draft.title })).not.toBeInTheDocument();
  });

  it('an id that is not a number shows the not-found page without asking the server', async () => {
    renderApp('/job/not-a-number');
    expect(await screen.findByRole('heading', { name: 'This job is not available', level: 1 })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('Job/by-id'))).toEqual([]);
  });
});

