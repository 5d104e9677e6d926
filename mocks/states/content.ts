import { buildContentItem, buildContentSession } from '../builders';
import { clock } from '../clock';
import { db, nextId } from '../db';
import { defineStates, num, str } from './define';
import { put, removeWhere } from './support';
import { CONTENT_API_KEY } from '../handlers/content';

/** The text a legal page's state gives it (contracts/reference.md). */
export const LEGAL_STATE_BODY = '<h2>Your account</h2><p>Keep your password to yourself.</p>';

/** The testimonials' state (contracts/reference.md): by `sort`, then id, they answer as 2, 3, 1; the 4th is a draft. */
const STATE_TESTIMONIALS = [
  {
    sort: 2,
    quote: 'The pay was on every job.',
    author_name: 'Diego Ramírez',
    author_role: 'Lodge crew',
    audience: 'candidate',
  },
  {
    sort: 1,
    quote: 'Three outfitters wrote to me.',
    author_name: 'Maya Thompson',
    author_role: 'River guide',
    audience: 'candidate',
  },
  {
    sort: 1,
    quote: 'We filled twelve guide spots.',
    author_name: 'Hannah Whitaker',
    author_role: 'Outfitter',
    audience: 'employer',
  },
  { sort: 0, quote: 'Not published yet.', author_name: 'Draft Author', author_role: 'Draft', audience: 'candidate' },
];
/** The partners' state (contracts/reference.md): by `sort`, then id, they answer as 2, 1; the 3rd is a draft. */
const STATE_PARTNERS = [
  {
    sort: 2,
    name: 'Trail Workers Guild',
    website: 'https://trailworkers.example',
    description: 'Trail crew training.',
  },
  { sort: 1, name: 'Paddlesports Alliance', website: 'https://paddle.example', description: 'Outfitters together.' },
  { sort: 0, name: 'Draft Partner', website: 'https://draft.example', description: 'Not published yet.' },
];

/** The state pages' state (contracts/reference.md): for PA, by `sort` then id, 2 then 1; the 3rd is Colorado's, the 4th a draft. */
const STATE_PAGES = [
  { sort: 2, state: 'PA', section: 'faq', title: 'Is housing included?', body: '<p>Some jobs include it.</p>' },
  { sort: 1, state: 'PA', section: 'about', title: 'Outdoor work', body: '<p>121 state parks.</p>' },
  { sort: 1, state: 'CO', section: 'about', title: 'Colorado', body: '<p>Not this state.</p>' },
  { sort: 0, state: 'PA', section: 'faq', title: 'Draft question', body: '<p>Not published yet.</p>' },
];

/**
 * A collection's items of a state, from the id given, the last one a draft; no other item of the collection. They are
 * stored in the order given (each keeping the id of its place in the list): a stored order unlike the ids'.
 */
async function stateItems(
  collection: string,
  firstId: number,
  items: ReadonlyArray<Record<string, unknown>>,
  stored = items.map((_, i) => i),
) {
  removeWhere('contentItems', (item) => item.collection === collection);
  for (const i of stored)
    await put(
      'contentItems',
      buildContentItem({
        id: firstId + i,
        collection,
        status: i === items.length - 1 ? 'draft' : 'published',
        data: items[i]!,
      }),
    );
}

/** The content service: its API key, its tokens, its tooltips, testimonials, partners and legal pages. */
export const contentStates = defineStates({
  'the content API key {key} is valid': (p) => {
    if (str(p, 'key') !== CONTENT_API_KEY) throw new Error(`The mock's content API key is ${CONTENT_API_KEY}`);
  },
  'the content API key {key} is not valid': (p) => {
    if (str(p, 'key') === CONTENT_API_KEY) throw new Error('That key is the valid one');
  },
  'the content token {token} is valid': async (p) => {
    await put('contentSessions', buildContentSession({ token: str(p, 'token') }));
  },
  'the content token {token} has expired': async (p) => {
    await put('contentSessions', buildContentSession({ token: str(p, 'token'), expiresAt: clock.hoursFromNow(-1) }));
  },
  'no content session has the token {token}': (p) => removeWhere('contentSessions', (s) => s.token === str(p, 'token')),
  'the tooltips are published ones for the fields {fieldName} and {otherFieldName}, and a draft one': async (p) => {
    // These three, and no other tooltip (the others are set aside until teardown): the list is exact, by id.
    removeWhere('contentItems', (item) => item.collection === 'tooltips');
    for (const field_name of [str(p, 'fieldName'), str(p, 'otherFieldName')])
      await db.contentItems.create(
        buildContentItem({ id: nextId(db.contentItems), data: { field_name, tooltip: `What ${field_name} means.` } }),
      );
    // Decoy: a draft tooltip, which a missing `status=published` filter would return.
    await db.contentItems.create(
      buildContentItem({
        id: nextId(db.contentItems),
        status: 'draft',
        data: { field_name: 'draftField', tooltip: 'Not published.' },
      }),
    );
  },
  "the testimonials from the id {id} are published out of the editors' order, beside a draft one": (p) =>
    // Stored in the reverse of the ids: the two of sort 1 tie by id, not by the order stored, and the answer is
    // neither the order stored nor its reverse.
    stateItems('testimonials', num(p, 'id'), STATE_TESTIMONIALS, [2, 1, 0, 3]),
  "the partners from the id {id} are published out of the editors' order, beside a draft one": (p) =>
    stateItems('partners', num(p, 'id'), STATE_PARTNERS),
  "the state pages from the id {id} are published out of the editors' order, beside another state's and a draft": (p) =>
    stateItems('state_pages', num(p, 'id'), STATE_PAGES),
  'the legal page {slug} is published with the title {title} three days ago, beside a draft of it and another page':
    async (p) => {
      // These three, and no other legal page (the others are set aside until teardown).
      removeWhere('contentItems', (item) => item.collection === 'legal_pages');
      const slug = str(p, 'slug');
      const page = (changes: Record<string, unknown>, status: 'published' | 'draft' = 'published') =>
        db.contentItems.create(
          buildContentItem({
            id: nextId(db.contentItems),
            collection: 'legal_pages',
            status,
            data: {
              slug,
              title: str(p, 'title'),
              body: LEGAL_STATE_BODY,
              date_updated: clock.daysFromNow(-3),
              ...changes,
            },
          }),
        );
      await page({});
      // Decoys, each updated since: a server that skipped a filter and kept the latest text would answer it. A draft of
      // the page (the `status=published` filter drops it) and another page (the `slug` filter drops it).
      await page({ title: 'A draft not published yet', date_updated: clock.daysFromNow(-1) }, 'draft');
      const other = slug === 'privacy-policy' ? 'terms-of-service' : 'privacy-policy';
      await page({ slug: other, title: 'Another page', date_updated: clock.daysFromNow(-2) });
    },
  // Three published texts of one page, none the latest by the order stored: the latest updated is neither the first
  // nor the last stored.
  'the legal page {slug} is published three times, titled {title} when last updated a day ago': async (p) => {
    removeWhere('contentItems', (item) => item.collection === 'legal_pages');
    const texts = [
      { title: 'An older text', date_updated: clock.daysFromNow(-2) },
      { title: str(p, 'title'), date_updated: clock.daysFromNow(-1) },
      { title: 'The oldest text', date_updated: clock.daysFromNow(-3) },
    ];
    for (const text of texts)
      await db.contentItems.create(
        buildContentItem({
          id: nextId(db.contentItems),
          collection: 'legal_pages',
          data: { slug: str(p, 'slug'), body: LEGAL_STATE_BODY, ...text },
        }),
      );
  },
});
