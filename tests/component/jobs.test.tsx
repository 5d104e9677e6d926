import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createControls } from '../../mocks/controls';
import { server } from '../../mocks/node';
import { renderApp } from './render';

const controls = createControls(async () => {});

describe('/jobs', () => {
  it('shows the job fields with their focuses from Job/options/get', async () => {
    renderApp('/jobs');
    const guiding = await screen.findByRole('heading', { name: 'Guiding & Instruction', level: 3 });
    const card = guiding.closest('li')!;
    expect(within(card).getByText(/Climbing/)).toHaveTextContent('Climbing · Paddling · Ski & Snowboard');
    expect(screen.getByRole('heading', { name: 'Conservation & Parks', level: 3 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('a 500 shows that the fields could not be loaded, and a toast with the exception message', async () => {
    controls.failNext('GET Job/options/get', 500);
    renderApp('/jobs');
    expect(await screen.findByText('The job fields could not be loaded. Please try again later.')).toBeVisible();
    expect(await screen.findByText('The demo controls made the server fail (500).')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guiding & Instruction' })).not.toBeInTheDocument();
  });

  it("a server's own 500 body: the toast shows its exception message", async () => {
    server.use(
      http.get('*/api/Job/options/get', () =>
        HttpResponse.json({ exceptionMessage: 'Lookup tables are being rebuilt.' }, { status: 500 }),
      ),
    );
    renderApp('/jobs');
    expect(await screen.findByText('Lookup tables are being rebuilt.')).toBeInTheDocument();
    expect(screen.getByText('The job fields could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  it('a malformed answer does not crash the page: the fields are reported missing and a toast says so', async () => {
    server.use(http.get('*/api/Job/options/get', () => HttpResponse.json({ result: { jobFields: 'none' } })));
    // In development the HTTP layer prints the schema issues for the developer; keep the test output clean.
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/jobs');
    expect(await screen.findByText('The job fields could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('The server sent a response this page cannot read. Please try again later.')).toBeInTheDocument();
    printed.mockRestore();
  });
});
