import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { loader } from './legal.data';
import { richText } from '../../components/content/rich-text';
import { ScreenProblem } from '../../components/route/RouteProblem';
import { useDocumentMeta } from '../../components/ui/useDocumentMeta';
import { formatDate } from '../../domain/dates';
import { href } from '../../domain/paths';

/**
 * A legal page (terms and conditions, privacy policy, terms of service, NDA): its title, when it was last updated, a
 * table of contents of its sections, and its text from the content service, sanitised. It prints without the site's
 * header, footer and demo strip (styles: `.legal`).
 */
export default function LegalPage() {
  const page = useLoaderData<typeof loader>();
  const text = useMemo(() => richText(page.body), [page.body]);
  useDocumentMeta(page.title, page.body);
  return (
    <article className="page page--narrow legal">
      <h1>{page.title}</h1>
      <p className="muted">
        Last updated <time dateTime={page.date_updated}>{formatDate(page.date_updated)}</time>
      </p>
      {text.headings.length > 1 && (
        <nav className="card legal__contents" aria-labelledby="legal-contents">
          <h2 id="legal-contents">Contents</h2>
          <ol>
            {text.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* Sanitised by richText: only a text's tags, no script, handler, frame, image or style. */}
      <div className="legal__text" dangerouslySetInnerHTML={{ __html: text.html }} />
    </article>
  );
}

/** No published text: a page that says so; other failures as every page's. */
export const ErrorBoundary = () => (
  <ScreenProblem
    missing={{
      meta: 'Page not available',
      title: 'This page is not available yet',
      text: 'Its text has not been published. Please try again later.',
    }}
    failed={{ meta: 'Page', title: 'The page could not be loaded' }}
    action={{ to: href('jobs'), label: 'Search jobs' }}
  />
);
