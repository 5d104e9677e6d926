import DOMPurify from 'dompurify';

/**
 * Rich text of the content service, made safe to show (DOMPurify, loaded only by the pages that show rich text): only
 * the tags of a text (headings, paragraphs, lists, links, emphasis), no attribute but a link's address and title, and
 * only web, mail and in-page addresses. So a script, an event handler, a `javascript:` link, a frame, an image or a
 * style never runs and never shows. A link to another origin opens in a new tab, without access to this one.
 */
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'br', 'blockquote'];
const ALLOWED_ATTR = ['href', 'title'];
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/|#)/i;

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
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a[href]')) {
    const href = new URL(link.getAttribute('href')!, window.location.href);
    if (/^https?:$/.test(href.protocol) && href.origin !== window.location.origin) {
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
