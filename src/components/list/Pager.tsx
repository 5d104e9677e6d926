import { Link } from 'react-router-dom';

/** The pages around the current one, with the first and last, and gaps between: [1, '…', 4, 5, 6, '…', 12]. */
export function pageWindow(current: number, last: number): Array<number | '…'> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | '…'> = [];
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - (sorted[i - 1] as number) > 1) out.push('…');
    out.push(page);
  }
  return out;
}

/** Page links (real links: each page has its URL). `href(page)` builds a page's URL. */
export function Pager({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages">
      <ul className="pager">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, i) =>
          p === '…' ? (
            <li key={`gap-${i}`}>
              <span className="pager__gap" aria-hidden="true">
                …
              </span>
            </li>
          ) : (
            <li key={p}>
              <Link to={href(p)} aria-current={p === page ? 'page' : undefined} aria-label={`Page ${p}`}>
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
