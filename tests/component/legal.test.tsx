import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render';
import { db } from '../../mocks/db';

/** The legal pages: their text from the content service (items/legal_pages), sanitised, with its contents. */

/** The seeded legal page's content item. */
const legalItem = (slug: string) =>
  db.contentItems.all().find((item) => item.collection === 'legal_pages' && item.data.slug === slug)!;

/** Replaces the published text of a legal page with this body (the test's own record). */
async function publish(slug: string, body: string) {
  const item = legalItem(slug);
  await db.contentItems.update(item, {
    data(record) {
      record.data = { ...record.data, body };
    },
  });
}

const text = () => document.querySelector('.legal__text')!;

describe('legal pages', () => {
  it('shows the terms of service with when they were updated and a table of their sections', async () => {
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    // The seed updated them 41 days before the component tests' now (Nov 22, 2026).
    expect(screen.getByText('Last updated', { exact: false })).toHaveTextContent('Last updated Oct 12, 2026');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Your account',
      'What candidates may do',
      'What employers may do',
      'Boosts and payments',
      'When things go wrong',
    ]);
    expect(links[3]).toHaveAttribute('href', '#section-4');
    expect(screen.getByRole('heading', { level: 2, name: 'Boosts and payments' })).toHaveAttribute('id', 'section-4');
    await waitFor(() => expect(document.title).toBe('Basecamp - Terms of service'));
  });

  it('shows a hostile text harmless: no script, handler, frame, image, style or javascript: link runs or shows', async () => {
    await publish(
      'privacy-policy',
      [
        '<h2>Safe</h2><p>Kept as text.<script>window.pwned = "script"</script></p>',
        '<img src="/x.png" onerror="window.pwned = \'onerror\'">',
        '<p><a href="javascript:window.pwned = \'link\'">A trap</a></p>',
        '<iframe src="https://evil.example/"></iframe>',
        '<div style="position:fixed;inset:0;background:red" onclick="window.pwned = \'click\'">Covered</div>',
        '<p><a href="https://oag.ca.gov/privacy">Elsewhere</a> and <a href="/jobs">here</a>.</p>',
        '<p aria-hidden="true" data-track="x">Hidden from no one.</p><p><a href="http://[x">Unreadable</a></p>',
      ].join(''),
    );
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 2, name: 'Safe' });

    expect(
      text().querySelector('script, img, iframe, style, [style], [onerror], [onclick], [aria-hidden], [data-track]'),
    ).toBeNull();
    expect(screen.getByText('Unreadable')).not.toHaveAttribute('href');
    expect(screen.getByText('A trap')).not.toHaveAttribute('href');
    // The covering block is gone: its words stay, as plain text of the page's text.
    expect(screen.getByText('Covered')).toBe(text());
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere).toHaveAttribute('target', '_blank');
    expect(elsewhere).toHaveAttribute('rel', 'noopener noreferrer');
    const here = screen.getByRole('link', { name: 'here' });
    expect(here).toHaveAttribute('href', '/jobs');
    expect(here).not.toHaveAttribute('target');
    expect((window as { pwned?: string }).pwned).toBeUndefined();
  });

  it("shows the seeded NDA's hostile paragraph harmless: its words only", async () => {
    renderApp('/nda-agreement');
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions' })).toBeInTheDocument();
    const paragraph = screen.getByText('Ask our legal team').closest('p');
    expect(paragraph).toHaveTextContent(/^Ask our legal team at legal@basecamp\.example\.$/);
    expect(text().querySelector('script, img, iframe, [style], [onclick], [onerror]')).toBeNull();
    expect(text().querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('says so when a page has no published text', async () => {
    await db.contentItems.update(legalItem('nda-agreement'), {
      data(record) {
        record.status = 'draft';
      },
    });
    renderApp('/nda-agreement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not available yet' }),
    ).toBeInTheDocument();
  });
});
