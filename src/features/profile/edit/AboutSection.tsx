import { memo, useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { SelectInput, TextArea, TextField } from '../../../components/form/fields';
import { Form, SubmitButton } from '../../../components/form/Form';
import { EntriesField } from '../../../components/form/lists';
import { HIGHLIGHTS_MIN_EXCLUSIVE, partAnchor } from '../../../domain/completeness';
import { socialLinkTypeLabels } from '../../../domain/enums/profile';
import { aboutFormSchema, aboutValuesOf, type AboutValues } from '../profile-form';
import { PhotosField } from './PhotosField';
import { SectionShell } from './SectionShell';
import { useOnNewResult, useProfileSection, type SectionProps, sameSectionProps } from './use-section';

const linkTypes = Object.entries(socialLinkTypeLabels);
/** The photos' refusal shows beside the photos (PhotosField), not above the section's fields. */
const PHOTOS = ['photos'];

/** Social links: a kind (the 13 of docs/product.md §3) and an address each. */
function SocialLinks() {
  const { fields, append, remove } = useFieldArray<AboutValues, 'socialLinks'>({ name: 'socialLinks' });
  return (
    <fieldset className="choices">
      <legend className="field__label">Social links</legend>
      {fields.map((field, i) => (
        <div key={field.id} className="form-row form-row--link">
          <SelectInput name={`socialLinks.${i}.type`} label="Kind">
            {linkTypes.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectInput>
          <TextField name={`socialLinks.${i}.url`} label="Address" type="url" inputMode="url" placeholder="https://" />
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              remove(i);
              // The button goes with its row: the focus goes to Add a link.
              document.getElementById(partAnchor('socialLinks'))?.focus();
            }}
          >
            Remove this link
          </button>
        </div>
      ))}
      <button
        type="button"
        id={partAnchor('socialLinks')}
        className="button"
        onClick={() => append({ type: '1', url: '' })}
      >
        Add a link
      </button>
    </fieldset>
  );
}

/** About: website, highlights, summary, interests, social links, photos, career status and moves. */
export const AboutSection = memo(function AboutSection({ saved, percent, parts, report, onLive }: SectionProps) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { formProps, values, submit, busy, result } = useProfileSection(
    aboutFormSchema,
    'about',
    { saved, valuesOf: aboutValuesOf, report },
    { unsaved: photos.length > 0, ownErrors: PHOTOS },
  );
  useEffect(
    () => onLive({ section: 'about', values: values as AboutValues, newPhotos: photos.length }),
    [onLive, values, photos.length],
  );
  useOnNewResult(result, (r) => {
    if (r?.ok) {
      setPhotos([]);
      setPhotoError(null);
    } else if (r?.fieldErrors.photos) setPhotoError(r.fieldErrors.photos);
  });
  return (
    <SectionShell id="about" title="About" percent={percent} parts={parts}>
      <Form {...formProps} aria-label="About" onValid={(input) => submit({ ...input, photos })}>
        <TextField
          name="websiteUrl"
          id={partAnchor('websiteUrl')}
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
        />
        <TextArea
          name="professionalHighlights"
          id={partAnchor('professionalHighlights')}
          label="Professional highlights"
          rows={3}
          hint={`What you are proud of (more than ${HIGHLIGHTS_MIN_EXCLUSIVE} characters).`}
        />
        <TextArea
          name="professionalSummary"
          id={partAnchor('professionalSummary')}
          label="Professional summary"
          rows={4}
          hint="Who you are at work, in a few lines: employers read it first."
        />
        <EntriesField
          name="jobInterests"
          label="Job interests"
          id={partAnchor('jobInterests')}
          hint="Roles or kinds of work you would like. Press Enter after each."
        />
        <SocialLinks />
        <PhotosField
          id={partAnchor('albumPhotosUrls')}
          files={photos}
          onFiles={setPhotos}
          error={photoError}
          onError={setPhotoError}
        />
        <TextField
          name="currentCareerStatus"
          id={partAnchor('currentCareerStatus')}
          label="Current career status"
          hint="For example: seasonal guide, open to year-round work."
        />
        <EntriesField
          name="careerMoves"
          label="Career moves"
          id={partAnchor('careerMoves')}
          hint="Changes you have made or want to make. Press Enter after each."
        />
        <div className="form-actions">
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save about
          </SubmitButton>
        </div>
      </Form>
    </SectionShell>
  );
}, sameSectionProps);
