import { useRef, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useRevalidator } from 'react-router-dom';
import { companyFormSchema, type CompanyFormValues, type CompanyImages } from './company-form';
import type { CompanyInput, CompanyOptions } from '../../api/schemas/company-profile';
import { Options } from '../../components/form/Field';
import { SelectInput, TextArea, TextField } from '../../components/form/fields';
import { Form, SubmitButton, useSchemaForm } from '../../components/form/Form';
import { PlaceFields } from '../../components/form/PlaceFields';
import type { ActionResult } from '../../components/route/loaders';
import { ImageField } from '../../components/ui/ImageField';

/**
 * The company form of create-company and of the company page's "Edit company": its details, checked with the API's
 * own schema (./company-form.ts), and a logo and a cover image, checked against their limits when chosen. What was
 * typed stays when the server refuses it.
 */

type ImageErrors = Partial<Record<keyof CompanyImages, string>>;

/** How many fields are marked, above them (the details' errors and the images' refusals). */
function ErrorSummary({ imageErrors }: { imageErrors: number }) {
  const { formState } = useFormContext<CompanyFormValues>();
  const count = Object.keys(formState.errors).filter((key) => key !== 'root').length + imageErrors;
  if (!count) return null;
  return (
    <p className="form-error" role="alert">
      {count === 1 ? 'Check the field marked below.' : `Check the ${count} fields marked below.`}
    </p>
  );
}

export interface CompanyFormProps {
  initial: CompanyFormValues;
  /** The form's choices (Company/options, from the route's loader); null when they could not be loaded. */
  options: CompanyOptions | null;
  /** The company's images now (when editing). */
  current?: { logo: string | null; coverImage: string | null };
  submitLabel: string;
  /** Sends the checked details and the chosen images to the route's action. */
  onSubmit: (company: CompanyInput, images: CompanyImages) => Promise<unknown>;
  busy: boolean;
  /** The action's last answer: its field errors land beside their fields. */
  result: ActionResult<unknown> | undefined;
  /** Shown under the name (create-company: the companies already here with a similar name). */
  nameAside?: ReactNode;
  onNameChange?: (name: string) => void;
  /** Offers a Cancel beside the submit button (the Edit company dialog), which calls this. */
  onCancel?: () => void;
}

export function CompanyForm({
  initial,
  options,
  current,
  submitLabel,
  onSubmit,
  busy,
  result,
  nameAside,
  onNameChange,
  onCancel,
}: CompanyFormProps) {
  const form = useSchemaForm(companyFormSchema, initial);
  const revalidator = useRevalidator();
  const [images, setImages] = useState<CompanyImages>({ logo: null, cover: null });
  const [imageErrors, setImageErrors] = useState<ImageErrors>({});
  const imagesRef = useRef<HTMLDivElement>(null);

  if (!options) {
    return (
      <div className="card empty-state">
        <h2>The form could not be loaded</h2>
        <button
          type="button"
          className="button button--primary"
          aria-disabled={revalidator.state !== 'idle'}
          onClick={() => revalidator.state === 'idle' && void revalidator.revalidate()}
        >
          Try again
        </button>
      </div>
    );
  }

  const imageChange = (kind: keyof CompanyImages) => (file: File | null, problem: string | null) => {
    setImages((i) => ({ ...i, [kind]: file }));
    setImageErrors(({ [kind]: _gone, ...rest }) => (problem ? { ...rest, [kind]: problem } : rest));
  };

  return (
    <Form
      form={form}
      className="card company-form"
      result={result}
      busy={busy}
      keepDraft
      onValid={async (company) => {
        // A refused image blocks the form until another is chosen.
        if (Object.keys(imageErrors).length)
          imagesRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        else await onSubmit(company, images);
      }}
    >
      <ErrorSummary imageErrors={Object.keys(imageErrors).length} />
      <TextField
        name="name"
        label="Company name"
        autoComplete="organization"
        rules={onNameChange && { onChange: (e: { target: { value: string } }) => onNameChange(e.target.value) }}
      />
      {nameAside}
      <div className="form-row">
        <SelectInput name="typeId" label="Kind of company">
          <option value="">Choose…</option>
          <Options items={options.types} />
        </SelectInput>
        <SelectInput name="sizeId" label="Size">
          <option value="">Choose…</option>
          <Options items={options.sizes} />
        </SelectInput>
      </div>
      <TextField name="website" label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://" />
      <TextArea
        name="description"
        label="About the company"
        hint="What you do and what it is like to work with you (candidates read it on every job)."
        rows={4}
      />
      <PlaceFields />
      <div className="form-row form-row--images" ref={imagesRef}>
        <ImageField
          label="Logo"
          kind="logo"
          current={current?.logo ?? null}
          file={images.logo}
          error={imageErrors.logo}
          onChange={imageChange('logo')}
        />
        <ImageField
          label="Cover image"
          kind="cover"
          current={current?.coverImage ?? null}
          file={images.cover}
          error={imageErrors.cover}
          onChange={imageChange('cover')}
        />
      </div>
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <SubmitButton busy={busy} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
