import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, expect } from 'vitest';
import { server } from '../../mocks/node';

/** "Now" of every component test: the mock's clock and the app's Date agree on it (tests/component/setup.ts). */
export const NOW = '2026-11-22T12:00:00.000Z';

/** The job cards on screen (articles named by their job title). */
export const cards = () => screen.queryAllByRole('article');

/** The titles of the job cards on screen, in order. */
export const cardTitles = () => cards().map((card) => within(card).getByRole('link').textContent);

/** The titles of the employer dashboard's job rows on screen, in order (each row's heading). */
export const rowTitles = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/** Waits until one of the live status messages reads `text`. */
export async function expectStatus(text: string) {
  await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(text));
}

/** Waits until a toast (role alert) shows `text`. */
export async function expectToast(text: string) {
  await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(text));
}

/** The error text tied to an input by aria-describedby. */
export function describedBy(input: HTMLElement) {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

/**
 * A user for the heavier screens (a search page holds some 700 elements): no pause between keystrokes, and no
 * pointer-events check (it reads the computed style of every ancestor on each click; jsdom loads no CSS anyway).
 */
export const fastUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });

/** Every request that reached the mock in the running test, as `METHOD pathname`. */
export function recordRequests(): string[] {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) =>
    void requests.push(`${request.method} ${new URL(request.url).pathname}`);
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
  });
  return requests;
}

/**
 * A double click as it lands on a slow machine: two clicks before the page has drawn the first one's effect (no
 * waiting between them, as user-event would).
 */
export function clickTwiceAtOnce(element: HTMLElement) {
  fireEvent.click(element);
  fireEvent.click(element);
}

/**
 * Holds the calls of `method` to `path` (an msw pattern) until `release`; `held` resolves once one is held. Released,
 * a call goes on to the mock's own handler.
 */
export function holdCalls(method: 'get' | 'post', path: string) {
  let release!: () => void;
  let arrived!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    http[method](path, async () => {
      arrived();
      await released;
    }),
  );
  return { held, release };
}
