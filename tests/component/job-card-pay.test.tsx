import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cards, expectStatus } from './data';
import { onlyJobs } from './fixtures';
import { openSearch } from './search-page';

/** A job card's pay tag: the pay as section 9 writes it, or a plain 'Pay: N/A' (N/A as the job's page says it). */

const factsOf = (title: string) => {
  const card = cards().find((c) => within(c).queryByRole('link', { name: title }))!;
  return within(card).getByRole('list', { name: 'Job facts' });
};

describe('the job card: pay', () => {
  it('shows the pay as a pay tag, and a job without pay as a plain tag that says so', async () => {
    await onlyJobs(
      { title: 'Climbing Guide', salaryMin: 180, salaryMax: 240, salaryCompensationId: 2 },
      { title: 'Raft Guide', salaryMin: null, salaryMax: null, salaryCompensationId: null },
    );
    await openSearch();
    await expectStatus('2 jobs found');

    const paid = within(factsOf('Climbing Guide')).getByText('$180 – $240 per day');
    expect(paid).toHaveClass('tag', 'tag--pay');

    const unpaid = factsOf('Raft Guide');
    const notListed = within(unpaid).getByText('Pay: N/A');
    expect(notListed).toHaveClass('tag');
    expect(notListed).not.toHaveClass('tag--pay');
    expect(screen.getByRole('main')).not.toHaveTextContent('Pay not listed');
  });
});
