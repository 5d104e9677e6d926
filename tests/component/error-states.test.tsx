import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fastUser } from './data';
import { addJob } from './fixtures';
import { renderApp, signInAs } from './render';
import { createControls } from '../../mocks/controls';
import { server } from '../../mocks/node';

/**
 * Error states say what happened, per the error catalogue: a list's (the search's here; every paged list shares it)
 * and a page's that could not be loaded.
 */

const controls = createControls(async () => {});

/** The search's error panel, once shown: the card under its heading. */
async function errorPanel() {
  const heading = await screen.findByRole('heading', { name: 'The jobs could not be loaded' });
  return heading.closest('.card') as HTMLElement;
}

describe('/jobs: a failed search says what happened', () => {
  const cases = [
    { status: 400, said: 'The request was not accepted.', server: 'This value was rejected by the demo controls.' },
    {
      status: 403,
      said: 'You do not have permission to do that.',
      server: 'The demo controls refused this request (403).',
    },
    { status: 404, said: 'Not found.', server: 'The demo controls could not find this (404).' },
    { status: 409, said: 'That conflicts with existing data.', server: 'The demo controls found a conflict (409).' },
    {
      status: 500,
      said: 'Something went wrong on the server. Please try again.',
      server: 'The demo controls made the server fail (500).',
    },
  ] as const;

  for (const { status, said, server: reason } of cases) {
    it(`${status}: what it means and the server's reason, never "check your connection"`, async () => {
      controls.failNext('GET Job/search', status);
      renderApp('/jobs');
      const panel = await errorPanel();
      expect(panel).toHaveTextContent(said);
      expect(panel).toHaveTextContent(reason);
      expect(panel).not.toHaveTextContent(/connection/i);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  }

  it('a body without a reason: the catalogue says what the status means, once', async () => {
    server.use(http.get('*/api/Job/search', () => new HttpResponse(null, { status: 403 })));
    renderApp('/jobs');
    const panel = await errorPanel();
    expect(panel.textContent?.match(/You do not have permission to do that\./g)).toHaveLength(1);
    expect(panel).not.toHaveTextContent(/connection/i);
  });

  it('no answer at all: the server cannot be reached, check the connection', async () => {
    server.use(http.get('*/api/Job/search', () => HttpResponse.error()));
    renderApp('/jobs');
    const panel = await errorPanel();
    expect(panel).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
  });
});

describe('a page that could not be loaded says what happened', () => {
  it("job/:id after a 500: the server's problem and its reason, with a retry that loads it", async () => {
    const job = await addJob({ title: 'Canyon Guide' });
    controls.failNext('GET Job/by-id', 500);
    renderApp(`/job/${job.id}`);
    expect(await screen.findByRole('heading', { name: 'The job could not be loaded', level: 1 })).toBeInTheDocument();
    const text = screen.getByText(/^Something went wrong on the server/);
    expect(text).toHaveTextContent(
      'Something went wrong on the server. Please try again. The demo controls made the server fail (500).',
    );
    expect(text).not.toHaveTextContent(/connection/i);
    await fastUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Canyon Guide' })).toBeInTheDocument();
  });

  const SERVER = 'Something went wrong on the server. Please try again. The demo controls made the server fail (500).';
  const pages = [
    {
      url: '/profile/edit',
      email: 'candidate@demo.test',
      call: 'GET Profile',
      title: 'Your profile could not be loaded',
    },
    {
      url: '/account',
      email: 'candidate@demo.test',
      call: 'GET Account',
      title: 'Your account settings could not be loaded',
    },
    {
      url: '/update-account',
      email: 'candidate@demo.test',
      call: 'GET Account',
      title: 'Your account could not be loaded',
    },
    {
      url: '/candidate/1/view',
      email: 'employer.admin@demo.test',
      call: 'GET Profile/public',
      title: 'This profile could not be loaded',
    },
    {
      url: '/update-job/1',
      email: 'employer.admin@demo.test',
      call: 'GET admin/Job/:id',
      title: 'The job could not be loaded',
    },
  ] as const;
  for (const { url, email, call, title } of pages) {
    it(`${url} after a 500 on ${call}: the server's problem, not the connection`, async () => {
      await signInAs(email);
      controls.failNext(call, 500);
      renderApp(url);
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
      expect(screen.getByText(/^Something went wrong on the server/)).toHaveTextContent(SERVER);
      expect(screen.getByRole('main')).not.toHaveTextContent(/connection/i);
    });
  }
});
