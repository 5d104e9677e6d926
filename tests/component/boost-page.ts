import { screen, waitFor, within } from '@testing-library/react';
import { cards, fastUser } from './data';
import { addJob } from './fixtures';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { JobSearchStatusFilter } from '../../src/domain/enums/job-lists';

/** What the tests of boosts share (boost.test.tsx, boosted-jobs.test.tsx): the dashboard's rows, the boost dialog. */

/** The demo employer's company (employer.admin@demo.test is its admin). */
export const COMPANY = 1;

/** The job's latest boost (the one a dialog booked last). */
export const latestBoostOf = (jobId: number) =>
  db.boosts
    .all()
    .filter((b) => b.jobId === jobId)
    .sort((a, b) => b.id - a.id)[0];

/** A live job of the demo employer's company, never boosted. */
export const addUnboosted = () => addJob({ companyId: COMPANY });
/** The dashboard's row of the job. */
export const rowOf = (id: number) => {
  const row = cards().find((c) => c.querySelector(`h3 a[href="/job/${id}"]`));
  if (!row) throw new Error(`job ${id} is not listed`);
  return row;
};

/** Signs the demo employer in and opens the Boost dialog of the job's row among the live jobs of the dashboard. */
export async function openBoost(jobId: number) {
  const user = fastUser();
  await signInAs('employer.admin@demo.test');
  const view = renderApp(`/profile?status=${JobSearchStatusFilter.Active}`);
  const row = await waitFor(() => rowOf(jobId));
  await user.click(within(row).getByRole('button', { name: /^Boost/ }));
  const dialog = await screen.findByRole('dialog');
  return { user, view, dialog };
}

/** Fills in the payment step with the card number (the rest a valid card's) and pays. */
export async function payWith(user: ReturnType<typeof fastUser>, dialog: HTMLElement, cardNumber: string) {
  await user.type(within(dialog).getByLabelText('Name on the card'), 'Morgan Alder');
  await user.type(within(dialog).getByLabelText('Card number'), cardNumber);
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(within(dialog).getByLabelText('Security code'), '123');
  await user.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
}
