import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addUnboosted, COMPANY, openBoost, payWith, rowOf } from './boost-page';
import { cards, fastUser } from './data';
import { addBoost, addJob } from './fixtures';
import { addBestMatch } from './recommended-page';
import { renderApp, signInAs } from './render';
import { clock } from '../../mocks/clock';
import type { PaymentRecord } from '../../mocks/db';
import { job } from '../../src/api/job';
import { PaymentStatus } from '../../src/domain/enums/boost';

/** Where a boost shows: first among a matching candidate's recommended jobs, each boost's state, search's tag. */

describe('a boosted job in recommended jobs', () => {
  const titles = () => cards().map((c) => c.querySelector('h3 a')!.getAttribute('href'));
  const sponsoredBlock = () => {
    const list = cards();
    const first = list.findIndex((c) => within(c).queryByText('Sponsored') === null);
    return list.slice(0, first === -1 ? list.length : first).map((c) => c.querySelector('h3 a')!.getAttribute('href'));
  };

  it("moves up among the sponsored jobs at the top of a matching candidate's recommendations once its boost is paid", async () => {
    // A job of the demo employer's company, recommended to the demo candidate in the past day, not sponsored yet.
    const job = await addBestMatch({
      companyId: COMPANY,
      createdDate: clock.hoursFromNow(-13),
      publishedDate: clock.hoursFromNow(-12),
    });
    const path = `/job/${job.id}`;
    await signInAs('candidate@demo.test');
    const before = renderApp('/recommended-jobs?datePosted=Past24Hours');
    await waitFor(() => expect(titles()).toContain(path));
    expect(sponsoredBlock()).not.toContain(path);
    before.unmount();

    const user = fastUser();
    const { dialog } = await openBoost(job.id);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await within(dialog).findByLabelText('Card number');
    await payWith(user, dialog, '4242 4242 4242 4242');
    await screen.findByRole('heading', { level: 1, name: 'Your boost is booked' });

    await signInAs('candidate@demo.test');
    renderApp('/recommended-jobs?datePosted=Past24Hours');
    await waitFor(() => expect(titles()).toContain(path));
    expect(sponsoredBlock()).toContain(path);
  });
});

describe('a boost on the dashboard and in search', () => {
  it("the dashboard shows each boost's state: active, paid for later, waiting for payment, ended", async () => {
    const paid = { status: PaymentStatus.Succeeded, cardLast4: '4242' };
    const boosted = async (boost: { startDate: string; weeks: number }, payment: Partial<PaymentRecord>) =>
      (await addBoost({ jobId: (await addUnboosted()).id, ...boost }, payment)).jobId;
    const active = await boosted({ startDate: clock.daysFromNow(-3), weeks: 2 }, paid);
    const later = await boosted({ startDate: clock.daysFromNow(4), weeks: 1 }, paid);
    const waiting = await boosted({ startDate: clock.iso(), weeks: 1 }, { status: PaymentStatus.PaymentFailed });
    const ended = await boosted({ startDate: clock.daysFromNow(-20), weeks: 2 }, paid);
    await signInAs('employer.admin@demo.test');
    renderApp('/profile');
    await waitFor(() => rowOf(ended));
    expect(rowOf(active)).toHaveTextContent(/boost: active until /);
    expect(rowOf(later)).toHaveTextContent(/boost: paid, starts /);
    expect(rowOf(waiting)).toHaveTextContent(/boost: waiting for payment/);
    expect(rowOf(ended)).toHaveTextContent(/boost: ended /);
  });

  it('search results tag jobs an active boost sponsors, and only those', async () => {
    const paid = { status: PaymentStatus.Succeeded, cardLast4: '4242' };
    const zephyr = async (title: string) => (await addJob({ title: `Zephyr ${title}` })).id;
    const running = await zephyr('Running Boost');
    await addBoost({ jobId: running, startDate: clock.daysFromNow(-3), weeks: 2 }, paid);
    const unpaid = await zephyr('Unpaid Boost');
    await addBoost({ jobId: unpaid, startDate: clock.daysFromNow(-3), weeks: 2 });
    const later = await zephyr('Later Boost');
    await addBoost({ jobId: later, startDate: clock.daysFromNow(4), weeks: 1 }, paid);
    const ended = await zephyr('Ended Boost');
    await addBoost({ jobId: ended, startDate: clock.daysFromNow(-20), weeks: 2 }, paid);
    const none = await zephyr('No Boost');

    const page = await job.search({ keyword: 'zephyr' });
    expect(page.items.map((j) => [j.id, j.isSponsored])).toEqual(
      expect.arrayContaining([
        [running, true],
        [unpaid, false],
        [later, false],
        [ended, false],
        [none, false],
      ]),
    );
    expect(page.items).toHaveLength(5);
  });
});
