import { useCombobox } from 'downshift';
import { useLayoutEffect } from 'react';
import { PLACE_TERM, type PlaceSuggestions } from './near-places';
import type { NearFieldProps } from './NearField';
import type { Place } from '../../api/schemas/place';
import { useTermFetcher } from '../../components/ui/useTermFetcher';
import { placeLabel } from '../../domain/place-label';

/**
 * The Near field's typeahead (downshift's combobox, ARIA's combobox pattern): what is typed asks the page's loader for
 * the places it begins (./near-places.ts, `?placeTerm=`), a pause after the last key; choosing one (a click, or the
 * arrows and Enter) searches near it at once. Emptying the field and leaving it (or Escape) searches anywhere;
 * leaving it with a text that is no place chosen puts the place back. The status line says what was found.
 */
export default function NearCombobox({
  id,
  place,
  onChoose,
  text,
  onText,
  focusOnMount,
}: NearFieldProps & { text: string; onText: (text: string) => void; focusOnMount: boolean }) {
  const { typed, term, data, loading } = useTermFetcher<PlaceSuggestions>(PLACE_TERM, { pause: 200 });
  const items = data?.places ?? [];
  const combobox = useCombobox<Place>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-places`,
    itemToString: (item) => (item ? placeLabel(item) : ''),
    itemToKey: (item) => item?.id,
    selectedItem: place ?? null,
    inputValue: text,
    onInputValueChange: ({ inputValue, type }) => {
      onText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange) typed(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => onChoose(selectedItem ?? undefined),
  });
  const typing = text.trim() !== (place ? placeLabel(place) : '');
  // The stand-in input had the focus: this one takes it over, the caret at the end of what was typed there, which
  // is looked up.
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (!focusOnMount || !(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(text.length, text.length);
    if (typing) {
      typed(text);
      combobox.openMenu();
    }
    // Only when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = combobox;
  const status =
    !typing || term.length < 2
      ? ''
      : !data
        ? loading
          ? 'Looking up places…'
          : ''
        : data.places === null
          ? 'Places could not be looked up. Try again in a moment.'
          : items.length === 0
            ? `No town or ZIP code begins with “${term}”.`
            : `${items.length} ${items.length === 1 ? 'place' : 'places'} found: use the arrow keys to choose.`;
  return (
    <div className="near-field">
      <input
        {...getInputProps({
          className: 'near-field__input',
          placeholder: 'Town or ZIP code',
          onBlur: () => {
            // Whatever was typed but not chosen goes: empty means anywhere, else the place chosen comes back.
            if (!text.trim()) {
              if (place) onChoose(undefined);
            } else if (typing) onText(place ? placeLabel(place) : '');
          },
        })}
      />
      <ul
        {...getMenuProps({
          className: 'near-field__menu',
          'aria-label': 'Places',
          hidden: !(isOpen && items.length > 0),
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
