import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addCompany, addJob } from './fixtures';
import { companyOf, fact, jsonLd, openJob } from './job-page';
import { signInAs } from './render';
import { location } from '../../mocks/builders';
import { RemoteStatus } from '../../src/domain/enums/job';
import { JobStatus } from '../../src/domain/enums/job';

const noBenefits = {
  isHousingIncluded: false,
  isHousingSubsidized: false,
  isRelocationStipend: false,
  isCommuterBenefits: false,
  isHQPosition: false,
};

describe('job/:id: the facts', () => {
  it('shows every fact of the job and the company card', async () => {
    const company = await addCompany({
      name: 'Tuscarora River Outfitters',
      website: 'https://tuscarora-river.example',
    });
    const job = await addJob({
      companyId: company.id,
      remoteStatus: RemoteStatus.RemoteInRegion,
      remoteCountries: ['US', 'CA'],
      salaryMin: 45_000,
      salaryMax: 60_000,
      salaryCompensationId: 5,
      yearsOfExperienceId: 2,
    });
    await openJob(job);

    expect(fact('Job type')).toBe('Full-time');
    expect(fact('Remote')).toBe('Remote in region');
    expect(fact('Applicants from')).toBe('US, CA');
    expect(fact('Pay')).toBe('$45,000 – $60,000 per year');
    expect(fact('Location')).toBe('Harrisburg, PA');
    // Posted yesterday, open for 30 more days (the component tests' now is Nov 22, 2026).
    expect(fact('Posted')).toBe('Nov 21, 2026');
    expect(fact('Apply by')).toBe('Dec 22, 2026');
    expect(fact('Experience')).toBe('1-2 years');
    expect(fact('Status')).toBe('Taking applications');
    expect(screen.getByText('Tuscarora River Outfitters · Harrisburg, PA')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the job', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(job.description.split('\n\n')[0]!)).toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'Tuscarora River Outfitters' });
    expect(within(card).getByText(/· 1 open job$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Company page' })).toHaveAttribute('href', `/brand/${company.path}`);
    // (dom-accessibility-api drops the space a browser keeps before the visually hidden text)
    const website = within(card).getByRole('link', { name: /^Website ?\(opens in a new tab\)$/ });
    expect(website).toHaveAttribute('href', 'https://tuscarora-river.example');
    expect(website).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['a minimum only', { salaryMin: 18, salaryMax: null, salaryCompensationId: 1 }, 'From $18 per hour'],
    ['a maximum only', { salaryMin: null, salaryMax: 950, salaryCompensationId: 3 }, 'Up to $950 per week'],
    ['a yearly range', { salaryMin: 52_000, salaryMax: 64_500, salaryCompensationId: 5 }, '$52,000 – $64,500 per year'],
  ])('pay with %s reads as section 9 formats it', async (_, pay, expected) => {
    const job = await addJob(pay);
    await openJob(job);
    expect(fact('Pay')).toBe(expected);
    // Under the title, and in the facts.
    expect(screen.getAllByText(expected)).toHaveLength(2);
  });

  it('a job without pay says N/A in the facts only: no pay line under the title', async () => {
    const job = await addJob({ salaryMin: null, salaryMax: null, salaryCompensationId: null });
    await openJob(job);
    expect(fact('Pay')).toBe('N/A');
    expect(screen.getAllByText('N/A')).toHaveLength(1);
    expect(document.querySelector('.job-page__pay')).toBeNull();
  });

  it('lists the benefits by their labels, and says when there are none', async () => {
    const withBenefits = await addJob({
      ...noBenefits,
      isHousingSubsidized: true,
      isCommuterBenefits: true,
      isHQPosition: true,
    });
    const view = await openJob(withBenefits);
    const list = screen.getByRole('heading', { name: 'Benefits', level: 2 }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Housing subsidized', 'Commuter benefits', 'Visa sponsorship']);
    view.unmount();

    const without = await addJob(noBenefits);
    await openJob(without);
    expect(screen.getByText('No extra benefits listed.')).toBeInTheDocument();
  });
});

describe('job/:id: what only the company sees, and a job not published', () => {
  /** The demo employer's company (employer.admin@demo.test is its admin). */
  const COMPANY = 1;
  const score = () => screen.queryByText('Listing score', { selector: 'dt' });

  it("the listing score is the company's: visitors and candidates do not see it, the company's people and site admins do", async () => {
    const job = await addJob({ companyId: COMPANY });
    const visitor = await openJob(job);
    expect(score()).not.toBeInTheDocument();
    visitor.unmount();

    await signInAs('candidate@demo.test');
    const candidate = await openJob(job);
    expect(score()).not.toBeInTheDocument();
    candidate.unmount();

    await signInAs('employer.admin@demo.test');
    const own = await openJob(job);
    expect(fact('Listing score')).toBe(`${job.score}/100`);
    own.unmount();

    // Another company's job: not theirs to see.
    const other = await addJob();
    const theirs = await openJob(other);
    expect(score()).not.toBeInTheDocument();
    theirs.unmount();

    // The site admin reviews postings: they see any company's score.
    await signInAs('admin@demo.test');
    await openJob(other);
    expect(fact('Listing score')).toBe(`${other.score}/100`);
  });

  it.each([
    ['a draft', JobStatus.Draft],
    ['a job pending review', JobStatus.PendingReview],
  ])('%s never says it was posted: header and facts agree it is not published yet', async (_, status) => {
    const job = await addJob({ companyId: COMPANY, status });
    expect(job.publishedDate).toBeNull();
    await signInAs('employer.admin@demo.test');
    await openJob(job);
    // (The facts' term "Posted" stays, with "Not published yet" as its value.)
    expect(screen.queryByText(/^Posted /)).not.toBeInTheDocument();
    expect(fact('Posted')).toBe('Not published yet');
    const header = screen.getByRole('heading', { level: 1, name: job.title }).closest('header')!;
    expect(within(header).getByText('Not published yet')).toBeInTheDocument();
  });
});

describe('job/:id: title, description and JobPosting markup', () => {
  it('sets the page title and a meta description of at most 150 characters', async () => {
    const job = await addJob({
      description:
        'Lead half-day and overnight canoe trips on the Juniata River for families and school groups.\n\n' +
        'You will check gear, brief guests on safety, and read the water.   A swiftwater rescue course is paid for.',
    });
    await openJob(job);
    await waitFor(() => expect(document.title).toBe(`Basecamp - ${job.title}`));
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
    // The paragraphs' white space collapsed, cut after a whole word with an ellipsis: 150 characters at most.
    expect(description).toBe(
      'Lead half-day and overnight canoe trips on the Juniata River for families and school groups. ' +
        'You will check gear, brief guests on safety, and read…',
    );
  });

  it('an active onsite job has JobPosting markup with its place', async () => {
    const job = await addJob({ remoteStatus: RemoteStatus.Onsite, remoteCountries: [] });
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

  it.each([
    ['Canadian', 'banff-ab', 'CAD', 'CA$52,000 – CA$64,000 per year'],
    ['US', 'moab-ut', 'USD', '$52,000 – $64,000 per year'],
  ])(
    "a %s job's pay is in its country's currency, on the page and in its markup",
    async (_, place, currency, shown) => {
      const job = await addJob({
        remoteStatus: RemoteStatus.Onsite,
        remoteCountries: [],
        ...location(place),
        salaryMin: 52_000,
        salaryMax: 64_000,
        salaryCompensationId: 5,
      });
      await openJob(job);
      await waitFor(() => expect(jsonLd()).not.toBeNull());
      expect(jsonLd()).toMatchObject({
        jobLocation: { address: { addressCountry: job.country } },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency,
          value: { minValue: 52_000, maxValue: 64_000, unitText: 'YEAR' },
        },
      });
      expect(fact('Pay')).toBe(shown);
    },
  );

  it('a remote-globally job is TELECOMMUTE, open to applicants from the countries served', async () => {
    const job = await addJob({ remoteStatus: RemoteStatus.RemoteGlobally, remoteCountries: [] });
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
    const job = await addJob({ remoteStatus: RemoteStatus.RemoteInRegion, remoteCountries: ['CA'] });
    await openJob(job);
    await waitFor(() => expect(jsonLd()).not.toBeNull());
    expect(jsonLd()).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'CA' }],
    });
  });

  it('an Application Closed job has no markup and says it takes no applications', async () => {
    const job = await addJob({ status: JobStatus.ApplicationClosed });
    await openJob(job);
    await waitFor(() => expect(document.title).toBe(`Basecamp - ${job.title}`));
    expect(jsonLd()).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('This job no longer takes applications.');
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
  });
});
