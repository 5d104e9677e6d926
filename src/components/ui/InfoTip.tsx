import { useId, useState } from 'react';

/** A small "?" button that shows an explanation beside a form field; keyboard and screen-reader friendly. */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="infotip">
      <button
        type="button"
        className="infotip__button"
        aria-label={`About ${label}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        ?
      </button>
      <span id={id} role="note" className="infotip__text" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
