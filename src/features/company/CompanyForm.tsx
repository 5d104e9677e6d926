import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { company as companyClient } from '../../api/back-office-client';
import { ApiError } from '../../api/http';
import { firstIssues } from '../../api/schemas/common';
import { companyInputSchema, type CompanyDetail, type CompanyInput } from '../../api/schemas/company-profile';
import { Field, Options, SelectField, TextAreaField } from '../../components/form/Field';
import { ImageField } from '../../components/ui/ImageField';
import { useLoad } from '../../components/ui/useLoad';
import { DEFAULT_COUNTRIES, DEFAULT_COUNTRY } from '../../domain/constants';
import { COUNTRIES, countryName, regionsOf } from '../../domain/countries';

/**
 * The company form of create-company and of the company page's "Edit company": its details, checked with the API's
 * own schema (src/api/schemas/company-profile.ts), and a logo and a cover image, checked against their limits when
 * chosen. What was typed stays when the server refuses it.
 */
export interface CompanyFormValues {
  name: string;
  website: string;
  description: string;
  typeId: string;
  sizeId: string;
  country: string;
  state: string;
  city: string;
}

export interface CompanyImages {
  logo: File | null;
  cover: File | null;
}

export const emptyCompanyForm = (): CompanyFormValues => ({
  name: '',
  website: '',
  description: '',
  typeId: '',
  sizeId: '',
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
});

export const companyFormOf = (c: CompanyDetail): CompanyFormValues => ({
  name: c.name,
  website: c.website ?? '',
  description: c.description,
  typeId: c.typeId === null ? '' : String(c.typeId),
  sizeId: c.sizeId === null ? '' : String(c.sizeId),
  country: c.country ?? DEFAULT_COUNTRY,
  state: c.state ?? '',
  city: c.city ?? '',
});

const blankToNull = (s: string) => (s.trim() === '' ? null : s);
const toInput = (v: CompanyFormValues) => ({
  name: v.name,
  website: blankToNull(v.website),
  description: blankToNull(v.description),
  typeId: v.typeId === '' ? undefined : Number(v.typeId),
  sizeId: v.sizeId === '' ? undefined : Number(v.sizeId),
  country: v.country,
  state: blankToNull(v.state),
  city: v.city,
});

/** The rest of the countries after the default set (US and CA), by name. */
const otherCountries = COUNTRIES.filter((c) => !(DEFAULT_COUNTRIES as readonly string[]).includes(c.code));

export function CompanyForm({
  initial,
  current,
  submitLabel,
  onSave,
  nameAside,
  onNameChange,
}: {
  initial: CompanyFormValues;
  /** The company's images now (when editing). */
  current?: { logo: string | null; coverImage: string | null };
  submitLabel: string;
  /** Saves the checked details and the chosen images; a 400's field errors come back beside the fields. */
  onSave: (company: CompanyInput, images: CompanyImages) => Promise<void>;
  /** Shown under the name (create-company: the companies already here with a similar name). */
  nameAside?: ReactNode;
  onNameChange?: (name: string) => void;
}) {
  const [options, reloadOptions] = useLoad('company-options', () => companyClient.getOptions());
  const [values, setValues] = useState(initial);
  const [images, setImages] = useState<CompanyImages>({ logo: null, cover: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (key: keyof CompanyFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const regions = regionsOf(values.country);
  const imageErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => k === 'logo' || k === 'cover'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = companyInputSchema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors({ ...firstIssues(parsed.error.issues), ...imageErrors });
      setAttempt((n) => n + 1);
      return;
    }
    if (Object.keys(imageErrors).length) {
      setErrors(imageErrors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(parsed.data, images);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length) {
        const { file, ...fields } = error.fieldErrors;
        setErrors(file ? { ...fields, logo: file } : fields);
        setAttempt((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  if (options.kind === 'failed') {
    return (
      <div className="card empty-state">
        <h2>The form could not be loaded</h2>
        <button type="button" className="button button--primary" onClick={reloadOptions}>
          Try again
        </button>
      </div>
    );
  }
  const errorCount = Object.keys(errors).length;
  return (
    <form ref={formRef} className="card company-form" onSubmit={(e) => void submit(e)} noValidate>
      {errorCount > 0 && (
        <p className="form-error" role="alert">
          {errorCount === 1 ? 'Check the field marked below.' : `Check the ${errorCount} fields marked below.`}
        </p>
      )}
      <Field
        label="Company name"
        autoComplete="organization"
        value={values.name}
        error={errors.name}
        onChange={(e) => {
          set('name', e.target.value);
          onNameChange?.(e.target.value);
        }}
      />
      {nameAside}
      <div className="form-row">
        <SelectField label="Kind of company" value={values.typeId} error={errors.typeId} onChange={(e) => set('typeId', e.target.value)}>
          <option value="">Choose…</option>
          {options.kind === 'done' && <Options items={options.value.types} />}
        </SelectField>
        <SelectField label="Size" value={values.sizeId} error={errors.sizeId} onChange={(e) => set('sizeId', e.target.value)}>
          <option value="">Choose…</option>
          {options.kind === 'done' && <Options items={options.value.sizes} />}
        </SelectField>
      </div>
      <Field
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={values.website}
        error={errors.website}
        onChange={(e) => set('website', e.target.value)}
      />
      <TextAreaField
        label="About the company"
        hint="What you do and what it is like to work with you (candidates read it on every job)."
        rows={4}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="form-row form-row--3">
        <SelectField
          label="Country"
          value={values.country}
          error={errors.country}
          autoComplete="country"
          onChange={(e) => {
            const country = e.target.value;
            // A state of another country no longer applies.
            setValues((v) => ({ ...v, country, state: regionsOf(country).some((r) => r.code === v.state) ? v.state : '' }));
          }}
        >
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
        </SelectField>
        {regions.length ? (
          <SelectField
            label={values.country === 'CA' ? 'Province' : 'State'}
            value={values.state}
            error={errors.state}
            onChange={(e) => set('state', e.target.value)}
          >
            <option value="">Choose…</option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <Field label="Region" value={values.state} error={errors.state} onChange={(e) => set('state', e.target.value)} />
        )}
        <Field label="Town or city" autoComplete="address-level2" value={values.city} error={errors.city} onChange={(e) => set('city', e.target.value)} />
      </div>
      <div className="form-row form-row--images">
        <ImageField
          label="Logo"
          kind="logo"
          current={current?.logo ?? null}
          file={images.logo}
          error={errors.logo}
          onChange={(logo, problem) => {
            setImages((i) => ({ ...i, logo }));
            setErrors(({ logo: _gone, ...rest }) => (problem ? { ...rest, logo: problem } : rest));
          }}
        />
        <ImageField
          label="Cover image"
          kind="cover"
          current={current?.coverImage ?? null}
          file={images.cover}
          error={errors.cover}
          onChange={(cover, problem) => {
            setImages((i) => ({ ...i, cover }));
            setErrors(({ cover: _gone, ...rest }) => (problem ? { ...rest, cover: problem } : rest));
          }}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
