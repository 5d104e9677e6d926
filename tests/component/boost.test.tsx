import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addUnboosted, COMPANY, latestBoostOf, openBoost, payWith, rowOf } from './boost-page';
import { clickTwiceAtOnce, describedBy, fastUser, recordRequests } from './data';
import { addBoost } from './fixtures';
import { renderApp, signInAs } from './render';
import { withAppStyles } from './styles';
import { clock } from '../../mocks/clock';
import { createControls } from '../../mocks/controls';
import { db } from '../../mocks/db';
import { jobCandidate } from '../../src/api/job-candidate';
import { AdPlacementType, PaymentStatus } from '../../src/domain/enums/boost';
import { JobSearchStatusFilter } from '../../src/domain/enums/job-lists';

/**
 * Boosting a live job from the employer dashboard, paying for it, and its confirmation (where a boost then shows:
 * boosted-jobs.test.tsx).
 */

withAppStyles();

const controls = createControls(async () => {});
const requests = recordRequests();

/** The value of a fact of the payment step's summary ('To pay' → '$447'). */
const summaryFact = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('boosting a live job', () => {
  it('books a placement for some weeks, is paid, and the confirmation shows the receipt; the job is then sponsored', async () => {
    const job = await addUnboosted();
    const { user, view, dialog } = await openBoost(job.id);
    expect(within(dialog).getByRole('heading', { name: `Boost “${job.title}”` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /^Newsletter/ }));
    await user.selectOptions(within(dialog).getByLabelText('For'), '3 weeks');
    expect(within(dialog).getByText(/^Total:/).parentElement).toHaveTextContent('Total: $447 for 3 weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    expect(
      await within(dialog).findByRole('heading', { name: `Pay for the boost of “${job.title}”` }),
    ).toBeInTheDocument();
    expect(latestBoostOf(job.id)).toMatchObject({ placement: 2, weeks: 3 });
    // A card number that is not valid is refused beside its field, before anything is sent.
    await payWith(user, dialog, '4242 4242 4242 4241');
    // The form validates asynchronously (react-hook-form's resolver): wait for the message.
    await waitFor(() =>
      expect(describedBy(within(dialog).getByLabelText('Card number'))).toContain('This card number is not valid'),
    );
    expect(db.payments.findFirst((q) => q.where({ boostId: latestBoostOf(job.id)!.id }))!.status).toBe(
      PaymentStatus.Created,
    );

    await user.clear(within(dialog).getByLabelText('Card number'));
    await user.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $447' }));

    const boost = latestBoostOf(job.id)!;
    await waitFor(() => expect(view.path()).toBe(`/purchase-confirmation?boostId=${boost.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your boost is booked' })).toBeInTheDocument();
    const receipt = screen.getAllByRole('definition')[0]!.closest('dl')!;
    expect(receipt).toHaveTextContent('Newsletter');
    expect(receipt).toHaveTextContent('$447');
    expect(receipt).toHaveTextContent('card ending 4242');
    expect(db.payments.findFirst((q) => q.where({ boostId: boost.id }))).toMatchObject({
      status: PaymentStatus.Succeeded,
      cardLast4: '4242',
    });
    // Candidates see it as sponsored.
    const detail = await jobCandidate.getById(job.id);
    expect(detail.isSponsored).toBe(true);
  });

  it('a double click on Pay pays once', async () => {
    const job = await addUnboosted();
    const { user, view, dialog } = await openBoost(job.id);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await within(dialog).findByRole('heading', { name: `Pay for the boost of “${job.title}”` });
    await user.type(within(dialog).getByLabelText('Name on the card'), 'Morgan Alder');
    await user.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(within(dialog).getByLabelText('Security code'), '123');
    requests.length = 0;
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: /^Pay \$/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your boost is booked' })).toBeInTheDocument();
    expect(view.path()).toMatch(/^\/purchase-confirmation\?boostId=/);
    expect(requests.filter((r) => r.startsWith('POST '))).toHaveLength(1);
    expect(db.payments.findMany((q) => q.where({ boostId: latestBoostOf(job.id)!.id }))).toHaveLength(1);
  });

  it('says what a boost buys, as the recommended lists do it', async () => {
    const job = await addUnboosted();
    const { dialog } = await openBoost(job.id);
    const choice = within(dialog).getByRole('group', { name: 'Where to promote it' });
    expect(choice).toHaveTextContent(
      'Every boost, whatever its placement, tags the job Sponsored while it runs, and sponsored jobs lead the recommended jobs of the candidates they match: a single sponsored match always comes first; with more, 3 of them, drawn at random on each visit, come first.',
    );
    // No placement promises what the app does not do (Listing once promised the top of searches).
    expect(choice).not.toHaveTextContent(/top of matching searches|First in the recommended/);
  });

  it("describes each placement by what it adds to every boost's, each in its own words", async () => {
    const job = await addUnboosted();
    const { dialog } = await openBoost(job.id);
    const description = (name: string) =>
      describedBy(within(dialog).getByRole('radio', { name: new RegExp(`^${name}`) }));
    const names = ['Listing', 'Sponsored', 'Newsletter', 'Socials', 'Drop'];
    const descriptions = names.map(description);
    expect(new Set(descriptions).size).toBe(names.length);
    // "The Sponsored tag on the job wherever it is listed" read as the Sponsored placement's: every boost gives the
    // tag, and Listing and Sponsored do the same in the app, which their words now say.
    expect(description('Listing')).not.toMatch(/Sponsored tag/);
    expect(description('Listing')).toMatch(/^Basecamp only/);
    expect(description('Sponsored')).toMatch(/as Listing/);
    for (const name of ['Newsletter', 'Socials', 'Drop'])
      expect(description(name)).toMatch(/^The same on Basecamp, and /);
  });

  it('keeps the total and Continue to payment in view under choices that scroll (a short window)', async () => {
    const job = await addUnboosted();
    const { dialog } = await openBoost(job.id);
    // At 1280×860 the button fell below the dialog's fold: the choices now scroll in a body of their own, and the
    // footer with the total and the buttons stays under it.
    expect(dialog).toHaveClass('dialog--framed');
    expect(getComputedStyle(dialog).display).toBe('flex');
    expect(getComputedStyle(dialog).overflow).toBe('hidden');
    const body = dialog.querySelector('.dialog__body')!;
    expect(getComputedStyle(body).overflowY).toBe('auto');
    expect(within(body as HTMLElement).getByRole('radio', { name: /^Listing/ })).toBeInTheDocument();
    const next = within(dialog).getByRole('button', { name: 'Continue to payment' });
    expect(body.contains(next)).toBe(false);
    // The cheapest placement is chosen first: Sponsored costs twice as much and adds nothing over it yet.
    expect(within(body as HTMLElement).getByRole('radio', { name: /^Listing/ })).toBeChecked();
    expect(next.closest('.dialog__footer')).toHaveTextContent(/^Total: \$98 for 2 weeks/);
    expect(getComputedStyle(next.closest('.dialog__footer')!).flexShrink).toBe('0');
  });

  it('Escape closes the dialog, and focus is back on the Boost button that opened it', async () => {
    const job = await addUnboosted();
    const { user, dialog } = await openBoost(job.id);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf(job.id)).getByRole('button', { name: `Boost ${job.title}` })).toHaveFocus();
    expect(latestBoostOf(job.id)).toBeUndefined();
  });

  it('a declined payment says so, and leaves the job unboosted with its payment to complete later', async () => {
    const job = await addUnboosted();
    controls.failNextPayments(1);
    const { user, dialog } = await openBoost(job.id);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await within(dialog).findByLabelText('Card number');
    await payWith(user, dialog, '4242 4242 4242 4242');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payment failed: The payment was declined (demo controls). The job is not boosted. Check the card, or use another one.',
    );
    expect(within(dialog).getByLabelText('Name on the card')).toHaveValue('Morgan Alder');
    const boost = latestBoostOf(job.id)!;
    expect(db.payments.findFirst((q) => q.where({ boostId: boost.id }))!.status).toBe(PaymentStatus.PaymentFailed);
    expect((await jobCandidate.getById(job.id)).isSponsored).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Pay later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await waitFor(() => {
      const r = rowOf(job.id);
      expect(r).toHaveTextContent('Listing boost: waiting for payment');
      return r;
    });
    expect(within(row).getByRole('button', { name: `Complete payment ${job.title}` })).toBeInTheDocument();
  });

  it('a boost waiting for its payment is paid from its row, not booked again', async () => {
    const user = fastUser();
    const job = await addUnboosted();
    const waiting = await addBoost(
      { jobId: job.id, placement: AdPlacementType.Sponsored, weeks: 1, startDate: clock.iso() },
      { status: PaymentStatus.PaymentFailed, cardLast4: '0002', failureReason: 'Your card was declined.' },
    );
    const boostsBefore = db.boosts.all().length;
    await signInAs('employer.admin@demo.test');
    const view = renderApp(`/profile?status=${JobSearchStatusFilter.Active}`);
    const row = await waitFor(() => rowOf(job.id));
    await user.click(within(row).getByRole('button', { name: `Complete payment ${job.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Pay for the boost of “${job.title}”` });
    // No failure before an attempt: the earlier attempt is a fact of the summary, not an alert.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Payment failed/)).not.toBeInTheDocument();
    expect(summaryFact(dialog, 'Last attempt')).toBe('Declined (card ending 0002)');
    await payWith(user, dialog, '4242424242424242');
    await waitFor(() => expect(view.path()).toBe(`/purchase-confirmation?boostId=${waiting.id}`));
    expect(db.boosts.all()).toHaveLength(boostsBefore);
  });
});

describe('the payment step', () => {
  it('the seeded boost waiting for its payment opens without a failure: none was made in this dialog', async () => {
    const user = fastUser();
    const failed = db.payments.findMany((q) => q.where({ status: PaymentStatus.PaymentFailed }));
    const boost = db.boosts
      .all()
      .find(
        (b) =>
          failed.some((p) => p.boostId === b.id) &&
          db.jobs.findFirst((q) => q.where({ id: b.jobId }))?.companyId === COMPANY,
      )!;
    const job = db.jobs.findFirst((q) => q.where({ id: boost.jobId }))!;
    await signInAs('employer.admin@demo.test');
    renderApp(`/profile?status=${JobSearchStatusFilter.Active}`);
    const row = await waitFor(() => rowOf(job.id));
    await user.click(within(row).getByRole('button', { name: `Complete payment ${job.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Pay for the boost of “${job.title}”` });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/failed/i);
    // The declined test card was the one tried.
    expect(summaryFact(dialog, 'Last attempt')).toBe('Declined (card ending 0002)');
  });

  it('takes the name as printed, one letter included, and a card number with or without spaces; the messages say the rule', async () => {
    const job = await addUnboosted();
    const { user, view, dialog } = await openBoost(job.id);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    const number = await within(dialog).findByLabelText('Card number');
    const name = within(dialog).getByLabelText('Name on the card');
    await user.type(name, ' ');
    await user.type(number, '4242-4242-4242-4242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(within(dialog).getByLabelText('Security code'), '123');
    await user.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(describedBy(name)).toContain('Enter the name on the card'));
    expect(describedBy(number)).toContain('Enter the 12 to 19 digits of the card number (spaces are fine)');

    await user.clear(name);
    await user.type(name, 'Q');
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(view.path()).toBe(`/purchase-confirmation?boostId=${latestBoostOf(job.id)!.id}`));
  });
});

describe('purchase-confirmation', () => {
  it('an unknown purchase is not shown', async () => {
    await signInAs('employer.admin@demo.test');
    renderApp('/purchase-confirmation?boostId=9999');
    expect(await screen.findByRole('heading', { level: 1, name: 'No purchase to show' })).toBeInTheDocument();
  });
});
