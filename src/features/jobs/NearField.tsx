import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import type { Place } from '../../api/schemas/place';
import { useDraft } from '../../components/ui/useDraft';
import { placeLabel } from '../../domain/place-label';

const loadCombobox = () => import('./NearCombobox');
const NearCombobox = lazy(loadCombobox);

export interface NearFieldProps {
  /** The input's id; its label is `${id}-label`. */
  id: string;
  /** The place the search is near (the URL's). */
  place: Place | undefined;
  /** A place chosen, or none (anywhere). */
  onChoose: (place: Place | undefined) => void;
}

/**
 * The Near field: a typeahead of the towns and postal codes of the US and Canada (./NearCombobox.tsx). Its code is
 * not part of the first page of /jobs, whose JavaScript has a budget: until it has loaded (when the field is pointed
 * at, touched or focused; a failed load is tried again on the next use) a plain input stands in, and what is typed
 * there and its focus carry over. The text starts again from the place when the URL changes it.
 */
export function NearField(props: NearFieldProps) {
  const label = props.place ? placeLabel(props.place) : '';
  const [text, setText] = useDraft(() => label, props.place?.id ?? '');
  // Once loaded: whether the stand-in had the focus then (the combobox takes it over).
  const [loaded, setLoaded] = useState<boolean>();
  const standIn = useRef<HTMLInputElement>(null);
  // In a transition: the stand-in stays (and keeps the focus) until the combobox is ready to replace it.
  const load = () =>
    void loadCombobox().then(
      () => startTransition(() => setLoaded(document.activeElement === standIn.current)),
      () => undefined,
    );
  return (
    <Suspense>
      {loaded !== undefined ? (
        <NearCombobox {...props} text={text} onText={setText} focusOnMount={loaded} />
      ) : (
        <input
          ref={standIn}
          id={props.id}
          className="near-field__input"
          value={text}
          placeholder="Town or ZIP code"
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onFocus={load}
          onPointerEnter={load}
        />
      )}
    </Suspense>
  );
}
