import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, describedBy, expectToast, fastUser, recordRequests } from './data';
import { renderApp, signInAs } from './render';
import { withAppStyles } from './styles';
import { db } from '../../mocks/db';
import { appStore, userAtom } from '../../src/state/session';

/** create-company: suggestions, joining, taken names, creating with a logo and a cover, checking the images. */

withAppStyles();

const PNG = readFileSync(path.resolve(import.meta.dirname, '../../contracts/fixtures/logo.png'));
const png = (name = 'logo.png') => new File([PNG], name, { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const choose = (user: ReturnType<typeof fastUser>, label: string, option: string) =>
  user.selectOptions(field(label), within(field(label)).getByRole('option', { name: option }));

async function openCreate(email = 'employer.former@demo.test') {
  await signInAs(email);
  const view = renderApp('/create-company');
  await screen.findByRole('heading', { level: 1, name: 'Set up your company' });
  await waitFor(() => expect(within(field('Kind of company')).getAllByRole('option').length).toBeGreaterThan(1));
  return view;
}

async function fillCompany(user: ReturnType<typeof fastUser>, name = 'Cascade Canyon Guides') {
  await user.type(field('Company name'), name);
  await choose(user, 'Kind of company', 'Guide service or outfitter');
  await choose(user, 'Size', '11-50 people');
  await user.type(field('Website'), 'https://cascade-canyon.example');
  await user.click(field('About the company'));
  await user.paste('Canyoneering and climbing trips in the Cascades since 2004.');
  await choose(user, 'State', 'Washington');
  await user.type(field('Town or city'), 'Leavenworth');
}

const requests = recordRequests();

describe('create-company', () => {
  it('bad input gets a message beside each field, and nothing typed is lost', async () => {
    const user = fastUser();
    await openCreate();
    await user.type(field('Company name'), 'X');
    await user.type(field('Website'), 'cascade.example');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText(/Check the \d+ fields marked below\./)).toBeInTheDocument();
    expect(describedBy(field('Company name'))).toContain('Enter the company name (2 characters or more)');
    expect(describedBy(field('Website'))).toContain('Enter the website address, starting with https://');
    expect(describedBy(field('Kind of company'))).toContain('Choose what kind of company it is');
    expect(describedBy(field('Size'))).toContain('Choose how big the company is');
    expect(describedBy(field('State'))).toContain('Choose the state or province');
    expect(describedBy(field('Town or city'))).toContain('Enter the town or city');
    expect(field('Company name')).toHaveFocus();
    expect(field('Website')).toHaveValue('cascade.example');
  });

  it('offers the US and Canada first; a province for Canada, a free region elsewhere', async () => {
    const user = fastUser();
    await openCreate();
    expect(field('Country')).toHaveValue('US');
    expect(
      within(field('Country'))
        .getAllByRole('option')
        .slice(0, 2)
        .map((o) => o.textContent),
    ).toEqual(['United States', 'Canada']);
    await choose(user, 'Country', 'Canada');
    expect(within(field('Province')).getByRole('option', { name: 'British Columbia' })).toBeInTheDocument();
    await choose(user, 'Country', 'New Zealand');
    expect(field('Region')).toHaveValue('');
  });

  it('suggests a company already here as its name is typed, and joining it sends a request instead of a duplicate', async () => {
    const user = fastUser();
    await openCreate('employer.former@demo.test');
    await user.type(field('Company name'), 'Summit Tr');
    const ask = await screen.findByRole('button', { name: 'Ask to join Summit Trail Outfitters' });
    expect(screen.getByText(/A company with a similar name is already on Basecamp/)).toBeInTheDocument();
    await user.click(ask);
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    await expectToast('You asked to join Summit Trail Outfitters. Its admins will let you in.');
    const former = db.users.findFirst((q) => q.where({ email: 'employer.former@demo.test' }))!;
    expect(db.joinRequests.findMany((q) => q.where({ userId: former.id }))).toEqual([
      expect.objectContaining({ companyId: 1, kind: 'join', status: 'pending' }),
    ]);
    expect(appStore.get(userAtom)?.hasPendingJoinRequest).toBe(true);
    expect(db.companies.all().filter((c) => c.name === 'Summit Trail Outfitters')).toHaveLength(1);
  });

  it('names the company that has the very name typed, spacing, case and end punctuation aside, and offers to join it', async () => {
    const user = fastUser();
    await openCreate('employer.former@demo.test');
    await user.type(field('Company name'), 'summit  trail outfitters.');
    expect(
      await screen.findByText(
        'Summit Trail Outfitters is already on Basecamp. Ask to join it instead of adding it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask to join Summit Trail Outfitters' })).toBeEnabled();
  });

  it.each(['Summit  Trail Outfitters', 'Summit Trail Outfitters.'])(
    'refuses "%s": a taken name with a small variation (409), said beside the name',
    async (name) => {
      const user = fastUser();
      await openCreate();
      await fillCompany(user, name);
      await user.click(screen.getByRole('button', { name: 'Create company' }));
      await expectToast('Summit Trail Outfitters is already on Basecamp: ask to join it instead.');
      await waitFor(() =>
        expect(describedBy(field('Company name'))).toContain(
          'Summit Trail Outfitters is already on Basecamp: ask to join it instead.',
        ),
      );
      expect(db.companies.all().filter((c) => c.name.startsWith('Summit Trail'))).toHaveLength(1);
    },
  );

  it('lays each suggestion out so that, on a phone, "Ask to join" goes under the name and place instead of over them', async () => {
    const user = fastUser();
    await openCreate('employer.former@demo.test');
    await user.type(field('Company name'), 'Summit Tr');
    const ask = await screen.findByRole('button', { name: 'Ask to join Summit Trail Outfitters' });
    const item = ask.closest('li')!;
    const text = within(item).getByText('Summit Trail Outfitters', { selector: 'strong' }).parentElement!;
    // The name and place kept a line with the button however narrow: at 360 px they shrank to some 60 px, and the
    // place ran on under the button. They now keep room for themselves, and the button wraps below.
    expect(getComputedStyle(item).flexWrap).toBe('wrap');
    expect(getComputedStyle(text).flexBasis).toMatch(/^\d+(\.\d+)?(rem|px)$/);
  });

  it('a double click on Create company creates it once, and says nothing of a taken name', async () => {
    const user = fastUser();
    const view = await openCreate();
    await fillCompany(user);
    requests.length = 0;
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Create company' }));

    await expectToast('Cascade Canyon Guides is set up. Post your first job!');
    await waitFor(() => expect(view.path()).toBe('/profile'));
    expect(requests.filter((r) => r === 'POST /api/admin/Company')).toEqual(['POST /api/admin/Company']);
    expect(db.companies.all().filter((c) => c.name === 'Cascade Canyon Guides')).toHaveLength(1);
    expect(screen.queryByText(/already on Basecamp: ask to join it instead/)).not.toBeInTheDocument();
  });

  it('creates the company with its logo and cover: its creator is its admin, and the header shows the logo at once', async () => {
    const user = fastUser();
    const view = await openCreate();
    await fillCompany(user);
    await user.upload(field('Logo'), png());
    await user.upload(field('Cover image'), png('cover.png'));
    // Each file is taken once its content is checked (a moment later): both previews show.
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Cover image preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    await expectToast('Cascade Canyon Guides is set up. Post your first job!');
    await waitFor(() => expect(view.path()).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cascade Canyon Guides' })).toBeInTheDocument();
    // Its creator is its admin: the page offers to edit it at once (without signing in again).
    expect(screen.getByRole('button', { name: 'Edit company' })).toBeInTheDocument();
    const created = db.companies.all().find((c) => c.name === 'Cascade Canyon Guides')!;
    expect(created).toMatchObject({
      city: 'Leavenworth',
      state: 'WA',
      country: 'US',
      typeId: 1,
      sizeId: 2,
      path: 'cascade-canyon-guides',
    });
    expect(created.logo).toMatch(/^data:image\/png;base64,/);
    expect(created.coverImage).toMatch(/^data:image\/png;base64,/);
    const former = db.users.findFirst((q) => q.where({ email: 'employer.former@demo.test' }))!;
    expect(db.memberships.findFirst((q) => q.where({ userId: former.id, companyId: created.id }))).toMatchObject({
      isAdmin: true,
      active: true,
    });
    // The header's company link shows the uploaded logo.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: /Cascade Canyon Guides, your company/ });
    expect(link.querySelector('img')).toHaveAttribute('src', created.logo);
  });

  it('refuses an image of the wrong type or size beside its field, before anything is sent', async () => {
    const user = fastUser({ applyAccept: false });
    await openCreate();
    await user.upload(field('Logo'), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(describedBy(field('Logo'))).toContain('The logo must be a PNG, JPEG, WebP or SVG image.'),
    );
    await user.upload(
      field('Cover image'),
      new File([PNG, new Uint8Array(3 * 1024 * 1024 - PNG.length)], 'cover.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(describedBy(field('Cover image'))).toContain(
        'The cover image must be 2 MB or smaller (this one is 3 MB).',
      ),
    );
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
  });

  it('refuses a text file named .png by its content, and keeps showing the last good image (or none), never a broken one', async () => {
    const user = fastUser();
    await openCreate();
    const notes = () => new File(['Meeting notes, not a picture.'], 'logo.png', { type: 'image/png' });
    await user.upload(field('Logo'), notes());
    await waitFor(() =>
      expect(describedBy(field('Logo'))).toContain(
        'This file is not an image. The logo must be a PNG, JPEG, WebP or SVG image.',
      ),
    );
    expect(field('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();

    await user.upload(field('Logo'), png());
    const preview = await screen.findByRole('img', { name: 'Logo preview' });
    const good = preview.getAttribute('src');
    expect(field('Logo')).not.toHaveAttribute('aria-invalid');

    await user.upload(field('Logo'), notes());
    await waitFor(() => expect(describedBy(field('Logo'))).toContain('This file is not an image.'));
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', good);
  });

  it('a name another company has is refused (409), and the form keeps what was typed', async () => {
    const user = fastUser();
    await openCreate();
    await fillCompany(user, 'keystone paddle co.');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await expectToast('Keystone Paddle Co. is already on Basecamp: ask to join it instead.');
    expect(field('Company name')).toHaveValue('keystone paddle co.');
    expect(field('Town or city')).toHaveValue('Leavenworth');
  });

  it('opened at the address its name suggestions are fetched from (`?term=`), it is the page without it', async () => {
    await signInAs('employer.former@demo.test');
    const view = renderApp('/create-company?term=Summit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up your company' })).toBeInTheDocument();
    await waitFor(() => expect(view.path()).toBe('/create-company'));
  });

  it('asks a visitor to sign in', async () => {
    renderApp('/create-company');
    expect(
      await screen.findByText('Sign in with your employer account to set up or join a company.'),
    ).toBeInTheDocument();
  });
});
