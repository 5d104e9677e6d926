import { useLayoutEffect, useRef } from 'react';
import { PatchLink } from './PatchLink';
import type { ParamsPatch } from '../../api/schemas/query';

/** A tab of a list: its name, how many the list's filters find in it (none while unknown), and its URL change. */
export interface CountTab {
  key: string | number;
  label: string;
  count: number | undefined;
  patch: ParamsPatch;
  current: boolean;
}

/**
 * The tabs of a list by status, each with its count (the admins' companies and jobs): links in the URL (./PatchLink: the page's `params` and `apply`),
 * the current one `aria-current`. On a phone they scroll sideways, and the current one is brought into view.
 */
export function CountTabs({
  label,
  tabs,
  params,
  apply,
}: {
  label: string;
  tabs: readonly CountTab[];
  params: URLSearchParams;
  apply: (patch: ParamsPatch) => void;
}) {
  const nav = useRef<HTMLElement>(null);
  const current = tabs.find((t) => t.current)?.key;
  useLayoutEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && link) nav.current.scrollLeft = link.offsetLeft - nav.current.offsetLeft - 16;
  }, [current]);
  return (
    <nav aria-label={label} className="tabs tabs--counts" ref={nav}>
      {tabs.map((tab) => (
        <PatchLink
          key={tab.key}
          patch={tab.patch}
          params={params}
          apply={apply}
          aria-current={tab.current ? 'page' : undefined}
          className="tabs__link"
        >
          {tab.label}
          {tab.count !== undefined && (
            // The space keeps the name read as two words: "Interviewing 1".
            <>
              {' '}
              <span className="tabs__count">{tab.count.toLocaleString('en-US')}</span>
            </>
          )}
        </PatchLink>
      ))}
    </nav>
  );
}
