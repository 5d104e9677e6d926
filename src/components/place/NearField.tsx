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
  /** The input's name: its form reads a town typed but not chosen there, to find its best match. */
  name?: string;
  /** A town typed but not found (the URL's `nearText`): the field shows it, and the message beside it says why. */
  unmatched?: { text: string; message: string };
}

/**
 * The Near field: a typeahead of the towns and postal codes of the US and Canada (./NearCombobox.tsx). Its code is
 * not part of the first page of /jobs, whose JavaScript has a budget: until it has loaded (when the field is pointed
 * at, touched or focused; a failed load is tried again on the next use) a plain input stands in, and what is typed
 * there and its focus carry over. The text starts again from the place when the URL changes it. A town typed and not
 * chosen stays in the field: its form's Search finds its best match (../job-search/search-links.ts).
 */
export function NearField(props: NearFieldProps) {
  const { place, unmatched } = props;
  const [text, setText, adopt] = useDraft(
    () => (place ? placeLabel(place) : (unmatched?.text ?? '')),
    place?.id ?? `?${unmatched?.text ?? ''}`,
  );
  const [loaded, setLoaded] = useState(false);
  // Whether the stand-in had the focus as it went (the combobox then takes it over).
  const focused = useRef(false);
  // In a transition: the stand-in stays (and keeps the focus) until the combobox is ready to replace it.
  const load = () =>
    void loadCombobox().then(
      () => startTransition(() => setLoaded(true)),
      () => undefined,
    );
  // The message stays until what it is about is changed.
  const note = unmatched && text === unmatched.text ? unmatched.message : undefined;
  const described = note ? `${props.id}-note` : undefined;
  // No Suspense boundary of its own: the combobox is only rendered once its code is in, in a transition.
  return (
    <>
      {loaded ? (
        <NearCombobox
          {...props}
          text={text}
          onText={setText}
          adopt={adopt}
          focusOnMount={focused}
          described={described}
        />
      ) : (
        <StandIn {...props} text={text} onText={setText} onUse={load} focused={focused} described={described} />
      )}
      {note && (
        <p className="field__error" id={described}>
          {note}
        </p>
      )}
    </>
  );
}

/** The plain input before the combobox; as it goes, it notes whether it had the focus. */
function StandIn(props: {
  id: string;
  name?: string;
  text: string;
  onText: (text: string) => void;
  onUse: () => void;
  focused: RefObject<boolean>;
  described: string | undefined;
}) {
  const { id, focused } = props;
  useLayoutEffect(() => () => void (focused.current = document.activeElement?.id === id), [id, focused]);
  return (
    <input
      id={id}
      name={props.name}
      aria-describedby={props.described}
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
