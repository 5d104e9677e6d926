import { screen, within } from '@testing-library/react';
import type { fastUser } from './data';
import { renderApp, signInAs } from './render';

/** The job form (create-job, update-job/{id}) as the demo employer of Summit Trail Outfitters fills it. */

export async function openForm(path = '/create-job') {
  await signInAs('employer.admin@demo.test');
  const view = renderApp(path);
  await screen.findByLabelText('Job title');
  return view;
}

export const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
/** Picks an option of a select by its text, as a user does (user-event compares names with '&' as HTML). */
export const choose = (user: ReturnType<typeof fastUser>, label: string, option: string) =>
  user.selectOptions(field(label), within(field(label)).getByRole('option', { name: option }));

/** Fills the form as an employer would, with a complete job. */
export async function fillJob(user: ReturnType<typeof fastUser>, title = 'Canyoneering Guide') {
  await user.type(field('Job title'), title);
  // Long texts are pasted (typing them re-renders the whole form on every key).
  await user.click(field('Description'));
  await user.paste(
    'Lead canyoneering days in the slot canyons: rappels, swims and stories for small groups of guests.',
  );
  await choose(user, 'Job type', 'Seasonal full-time');
  await choose(user, 'Experience', '1-2 years');
  await choose(user, 'Job field', 'Guiding & Instruction');
  await choose(user, 'Focus', 'Climbing');
  await choose(user, 'Based in', 'Moab, UT');
  await choose(user, 'Remote status', 'Onsite');
  await user.type(field('Minimum ($)'), '180');
  await user.type(field('Maximum ($)'), '240');
  await choose(user, 'Paid', 'per day');
  await user.click(screen.getByRole('checkbox', { name: 'Housing included' }));
}
