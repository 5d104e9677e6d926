import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests } from './data';
import { addJob } from './fixtures';
import { openJob } from './job-page';
import { renderApp, signInAs } from './render';
import { toSubmission } from '../../src/components/form/submission';

/**
 * Every route action checks what it is sent with its schemas (one per intent) before it calls the API: an unknown
 * intent or a malformed submission is answered with a 400 for the form (`{ ok: false, status, message, fieldErrors }`),
 * and no write reaches the API. Sent as a page's fetcher sends it, through the real route table.
 */

const requests = recordRequests();
/** The calls that reached the mock other than reads (the loaders run again after any action). */
const writes = () => requests.filter((r) => !r.startsWith('GET '));

const FIXTURES = path.resolve(import.meta.dirname, '../../contracts/fixtures');

type View = ReturnType<typeof renderApp>;

/** Submits to the action of `href` with a fetcher of the page shown, as `useFormAction` does: the action's answer. */
async function send(view: View, href: string, values: Record<string, unknown>, method: 'post' | 'put' = 'post') {
  const [target, options] = toSubmission(values, { method });
  const routeId = view.router.state.matches.at(-1)!.route.id;
  const submission =
    target instanceof FormData
      ? { formMethod: method, formEncType: 'multipart/form-data' as const, formData: target }
      : { formMethod: method, formEncType: 'application/json' as const, body: target };
  expect(options.encType).toBe(submission.formEncType);
  // What reached the mock from here on is this submission's (the sign-in and the page's loading are not).
  requests.length = 0;
  // The router forgets an idle fetcher no component holds once it has told its subscribers: listen for the answer.
  let answer: unknown;
  const stop = view.router.subscribe((state) => {
    const fetcher = state.fetchers.get('check');
    if (fetcher?.state === 'idle') answer = fetcher.data;
  });
  await act(() => view.router.fetch('check', routeId, href, submission));
  stop();
  return answer;
}

describe('a route action checks its submission', () => {
  it('answers an intent it does not know with a 400 the form shows, and calls nothing', async () => {
    const job = await addJob();
    await signInAs('candidate@demo.test');
    const view = await openJob(job);
    expect(await send(view, `/job/${job.id}`, { intent: 'share', jobId: job.id })).toEqual({
      ok: false,
      status: 400,
      message: 'This page cannot do what the form asked. Reload the page and try again.',
      fieldErrors: { intent: 'This page cannot do what the form asked. Reload the page and try again.' },
    });
    expect(writes()).toEqual([]);
  });

  it('answers a malformed value of a known intent with its field error, and calls nothing', async () => {
    const job = await addJob();
    await signInAs('candidate@demo.test');
    const view = await openJob(job);
    expect(await send(view, `/job/${job.id}`, { intent: 'apply', jobId: 'seven' })).toEqual({
      ok: false,
      status: 400,
      message: 'Unknown record',
      fieldErrors: { jobId: 'Unknown record' },
    });
    expect(writes()).toEqual([]);
  });

  it('checks a section of the account settings with the API’s own rules', async () => {
    await signInAs('candidate@demo.test');
    const view = renderApp('/account');
    await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
    const answer = await send(view, '/account', { intent: 'password', currentPassword: 'demo1234', password: 'short' });
    expect(answer).toMatchObject({ ok: false, status: 400, fieldErrors: { password: 'Use at least 8 characters' } });
    expect(writes()).toEqual([]);
  });

  it('checks the files of a multipart submission by their content: a text file is no photo', async () => {
    await signInAs('candidate@demo.test');
    const view = renderApp('/profile/edit');
    await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
    const text = new File([readFileSync(path.join(FIXTURES, 'not-an-image.txt'))], 'photo.png', { type: 'image/png' });
    const about = {
      intent: 'about',
      websiteUrl: null,
      professionalHighlights: null,
      professionalSummary: null,
      jobInterests: [],
      socialLinks: [],
      albumPhotosUrls: [],
      currentCareerStatus: null,
      careerMoves: [],
      photos: [text],
    };
    expect(await send(view, '/profile/edit', about, 'put')).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { 'photos.0': 'This file is not an image. The photo must be a PNG, JPEG or WebP image.' },
    });
    const resume = { intent: 'qualifications', experience: null, nextJob: null, focus: [], skills: [] };
    expect(await send(view, '/profile/edit', { ...resume, resume: 'resume.pdf', removeResume: false }, 'put')).toEqual({
      ok: false,
      status: 400,
      message: 'Choose the resume file',
      fieldErrors: { resume: 'Choose the resume file' },
    });
    expect(writes()).toEqual([]);
  });
});
