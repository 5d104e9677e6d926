import { lazy, startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Place } from '../../api/schemas/place';
import { placeLabel } from '../../domain/place-label';
import { useDraft } from '../ui/useDraft';

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
  const { place } = props;
  const [text, setText, adopt] = useDraft(() => (place ? placeLabel(place) : ''), place?.id ?? '');
  const [loaded, setLoaded] = useState(false);
  // Whether the stand-in had the focus as it went (the combobox then takes it over).
  const focused = useRef(false);
  // In a transition: the stand-in stays (and keeps the focus) until the combobox is ready to replace it.
  const load = () =>
    void loadCombobox().then(
      () => startTransition(() => setLoaded(true)),
      () => undefined,
    );
  // No Suspense boundary of its own: the combobox is only rendered once its code is in, in a transition.
  return loaded ? (
    <NearCombobox {...props} text={text} onText={setText} adopt={adopt} focusOnMount={focused} />
  ) : (
    <StandIn id={props.id} text={text} onText={setText} onUse={load} focused={focused} />
  );
}

/** The plain input before the combobox; as it goes, it notes whether it had the focus. */
function StandIn(props: {
  id: string;
  text: string;
  onText: (text: string) => void;
  onUse: () => void;
  focused: RefObject<boolean>;
}) {
  const { id, focused } = props;
  useLayoutEffect(() => () => void (focused.current = document.activeElement?.id === id), [id, focused]);
  return (
    <input
      id={id}
      className="near-field__input"
      value={props.text}
      placeholder="Town or ZIP code"
      autoComplete="off"
      onChange={(e) => props.onText(e.target.value)}
      onFocus={props.onUse}
      onPointerEnter={props.onUse}
    />
  );
}
