import { useCombobox } from 'downshift';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { PLACE_TERM } from './near-places';
import type { NearFieldProps } from './NearField';
import type { PlaceSuggestions } from './place-lookup';
import { PLACE_TERM_MIN, type Place } from '../../api/schemas/place';
import { placeLabel } from '../../domain/place-label';
import { useTermFetcher } from '../ui/useTermFetcher';

/**
 * The Near field's typeahead (downshift's combobox, ARIA's combobox pattern): what is typed asks the page's loader for
 * the places it begins (./near-places.ts, `?placeTerm=`), a pause after the last key; choosing one (a click, Enter for
 * the first, the arrows for the others) searches near it at once. Emptying the field and leaving it searches anywhere;
 * a text that is no place chosen stays for the form's Search (./NearField.tsx). The status line says what was found.
 */
export default function NearCombobox({
  id,
  place,
  onChoose,
  text,
  onText,
  adopt,
  focusOnMount,
  name,
  described,
}: NearFieldProps & {
  described: string | undefined;
  text: string;
  onText: (text: string) => void;
  /** The text's key (NearField's draft) will be this place's: it need not start again then. */
  adopt: (placeId: string) => void;
  focusOnMount: RefObject<boolean>;
}) {
  const { typed, term, data, loading } = useTermFetcher<PlaceSuggestions>(PLACE_TERM, {
    pause: 200,
    min: PLACE_TERM_MIN,
  });
  const typedTerm = text.trim();
  // The list may still be the answer for what was typed a moment ago (shown, not to flicker), but only the answer for
  // what is typed now is taken by Enter or by leaving the field.
  const items = typedTerm.length >= PLACE_TERM_MIN ? (data?.places ?? []) : [];
  const answered = items.length > 0 && data?.term === typedTerm;
  // Each answer starts with its first place highlighted (Enter or Tab takes it); the arrows move on from there.
  const [moved, setMoved] = useState<{ answer: PlaceSuggestions | undefined; index: number }>();
  const highlightedIndex = moved && moved.answer === data ? moved.index : answered ? 0 : -1;
  const combobox = useCombobox<Place>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-places`,
    itemToString: (item) => (item ? placeLabel(item) : ''),
    itemToKey: (item) => item?.id,
    highlightedIndex,
    onHighlightedIndexChange: ({ highlightedIndex: index }) => setMoved({ answer: data, index: index ?? -1 }),
    selectedItem: place ?? null,
    inputValue: text,
    onInputValueChange: ({ inputValue, type }) => {
      onText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange) typed(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      // The field shows the place chosen already: what is typed before the search follows stays.
      adopt(selectedItem?.id ?? '');
      onChoose(selectedItem ?? undefined);
    },
    stateReducer: (state, { type, changes }) => {
      const types = useCombobox.stateChangeTypes;
      // The text is the field's (NearField: it starts again when the URL's place changes, unless it was chosen here):
      // the place arriving in the URL does not write over what is being typed.
      if (type === types.ControlledPropUpdatedSelectedItem) return { ...changes, inputValue: state.inputValue };
      if (type === types.InputBlur && !answered)
        return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
      return changes;
    },
  });
  const typing = typedTerm !== (place ? placeLabel(place) : '');
  // The stand-in input had the focus when it went: this one takes it over, the caret at the end of what was typed
  // there, which is looked up.
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!focusOnMount.current || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(text.length, text.length);
    if (typing) {
      typed(text);
      combobox.openMenu();
    }
    // Only when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { isOpen, getInputProps, getMenuProps, getItemProps } = combobox;
  const open = isOpen && items.length > 0;
  const status =
    !isOpen || !typing || term.length < PLACE_TERM_MIN
      ? ''
      : !data
        ? loading
          ? 'Looking up places…'
          : ''
        : data.places === null
          ? 'Places could not be looked up. Try again in a moment.'
          : items.length === 0
            ? `No town or ZIP code begins with “${term}”.`
            : `${items.length} ${items.length === 1 ? 'place' : 'places'} found: Enter takes the first, the arrow keys the others.`;
  return (
    <div className="near-field">
      <input
        {...getInputProps({
          className: 'near-field__input',
          name,
          'aria-describedby': described,
          placeholder: 'Town or ZIP code',
          'aria-expanded': open,
          // The text follows each key in the key's own event: downshift's controlled inputValue renders once with the
          // old value first, and a key typed before the second render was lost (downshift issues 1108, 1148).
          onChange: (event) => onText(event.currentTarget.value),
          // Nothing to choose yet: Enter is the form's (Search), not the list's.
          onKeyDown: (event) => {
            if (event.key === 'Enter' && !(open && answered))
              (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
          onBlur: () => {
            // Empty means anywhere. A town typed but not chosen stays (nothing typed is lost): Search finds its best
            // match, and until then the search is the place chosen before.
            if (!typedTerm && place) onChoose(undefined);
          },
        })}
      />
      <ul
        {...getMenuProps({
          className: 'near-field__menu',
          'aria-label': 'Places',
          hidden: !open,
        })}
      >
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.id}
              className={`near-field__option${highlightedIndex === index ? ' near-field__option--active' : ''}`}
              {...getItemProps({ item, index })}
            >
              {placeLabel(item)}
              <span className="muted">, {item.country === 'CA' ? 'Canada' : 'United States'}</span>
            </li>
          ))}
      </ul>
      <p role="status" className={isOpen && status && !items.length ? 'near-field__note' : 'visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
