import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router-dom';
import { CompanyChoices } from './CompanyChoices';
import type { loader } from './switch-company.data';
import { useFormAction } from '../../components/form/Form';
import { CompanyLogo } from '../../components/job/CompanyLogo';
import { href } from '../../domain/paths';
import { appStore, userAtom } from '../../state/session';

/**
 * The header's company switcher, for an employer of several companies (the shell loads it for them only): a
 * disclosure button showing the primary company, and a panel with the other companies, loaded when first opened
 * (the switch-company route's loader, through a fetcher), and the company page's link. Choosing one writes through
 * that route's action; once the stored user has the new company, the panel closes and the focus goes back to the
 * button, which shows it. Escape closes the panel too, and so does the focus leaving it; a refusal (the catalogue's
 * toast) leaves it open, the focus where it was.
 */
export default function CompanySwitcher({ onNavigate }: { onNavigate: () => void }) {
  const primary = useAtomValue(userAtom)?.primaryCompany;
  const [open, setOpen] = useState(false);
  const panel = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { load, state, data } = useFetcher<typeof loader>();
  const { submit, busy } = useFormAction(href('switchCompany'));

  useEffect(() => {
    if (open && state === 'idle' && !data) void load(href('switchCompany'));
  }, [open, state, data, load]);

  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    // A click outside, or Tab past the last choice: the panel closes.
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  if (!primary) return null;
  const choose = async (companyId: number) => {
    await submit({ companyId });
    if (appStore.get(userAtom)?.primaryCompany?.id !== companyId) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="switcher" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="switcher__toggle"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((v) => !v)}
      >
        <CompanyLogo name={primary.name} logo={primary.logo} size={32} />
        <span className="visually-hidden">{primary.name}, your company: switch company</span>
        <span className="switcher__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panel} className="switcher__panel" hidden={!open}>
        {open && (
          <>
            <CompanyChoices data={data} primary={primary} busy={busy} onChoose={(id) => void choose(id)} />
            <Link
              className="switcher__page"
              to={href('profile')}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              Open the company page
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
