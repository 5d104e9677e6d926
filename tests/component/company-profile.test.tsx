import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast, fastUser } from './data';
import { renderApp, signInAs } from './render';
import { withAppStyles } from './styles';
import { db } from '../../mocks/db';
import { appStore, userAtom } from '../../src/state/session';

/** The employer dashboard (/profile): the company header and its cover, the job rows at a phone width, editing the company, and what it offers to whom. */

withAppStyles();

/** A 1×1 PNG as a data URL: the cover the company has. */
const COVER =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function giveCover(companyId: number) {
  const company = db.companies.findFirst((q) => q.where({ id: companyId }))!;
  await db.companies.update(company, {
    data(c) {
      c.coverImage = COVER;
    },
  });
}

describe('the company header on /profile', () => {
  it('shows the cover above the name, logo, place and buttons, in the flow of the header (never laid over them)', async () => {
    await giveCover(1);
    await signInAs('employer.admin@demo.test');
    renderApp('/profile');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Summit Trail Outfitters' })).closest(
      'header',
    )!;
    const cover = header.querySelector(`img[src="${COVER}"]`)!;
    expect(cover).toBeInTheDocument();
    // A positioned cover depends on space the header keeps free for it; the card's padding took that space back once,
    // and the cover lay over the header. In the flow, it pushes what follows down instead.
    expect(getComputedStyle(cover).position).toBe('static');
    expect(getComputedStyle(cover).display).toBe('block');
    const controls = [
      within(header).getByRole('heading', { level: 1 }),
      within(header).getByRole('link', { name: 'Post a job' }),
      within(header).getByRole('button', { name: 'Edit company' }),
    ];
    for (const control of controls)
      expect(cover.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );

    await fastUser().click(within(header).getByRole('button', { name: 'Edit company' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Summit Trail Outfitters' })).toBeInTheDocument();
  });
});

describe('the address of a boost to pay (`?purchase=`, the dashboard fetches it)', () => {
  it('opened as a page, it is the dashboard', async () => {
    await signInAs('employer.admin@demo.test');
    const view = renderApp('/profile?purchase=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Trail Outfitters' })).toBeInTheDocument();
    await waitFor(() => expect(view.path()).toBe('/profile'));
  });
});

describe('the dashboard at a phone width', () => {
  it("lets a job row's badge and buttons wrap, so a row never grows wider than the list", async () => {
    await signInAs('employer.admin@demo.test');
    renderApp('/profile');
    const row = (await screen.findAllByRole('article')).find((r) =>
      within(r).queryByRole('button', { name: /^Complete payment / }),
    )!;
    // The boost's badge, "Complete payment" and "Edit" in one line made the row 14 px wider than a 360 px screen.
    const buttons = within(row).getByRole('button', { name: /^Complete payment / }).parentElement!;
    expect(getComputedStyle(buttons).display).toBe('flex');
    expect(getComputedStyle(buttons).flexWrap).toBe('wrap');
  });
});

describe('images that cannot be shown', () => {
  it("a company logo that fails to load gives way to the company's monogram, never a broken image", async () => {
    const company = db.companies.findFirst((q) => q.where({ id: 1 }))!;
    await db.companies.update(company, {
      data(c) {
        c.logo = 'data:image/png;base64,Tm90IGFuIGltYWdl';
      },
    });
    await signInAs('employer.admin@demo.test');
    renderApp('/profile');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Summit Trail Outfitters' })).closest(
      'header',
    )!;
    const logo = header.querySelector('img.company-logo')!;
    fireEvent.error(logo);
    expect(header.querySelector('img.company-logo')).toBeNull();
    expect(within(header).getByText('ST')).toBeInTheDocument();
  });
});

describe('editing a company on its page', () => {
  /** The company admin's /profile, with the Edit company dialog opened. */
  async function openEditCompany() {
    const user = fastUser();
    await signInAs('employer.admin@demo.test');
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit company' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Summit Trail Outfitters' }) };
  }

  it("its admin changes the company's details: the dialog closes, says so, and gives focus back to Edit company", async () => {
    const { user, dialog } = await openEditCompany();
    const website = within(dialog).getByLabelText('Website');
    expect(website).toHaveValue('https://summit-trail-outfitters.example');
    await user.clear(website);
    await user.type(website, 'https://summit-trail.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Summit Trail Outfitters was updated.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Edit company' })).toHaveFocus();
    expect(db.companies.findFirst((q) => q.where({ id: 1 }))!.website).toBe('https://summit-trail.example');
    expect(appStore.get(userAtom)?.primaryCompany?.website).toBe('https://summit-trail.example');
    expect(await screen.findByRole('link', { name: /summit-trail\.example/ })).toBeInTheDocument();
  });

  it('is wide enough for the form at a desktop width, the form its body rather than a card within it', async () => {
    const { dialog } = await openEditCompany();
    // At 560 px the file inputs were cut and the country read "United State": the dialog takes up to 880 px, less a
    // margin on a narrower window, and its rows fold by the form's own width (a container), not the window's.
    expect(dialog).toHaveClass('dialog--company');
    expect(getComputedStyle(dialog).maxWidth).toContain('880px');
    const form = dialog.querySelector('form')!;
    expect(getComputedStyle(form).containerType).toBe('inline-size');
    expect(getComputedStyle(form).paddingLeft).toBe('0px');
    const logo = within(dialog).getByLabelText('Logo');
    expect(getComputedStyle(logo).flexBasis).toBe('14rem');
    // Cancel sits beside Save changes, in the form's actions.
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).parentElement).toBe(
      within(dialog).getByRole('button', { name: 'Save changes' }).parentElement,
    );
  });

  it('Cancel closes the dialog without saving and gives focus back to Edit company', async () => {
    const { user, dialog } = await openEditCompany();
    const website = within(dialog).getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'https://changed-my-mind.example');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit company' })).toHaveFocus();
    expect(db.companies.findFirst((q) => q.where({ id: 1 }))!.website).toBe('https://summit-trail-outfitters.example');
    expect(screen.getByRole('link', { name: /summit-trail-outfitters\.example/ })).toBeInTheDocument();
  });

  it("offers a member who is not one of the company's admins what a member may do: no Edit company", async () => {
    await signInAs('employer.member@demo.test');
    renderApp('/profile');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Summit Trail Outfitters' })).closest(
      'header',
    )!;
    expect(within(header).getByRole('link', { name: 'Post a job' })).toBeInTheDocument();
    expect(within(header).getByText("Only the company's admins can edit its details.")).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Edit company' })).not.toBeInTheDocument();
    // What members may do stays: edit and boost the company's jobs.
    const rows = await screen.findAllByRole('article');
    expect(within(rows[0]!).getByRole('link', { name: /^Edit / })).toBeInTheDocument();
  });
});
