import { screen, within } from '@testing-library/react';
import { addCompany, addEmployer, addJob } from './fixtures';
import { signInAs } from './render';
import { buildMembership } from '../../mocks/builders';
import { db, nextId } from '../../mocks/db';

/** An employer of two companies (company-switcher.test.tsx, fresh-roles.test.tsx). */

/** The employer is one of the company's people too: its admin, or a member. */
const join = (userId: number, companyId: number, isAdmin: boolean) =>
  db.memberships.create(buildMembership({ id: nextId(db.memberships), userId, companyId, isAdmin }));

/**
 * Canyon Works (the primary company, whose admin the employer is, with the job River Guide) and Juniata Outfitters
 * (where they are a member, with Sea Kayak Guide and a colleague), the employer signed in.
 */
export async function twoCompanies() {
  const canyon = await addCompany({ name: 'Canyon Works' });
  const juniata = await addCompany({ name: 'Juniata Outfitters' });
  await addJob({ companyId: canyon.id, title: 'River Guide' });
  await addJob({ companyId: juniata.id, title: 'Sea Kayak Guide' });
  const employer = await addEmployer(canyon.id, { email: 'dana@example.com', firstName: 'Dana' });
  await join(employer.id, juniata.id, false);
  await addEmployer(juniata.id, { email: 'lee@example.com' });
  await signInAs(employer.email);
  return { canyon, juniata, employer };
}

/** The header's company switcher, naming the primary company. */
export const switcher = (company: string) =>
  screen.findByRole('button', { name: `${company}, your company: switch company` });

/** The company page's heading, naming the company. */
export const companyHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** A link of the header's navigation. */
export const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
