import type { Page } from '@playwright/test';
import { expect, expectAccessible, open, openDemoPanel, openSignedIn, signInThroughDemo, test } from './fixtures';

/**
 * Hiring from both sides, as a stakeholder demos it (issue 26's story): a Premium candidate applies to the employer's
 * Rock Climbing Instructor; the employer sees them with their match and why, moves them to Interviewing, and marks
 * them Interested among the matching candidates of their content job; the candidate's Applied tab says Interviewing,
 * the mailbox has the email, and Premium shows them the employer interested in them. The employer invites a matching
 * candidate (the demo candidate), who sees the invitation and applies; then offers the job to the first and closes it
 * as filled through Basecamp: the other applicant sees Not hired. Each screen's details: tests/component (applicants,
 * matches, job-closing, premium).
 */

const JOB = 62;
const TITLE = 'Rock Climbing Instructor';
/** The employer's content job, which the Premium candidate matches (mocks/seed/data/coverage.ts lateCoverage). */
const CONTENT_JOB = 301;

/** The applicants table's row of a person. */
const row = (page: Page, name: RegExp) => page.getByRole('row', { name });

async function moveTo(page: Page, name: string, stage: string) {
  const r = row(page, new RegExp(name));
  await r.getByRole('combobox', { name: `Move ${name} to` }).selectOption({ label: stage });
  await r.getByRole('button', { name: 'Move' }).click();
  await expect(r.locator('.stage')).toHaveText(stage);
}

test('a candidate applies and moves through the stages; another is invited, applies, and is told the job was filled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The Premium candidate applies.
  await openSignedIn(page, 'candidate', 'jobs');
  await signInThroughDemo(page, 'premium@demo.test');
  await open(page, `job/${JOB}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();
  await expect(page.locator('.job-actions__applied')).toContainText('Applied on');

  // The employer sees them, with their match and why, and moves them to Interviewing.
  await signInThroughDemo(page, 'employer.admin@demo.test');
  await open(page, `job-applicants/${JOB}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Applicants\\s*for ${TITLE}`) })).toBeVisible();
  const parker = row(page, /Parker Stone/);
  await expect(parker.getByText('Premium')).toBeVisible();
  await parker.getByText('match').click();
  await expect(parker.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, "a job's applicants");
  await moveTo(page, 'Parker Stone', 'Interviewing');

  // The employer marks them Interested, among the matching candidates of the content job.
  await open(page, `job-matches/${CONTENT_JOB}`);
  const match = page.getByRole('article', { name: 'Parker Stone' });
  await match.getByRole('button', { name: 'Interested in Parker Stone', exact: true }).dblclick();
  await expect(match.getByText('Interested', { exact: true })).toBeVisible();

  // The candidate's Applied tab says Interviewing, and the mailbox has the email.
  await signInThroughDemo(page, 'premium@demo.test');
  await open(page, 'recommended-jobs?tab=applied&appliedBy=1');
  const applied = page.getByRole('article').filter({ hasText: TITLE });
  await expect(applied.getByText('Interviewing')).toBeVisible();
  const panel = await openDemoPanel(page);
  await expect(
    panel
      .getByRole('list', { name: 'Emails, newest first' })
      .getByRole('button', { name: /would like to interview you/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Demo controls' }).click();
  // Premium shows them the employer who marked them Interested.
  await open(page, 'recommended-jobs?tab=invited');
  const interested = page.getByRole('region', { name: /Employers interested in you/ });
  await expect(interested.getByText('Summit Trail Outfitters')).toBeVisible();
  await expect(interested.getByRole('link', { name: 'Social Media Manager' })).toBeVisible();

  // The employer invites a matching candidate.
  await signInThroughDemo(page, 'employer.admin@demo.test');
  await open(page, `job-matches/${JOB}`);
  const casey = page.getByRole('article', { name: 'Casey Rivers' });
  await casey.getByRole('button', { name: 'Invite Casey Rivers to apply' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Casey Rivers to apply' });
  await invite.getByLabel('Your message').fill('Your guiding days on the Front Range fit this job: do apply.');
  await invite.getByRole('button', { name: 'Send the invitation' }).dblclick();
  await expect(casey.getByText('Invited: message pending')).toBeVisible();
  await expectAccessible(page, "a job's matching candidates");

  // The candidate sees the invitation, and applies from it.
  await signInThroughDemo(page, 'candidate@demo.test');
  await open(page, 'recommended-jobs?tab=invited');
  const invitation = page.getByRole('article').filter({ hasText: TITLE });
  await expect(invitation.getByText('Your guiding days on the Front Range fit this job: do apply.')).toBeVisible();
  await invitation.getByRole('link', { name: TITLE }).click();
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send application' }).click();
  await expect(page.locator('.job-actions__applied')).toContainText('Applied on');

  // The employer offers the job to the first, and closes it as filled through Basecamp.
  await signInThroughDemo(page, 'employer.admin@demo.test');
  await open(page, `job-applicants/${JOB}`);
  await moveTo(page, 'Parker Stone', 'Received Offer');
  await page.getByRole('button', { name: 'Close this job…' }).click();
  const close = page.getByRole('dialog', { name: `Close “${TITLE}”` });
  await close.getByRole('radio', { name: /Filled through Basecamp/ }).check();
  await close.getByRole('button', { name: 'Close the job' }).click();
  await expect(
    page.getByText('This job is closed: its applicants keep the stage they had when it closed.'),
  ).toBeVisible();
  await expect(row(page, /Casey Rivers/).locator('.stage')).toHaveText('Not hired');

  // The other applicant is told: their tracker says Not hired.
  await signInThroughDemo(page, 'candidate@demo.test');
  await open(page, 'recommended-jobs?tab=applied&appliedBy=3');
  await expect(page.getByRole('article').filter({ hasText: TITLE }).getByText('Not hired')).toBeVisible();
});
