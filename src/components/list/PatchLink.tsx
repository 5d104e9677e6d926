import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { patchParams, type ParamsPatch } from '../../api/schemas/query';

/**
 * A link to this list with a change of its URL's parameters (a tab, a sort): a real link (its href, built on the
 * rendered `params`, opens the view in a new tab), whose plain click goes through the page's `apply` (its
 * useUrlParams, which the page's filters use too), so the change builds on the URL as it is then: a tab clicked
 * right after Search keeps the search.
 */
export function PatchLink({
  patch,
  params,
  apply,
  children,
  ...props
}: {
  patch: ParamsPatch;
  params: URLSearchParams;
  apply: (patch: ParamsPatch) => void;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}) {
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    apply(patch);
  };
  return (
    <Link {...props} to={`?${patchParams(params, patch).toString()}`} preventScrollReset onClick={follow}>
      {children}
    </Link>
  );
}
