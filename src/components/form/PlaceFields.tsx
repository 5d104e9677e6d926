import { useFormContext } from 'react-hook-form';
import { SelectInput, TextField } from './fields';
import { DEFAULT_COUNTRIES } from '../../domain/constants';
import { COUNTRIES, countryName, regionsOf } from '../../domain/countries';

/** The rest of the countries after the default set (US and CA), by name. */
const otherCountries = COUNTRIES.filter((c) => !(DEFAULT_COUNTRIES as readonly string[]).includes(c.code));

/**
 * Country, then the state or province of the US and Canada (a free region elsewhere), then the town: fields
 * `{prefix}country`, `{prefix}state`, `{prefix}city` of the form around them. `optional`: the country may be left
 * unchosen (the place is then none).
 */
export function PlaceFields({
  prefix = '',
  optional = false,
  countryId,
}: {
  prefix?: string;
  optional?: boolean;
  countryId?: string;
}) {
  const { watch, getValues, setValue } = useFormContext();
  const country = watch(`${prefix}country`) as string;
  const regions = regionsOf(country);
  return (
    <div className="form-row form-row--3">
      <SelectInput
        name={`${prefix}country`}
        label="Country"
        autoComplete="country"
        id={countryId}
        rules={{
          // A state of another country no longer applies.
          onChange: (e: { target: { value: string } }) => {
            if (!regionsOf(e.target.value).some((r) => r.code === getValues(`${prefix}state`)))
              setValue(`${prefix}state`, '');
          },
        }}
      >
        {optional && <option value="">Choose…</option>}
        {DEFAULT_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
        <optgroup label="All countries">
          {otherCountries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </optgroup>
      </SelectInput>
      {regions.length ? (
        <SelectInput name={`${prefix}state`} label={country === 'CA' ? 'Province' : 'State'}>
          <option value="">Choose…</option>
          {regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </SelectInput>
      ) : (
        <TextField name={`${prefix}state`} label="Region" />
      )}
      <TextField name={`${prefix}city`} label="Town or city" autoComplete="address-level2" />
    </div>
  );
}
