import { describeStates } from './define';
import type { contentStates } from '../../mocks/states/content';

export default describeStates<typeof contentStates>({
  'the content API key {key} is valid': {
    creates: "`key` is the content service's API key",
  },
  'the content API key {key} is not valid': {
    creates: '`key` is not an API key',
  },
  'the content token {token} is valid': {
    creates: '`token` is a valid content-service token',
  },
  'the content token {token} has expired': {
    creates: '`token` was a content-service token and has expired',
  },
  'no content session has the token {token}': {
    creates: '`token` is not a content-service token (a content session with it is removed)',
  },
  'the tooltips are published ones for the fields {fieldName} and {otherFieldName}, and a draft one': {
    creates:
      'a published tooltip for each field, in that order (the tooltip of a field `f` says `What f means.`), ' +
      'and a draft one for another field (a decoy the `status=published` filter must drop), and no other ' +
      'tooltip (the others are set aside until teardown); their ids are the next free ones, in that order',
  },
  "the testimonials from the id {id} are published out of the editors' order, beside a draft one": {
    creates:
      'four `testimonials` from the id `id` up, as `{ sort, quote, author_name, author_role, audience }`: ' +
      "`id` (2, 'The pay was on every job.', Diego Ramírez, Lodge crew, candidate), `id`+1 (1, 'Three " +
      "outfitters wrote to me.', Maya Thompson, River guide, candidate), `id`+2 (1, 'We filled twelve guide " +
      "spots.', Hannah Whitaker, Outfitter, employer), all published, and `id`+3 a draft ('Not published " +
      "yet.', sort 0: first, if drafts were answered); stored in the order `id`+2, `id`+1, `id`, `id`+3 (the " +
      'two of sort 1 not in id order); no other testimonial',
  },
  "the partners from the id {id} are published out of the editors' order, beside a draft one": {
    creates:
      'three `partners` from the id `id` up, as `{ sort, name, website, description }`: `id` (2, Trail ' +
      "Workers Guild, https://trailworkers.example, 'Trail crew training.'), `id`+1 (1, Paddlesports " +
      "Alliance, https://paddle.example, 'Outfitters together.'), both published, and `id`+2 a draft (Draft " +
      'Partner, sort 0); no other partner',
  },
  "the state pages from the id {id} are published out of the editors' order, beside another state's and a draft": {
    creates:
      'four `state_pages` from the id `id` up, as `{ sort, state, section, title, body }`: `id` (2, PA, ' +
      "faq, 'Is housing included?', `<p>Some jobs include it.</p>`), `id`+1 (1, PA, about, 'Outdoor work', " +
      "`<p>121 state parks.</p>`), `id`+2 (1, CO, about, 'Colorado': another state's), all published, and " +
      '`id`+3 a draft of PA (sort 0); no other state page',
  },
  'the legal page {slug} is published with the title {title} three days ago, beside a draft of it and another page': {
    creates:
      'the published text of the page `slug` (`legal_pages`), titled `title`, its body `<h2>Your ' +
      "account</h2><p>Keep your password to yourself.</p>`, updated three days before the clock's moment; a " +
      "draft of the same page updated a day before the clock's moment (a decoy the `status=published` " +
      'filter must drop) and another published page updated two days before it (`privacy-policy`, or ' +
      '`terms-of-service` when `slug` is that: a decoy the `slug` filter must drop); both decoys are newer ' +
      'than the text, so a server that skipped a filter and kept the latest text would answer a decoy; no ' +
      'other legal page (the others are set aside until teardown)',
  },
  'the legal page {slug} is published three times, titled {title} when last updated a day ago': {
    creates:
      'three published texts of the page `slug` (`legal_pages`), each with the body `<h2>Your account</h2><p>Keep ' +
      'your password to yourself.</p>`, stored in this order: titled `An older text`, updated two days before the ' +
      "clock's moment; titled `title`, updated a day before it (the latest); titled `The oldest text`, updated " +
      'three days before it; no other legal page (the others are set aside until teardown)',
  },
});
