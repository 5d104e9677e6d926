import DOMPurify from 'dompurify';
import { BASE_URL } from '../../env';

/**
 * Rich text of the content service, made safe to show (DOMPurify, loaded only by the pages that show rich text): only
 * the tags of a text (headings, paragraphs, lists, links, emphasis), no attribute but a link's address and title, and
 * only web, mail and in-page addresses (no data or aria attribute either). So a script, an event handler, a
 * `javascript:` link, a frame, an image or a style never runs and never shows. A link to another origin opens in a new
 * tab, without access to this one; a path of the app (`/jobs`) is taken under the app's base (a sub-path build), and
 * an address that cannot be read is left as text.
 */
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'br', 'blockquote'];
const ALLOWED_ATTR = ['href', 'title'];
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/|#)/i;

/** A link's address read against the page's, or null when it cannot be read (`http://[x`). */
function addressOf(href: string): URL | null {
  try {
    return new URL(href, window.location.href);
  } catch {
    return null;
  }
}

export interface RichText {
  /** The sanitised HTML, each second-level heading with an id. */
  html: string;
  /** The second-level headings, in order: a table of contents. */
  headings: Array<{ id: string; text: string }>;
}

export function richText(html: string, idPrefix = 'section'): RichText {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a[href]')) {
    const given = link.getAttribute('href')!;
    if (given.startsWith('/') && !given.startsWith('//')) link.setAttribute('href', BASE_URL + given.slice(1));
    const href = addressOf(link.getAttribute('href')!);
    if (!href) link.removeAttribute('href');
    else if (/^https?:$/.test(href.protocol) && href.origin !== window.location.origin) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  const headings = Array.from(fragment.querySelectorAll('h2'), (heading, i) => {
    heading.id = `${idPrefix}-${i + 1}`;
    return { id: heading.id, text: heading.textContent?.trim() ?? '' };
  });
  const holder = document.createElement('div');
  holder.append(fragment);
  return { html: holder.innerHTML, headings };
}
