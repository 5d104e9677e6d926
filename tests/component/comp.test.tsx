import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { onlyJobs } from './fixtures';
import { renderApp, signInAs } from './render';
import { location } from '../../mocks/builders';
import { db } from '../../mocks/db';
import { JobType } from '../../src/domain/enums/job';

/** comp: the pay insights (Job/pay-insights), through the real route table and the mock. */

const HOUR = 1;
const YEAR = 5;
const guiding = { jobFieldId: 1, focusId: 2 };
const software = { jobFieldId: 8, focusId: 14 };
const PA = location('harrisburg-pa');
const CO = location('boulder-co');

/**
 * The only jobs, per year: Guiding & Instruction 40,000-50,000, 50,000-70,000 and 52,000 (25 an hour): min 40,000,
 * median 52,000, max 70,000; Engineering & Technology 90,000-110,000, 80,000 and 124,800 (60 an hour): min 80,000,
 * median 100,000, max 124,800; Conservation & Parks has one job only.
 */
async function payJobs() {
  await onlyJobs(
    { ...guiding, ...PA, salaryMin: 40_000, salaryMax: 50_000, salaryCompensationId: YEAR },
    { ...guiding, ...PA, salaryMin: 50_000, salaryMax: 70_000, salaryCompensationId: YEAR },
    { ...guiding, ...CO, salaryMin: 25, salaryMax: null, salaryCompensationId: HOUR },
    { ...software, ...CO, salaryMin: 90_000, salaryMax: 110_000, salaryCompensationId: YEAR },
    { ...software, ...PA, salaryMin: 80_000, salaryMax: null, salaryCompensationId: YEAR },
    { ...software, ...PA, salaryMin: 60, salaryMax: null, salaryCompensationId: HOUR, jobType: JobType.PartTime },
    { jobFieldId: 6, focusId: 11, ...PA, salaryMin: 35_000, salaryMax: 45_000, salaryCompensationId: YEAR },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const table = (name: RegExp) => screen.getByRole('table', { name });
/** A cell as a screen reader reads it: its parts hidden from assistive technology left out. */
const spoken = (cell: Element) => {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
};
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const rows = (t: HTMLElement) => bodyRows(t).map((row) => [...row.querySelectorAll('th, td')].map(spoken));
/** The amounts a phone's width shows instead (comp.css), hidden from screen readers. */
const shortAmounts = (t: HTMLElement) =>
  bodyRows(t).map((row) => [...row.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent));

describe('comp', () => {
  it('shows what each job field pays per year, the best-paid first, and not a field of fewer than 3 jobs', async () => {
    await payJobs();
    renderApp('/comp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay insights' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('7 jobs with pay, per year.');

    const fields = section('By job field');
    expect(fields).toHaveTextContent(
      'Engineering & Technology pays the most: a median of $100,000 per year, from 3 jobs.',
    );
    expect(fields).toHaveTextContent('1 job field with fewer than 3 jobs is not shown.');
    expect(rows(table(/^By job field, per year/))).toEqual([
      ['Engineering & Technology', '3', '$80,000', '$100,000', '$124,800'],
      ['Guiding & Instruction', '3', '$40,000', '$52,000', '$70,000'],
    ]);
    expect(shortAmounts(table(/^By job field, per year/))).toEqual([
      ['$80K', '$100K', '$125K'],
      ['$40K', '$52K', '$70K'],
    ]);
    expect(within(fields).queryByText(/Conservation & Parks/)).not.toBeInTheDocument();

    expect(rows(table(/^By job type, per year/))).toEqual([['Full-time', '6', '$35,000', '$56,000', '$110,000']]);
    expect(rows(table(/^By state, per year/))).toEqual([['Pennsylvania', '5', '$35,000', '$60,000', '$124,800']]);
    expect(section('By state')).toHaveTextContent('1 state with fewer than 3 jobs is not shown.');

    expect(document.title).toBe('Basecamp - Pay insights');
    // Written by the page's effect once it is up, which may follow its content (the title above is the route's too).
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/^What live outdoor jobs pay per hour, day, week, month or year/),
      ),
    );
  });

  it('sorts a table by the column whose button is pressed, and says which', async () => {
    await payJobs();
    renderApp('/comp');
    await screen.findByRole('heading', { level: 1, name: 'Pay insights' });
    const fields = table(/^By job field, per year/);
    const header = (name: string) => within(fields).getByRole('columnheader', { name });
    expect(header('Median')).toHaveAttribute('aria-sort', 'descending');

    const user = fastUser();
    await user.click(within(fields).getByRole('button', { name: /^Median/ }));
    expect(header('Median')).toHaveAttribute('aria-sort', 'ascending');
    expect(rows(fields).map((r) => r[0])).toEqual(['Guiding & Instruction', 'Engineering & Technology']);

    await user.click(within(fields).getByRole('button', { name: /^Job field/ }));
    expect(header('Job field')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Median')).not.toHaveAttribute('aria-sort');
    expect(rows(fields).map((r) => r[0])).toEqual(['Engineering & Technology', 'Guiding & Instruction']);
  });

  it('changes the period in the address and shows the figures per hour', async () => {
    await payJobs();
    const view = renderApp('/comp');
    await screen.findByRole('heading', { level: 1, name: 'Pay insights' });
    await fastUser().selectOptions(screen.getByLabelText('Pay period'), 'Per hour');

    expect(await screen.findByRole('table', { name: /^By job field, per hour/ })).toBeInTheDocument();
    expect(view.path()).toBe('/comp?period=hour');
    expect(rows(table(/^By job field, per hour/))).toEqual([
      ['Engineering & Technology', '3', '$38.46', '$48.08', '$60.00'],
      ['Guiding & Instruction', '3', '$19.23', '$25.00', '$33.65'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('7 jobs with pay, per hour.');
  });

  it("shows a signed-in candidate where their wanted pay falls, converted to the page's period", async () => {
    await payJobs();
    const casey = db.candidateProfiles.findFirst((q) => q.where({ userId: 1 }))!;
    await db.candidateProfiles.update(casey, {
      data(p) {
        p.salaries = [{ min: 30, max: null, compensationId: HOUR }];
      },
    });
    await signInAs('candidate@demo.test');
    renderApp('/comp?period=year');
    expect(await screen.findByText(/^Your wanted pay: \$62,400 per year/)).toHaveTextContent(
      'Your wanted pay: $62,400 per year (from your $30.00 per hour).',
    );
    expect(section('By job field')).toHaveTextContent(
      'Your wanted pay, $62,400, is at or above the median in 1 of 2 job fields.',
    );
  });

  it('offers a candidate without a wanted pay to add one', async () => {
    await payJobs();
    const casey = db.candidateProfiles.findFirst((q) => q.where({ userId: 1 }))!;
    await db.candidateProfiles.update(casey, {
      data(p) {
        p.salaries = [];
      },
    });
    await signInAs('candidate@demo.test');
    renderApp('/comp');
    expect(await screen.findByRole('link', { name: 'Add the pay you want to your profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });
});
