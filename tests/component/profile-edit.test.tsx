import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { describedBy, expectToast, fastUser } from './data';
import { renderApp, signInAs } from './render';
import { createControls } from '../../mocks/controls';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';

/** profile/edit: the candidate's profile in three sections, their completeness live, each saved on its own. */

const FIXTURES = path.resolve(import.meta.dirname, '../../contracts/fixtures');
const file = (name: string, type: string, as = name) =>
  new File([readFileSync(path.join(FIXTURES, name))], as, { type });
/** The demo candidate (user 1) as the mock holds them. */
const casey = () => db.candidateProfiles.findFirst((q) => q.where({ userId: 1 }))!;

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const percentOf = (name: string) => within(section(name)).getByText(/% complete$/).textContent;
const total = () => screen.getByText(/^Profile \d+ % complete$/).textContent;

async function openEditor() {
  const view = renderApp('/profile/edit');
  await screen.findByRole('heading', { name: 'Edit your profile', level: 1 });
  return view;
}

describe('/profile/edit', () => {
  beforeEach(() => signInAs('candidate@demo.test'));

  it('shows the completeness of each section and in total, each missing part a link that focuses its field', async () => {
    const user = fastUser();
    await openEditor();
    // The demo candidate: work preference complete, no resume, no website, photos or career moves.
    expect(percentOf('Work preference')).toBe('100 % complete');
    expect(percentOf('Qualifications')).toBe('80 % complete');
    expect(percentOf('About')).toBe('63 % complete');
    expect(total()).toBe('Profile 81 % complete');
    expect(within(section('Work preference')).getByText('Complete.')).toBeInTheDocument();
    const missing = within(section('About'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(missing).toEqual(['Website', 'Photos', 'Career moves']);
    await user.click(within(section('About')).getByRole('link', { name: 'Website' }));
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveFocus();
  });

  it('moves the completeness as the candidate types, and keeps it once saved', async () => {
    const user = fastUser();
    await openEditor();
    // An address the save would refuse does not count: the section stays where it was.
    expect(percentOf('About')).toBe('63 % complete');
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'casey.example');
    expect(percentOf('About')).toBe('63 % complete');
    await user.clear(screen.getByRole('textbox', { name: 'Website' }));
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://casey.example');
    // Before saving: the section and the total follow what is typed.
    expect(percentOf('About')).toBe('75 % complete');
    expect(total()).toBe('Profile 85 % complete');
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    await expectToast('Your about section is saved.');
    expect(casey().websiteUrl).toBe('https://casey.example');
    expect(percentOf('About')).toBe('75 % complete');
  });

  it('shows bad input beside its field and keeps what was typed', async () => {
    const user = fastUser();
    await openEditor();
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.type(website, 'casey dot example');
    const highlights = screen.getByRole('textbox', { name: 'Professional highlights' });
    await user.clear(highlights);
    await user.type(highlights, 'Great');
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    expect(await screen.findByText('Enter the website address, starting with https://')).toBeInTheDocument();
    expect(describedBy(highlights)).toContain('Write more than 6 characters, or leave it empty');
    expect(website).toHaveFocus();
    expect(website).toHaveValue('casey dot example');
    expect(casey().websiteUrl).toBeNull();
  });

  it('says a refusal of the server that names none of its fields in the section, and keeps what was typed', async () => {
    const user = fastUser();
    await openEditor();
    const nextJob = screen.getByRole('textbox', { name: 'Your next job' });
    await user.clear(nextJob);
    await user.type(nextJob, 'Head guide.');
    // The demo controls refuse the next save with a 400 whose field error names no field of the section.
    createControls(async () => {}).failNext('PUT Profile/qualifications', 400);
    await user.click(screen.getByRole('button', { name: 'Save qualifications' }));
    const alert = await within(section('Qualifications')).findByRole('alert');
    expect(alert).toHaveTextContent('This value was rejected by the demo controls.');
    // The message is at the top of the section, the button at its end: the message takes the focus, into sight.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(nextJob).toHaveValue('Head guide.');
    expect(casey().nextJob).toBe('A year-round climbing guide role with a chance to train new guides.');
  });

  it('adds an entry with Enter (without saving the section) and removes one with its button', async () => {
    const user = fastUser();
    await openEditor();
    const skills = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(skills, 'Avalanche level 1{Enter}');
    const list = screen.getByRole('list', { name: 'Skills' });
    expect(within(list).getByText('Avalanche level 1')).toBeInTheDocument();
    expect(skills).toHaveValue('');
    expect(casey().skills).not.toContain('Avalanche level 1');
    await user.click(within(list).getByRole('button', { name: 'Remove Swiftwater rescue' }));
    expect(skills).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save qualifications' }));
    await expectToast('Your qualifications are saved.');
    expect(casey().skills).toEqual([
      'AMGA Single Pitch Instructor',
      'Wilderness First Responder',
      'Trad and sport leading',
      'Sea kayak rescues',
      'Avalanche level 1',
    ]);
  });

  it('uploads a resume with its section, and refuses a file that is not a PDF or Word document beside the field', async () => {
    const user = fastUser();
    await openEditor();
    const resume = screen.getByLabelText('Resume');
    await user.upload(resume, file('not-an-image.txt', 'application/pdf', 'resume.pdf'));
    expect(await screen.findByText('The resume must be a PDF or Word document.')).toBeInTheDocument();
    await user.upload(resume, file('resume.pdf', 'application/pdf'));
    // The file is checked by its content (asynchronously); once taken, it counts before it is saved.
    await waitFor(() => expect(percentOf('Qualifications')).toBe('100 % complete'));
    expect(screen.queryByText('The resume must be a PDF or Word document.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save qualifications' }));
    await expectToast('Your qualifications are saved.');
    expect(casey().resumeUrl).toMatch(/^data:application\/pdf;base64,/);
    expect(await screen.findByRole('link', { name: 'Your resume' })).toHaveAttribute('href', casey().resumeUrl);
  });

  it('uploads photos with the about section, then reorders and removes them', async () => {
    const user = fastUser();
    await openEditor();
    await user.upload(screen.getByLabelText('Photos'), [
      file('logo.png', 'image/png', 'a.png'),
      file('logo.png', 'image/png', 'b.png'),
    ]);
    expect(await screen.findAllByRole('img', { name: /not saved yet/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    await expectToast('Your about section is saved.');
    await waitFor(() => expect(casey().albumPhotosUrls).toHaveLength(2));
    const [first, second] = casey().albumPhotosUrls;
    await user.click(await screen.findByRole('button', { name: 'Move photo 2 earlier' }));
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    await waitFor(() => expect(casey().albumPhotosUrls).toEqual([second, first]));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    await waitFor(() => expect(casey().albumPhotosUrls).toEqual([first]));
  });

  it('names each refused photo, and keeps the good ones chosen with them', async () => {
    const user = fastUser();
    await openEditor();
    await user.upload(screen.getByLabelText('Photos'), [
      file('not-an-image.txt', 'image/png', 'scan.png'),
      file('logo.png', 'image/png', 'ridge.png'),
      file('not-an-image.txt', 'image/jpeg', 'notes.jpg'),
    ]);
    expect(await screen.findAllByRole('img', { name: /not saved yet/ })).toHaveLength(1);
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Photos'))).toContain(
        '2 photos were left out. “scan.png”: This file is not an image. The photo must be a PNG, JPEG or WebP image. ' +
          '“notes.jpg”: This file is not an image. The photo must be a PNG, JPEG or WebP image.',
      ),
    );
  });

  it('a photo the server refused says so until a later save goes through, then the message goes', async () => {
    const user = fastUser();
    await openEditor();
    const refusal = 'This photo could not be read. Choose a JPEG or PNG image.';
    server.use(
      http.put('*/api/Profile/about', () => HttpResponse.json({ errors: { photos: [refusal] } }, { status: 400 }), {
        once: true,
      }),
    );
    await user.upload(screen.getByLabelText('Photos'), [file('logo.png', 'image/png', 'a.png')]);
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    expect(await within(section('About')).findByText(refusal)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save about' }));
    await expectToast('Your about section is saved.');
    await waitFor(() => expect(within(section('About')).queryByText(refusal)).not.toBeInTheDocument());
  });

  it('moves the recommended jobs at once when the focus changes', async () => {
    const user = fastUser();
    await openEditor();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const before = (await within(nav).findByRole('link', { name: /^My jobs, \d+ recommended$/ })).textContent;
    // From climbing and paddling guiding to store management only.
    await user.click(screen.getByRole('checkbox', { name: 'Climbing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Paddling' }));
    await user.click(screen.getByRole('checkbox', { name: 'Store Management' }));
    await user.click(screen.getByRole('button', { name: 'Save qualifications' }));
    await expectToast('Your qualifications are saved.');
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^My jobs/ }).textContent).not.toBe(before));
  });

  it('asks before leaving with unsaved changes in any section', async () => {
    const user = fastUser();
    const view = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Your next job' }), ' Soon.');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(view.path()).toBe('/profile/edit');
    expect(screen.getByRole('textbox', { name: 'Your next job' })).toHaveValue(
      'A year-round climbing guide role with a chance to train new guides. Soon.',
    );
  });

  it('takes a save made in another tab into the sections not being edited, and keeps what is typed in the others', async () => {
    const user = fastUser();
    const view = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://casey.example');
    // Another tab saves the work preference and the qualifications; this tab comes back to the front (its data is loaded again).
    await db.candidateProfiles.update(casey(), {
      data(p) {
        p.isRemoteConsidered = true;
        p.nextJob = 'Head guide.';
        p.websiteUrl = 'https://other.example';
      },
    });
    await view.router.revalidate();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'I would work remotely' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Your next job' })).toHaveValue('Head guide.');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('https://casey.example');
  });

  it('adds a social link with its kind focused, and removing one keeps the focus in the section', async () => {
    const user = fastUser();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(screen.getAllByRole('combobox', { name: 'Kind' })[1]).toHaveFocus();
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Kind' })[1]!, 'LinkedIn');
    await user.type(screen.getAllByRole('textbox', { name: 'Address' })[1]!, 'https://www.linkedin.com/in/casey');
    await user.click(screen.getAllByRole('button', { name: 'Remove this link' })[0]!);
    expect(screen.getByRole('button', { name: 'Add a link' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save about' }));
    await expectToast('Your about section is saved.');
    expect(casey().socialLinks).toEqual([{ type: 1, url: 'https://www.linkedin.com/in/casey' }]);
  });
});
