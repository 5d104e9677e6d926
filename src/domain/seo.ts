// Page titles and meta descriptions per docs/product.md §9.
import { META_DESCRIPTION_MAX } from './constants';

// The page title lives in its own module: the app shell loads it with the first page, the rest comes with the pages.
export { pageTitle } from './title';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Plain text: script/style blocks and tags removed, entities decoded (one pass), whitespace collapsed. */
function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text of at most 150 characters; when cut, cut at a word boundary and end with '…' (counted). */
export function metaDescription(html: string | null | undefined): string {
  const text = stripHtml(html ?? '');
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const room = META_DESCRIPTION_MAX - 1;
  let cut = text.slice(0, room);
  if (text[room] !== ' ') {
    const space = cut.lastIndexOf(' ');
    if (space > 0) cut = cut.slice(0, space);
  }
  return `${cut.trimEnd()}…`;
}
