import { memo, useEffect, useState } from 'react';
import type { JobOptions } from '../../../api/schemas/job';
import { TextArea } from '../../../components/form/fields';
import { Form, SubmitButton } from '../../../components/form/Form';
import { CheckboxGroup, EntriesField } from '../../../components/form/lists';
import { partAnchor } from '../../../domain/completeness';
import { qualificationsFormSchema, qualificationsValuesOf, type QualificationsValues } from '../profile-form';
import { ResumeField, type ResumeChoice } from './ResumeField';
import { SectionShell } from './SectionShell';
import { useOnNewResult, useProfileSection, type SectionProps, sameSectionProps } from './use-section';

const NO_CHANGE: ResumeChoice = { file: null, remove: false, error: null };
/** The resume's refusal shows beside the resume (ResumeField), not above the section's fields. */
const RESUME = ['resume'];

/** Qualifications: experience, the next job, focus (by job field), skills and the resume. */
export const QualificationsSection = memo(function QualificationsSection({
  saved,
  options,
  percent,
  parts,
  report,
  onLive,
}: SectionProps & { options: JobOptions }) {
  const [resume, setResume] = useState<ResumeChoice>(NO_CHANGE);
  const hasResume = resume.file !== null || (!resume.remove && saved.resumeUrl !== null);
  const resumeChanged = resume.file !== null || resume.remove;
  const { formProps, values, submit, busy, result } = useProfileSection(
    qualificationsFormSchema,
    'qualifications',
    { saved, valuesOf: qualificationsValuesOf, report },
    { unsaved: resumeChanged, ownErrors: RESUME },
  );
  useEffect(
    () => onLive({ section: 'qualifications', values: values as QualificationsValues, resume: hasResume }),
    [onLive, values, hasResume],
  );
  useOnNewResult(result, (r) => {
    // Saved: nothing left to upload. The server refused the file: say why beside it, and let another be chosen.
    if (r?.ok) setResume(NO_CHANGE);
    else if (r?.fieldErrors.resume) setResume({ file: null, remove: false, error: r.fieldErrors.resume });
  });
  const fieldName = (id: number) => options.jobFields.find((f) => f.id === id)?.name;
  const focusOptions = options.focuses.map((f) => ({
    value: f.id,
    label: f.name,
    group: fieldName(f.jobFieldId) ?? 'Other',
  }));
  return (
    <SectionShell id="qualifications" title="Qualifications" percent={percent} parts={parts}>
      <Form
        {...formProps}
        aria-label="Qualifications"
        onValid={async (input) => {
          if (resume.error) return document.getElementById(partAnchor('resumeUrl'))?.focus();
          await submit({ ...input, resume: resume.file, removeResume: resume.remove });
        }}
      >
        <TextArea
          name="experience"
          id={partAnchor('experience')}
          label="Experience"
          rows={4}
          hint="Where you have worked and what you did there."
        />
        <TextArea
          name="nextJob"
          id={partAnchor('nextJob')}
          label="Your next job"
          rows={2}
          hint="The role you are looking for."
        />
        <CheckboxGroup
          name="focus"
          legend="Focus"
          id={partAnchor('focus')}
          options={focusOptions}
          hint="The kinds of work you do, by job field: recommended jobs follow them."
        />
        <EntriesField
          name="skills"
          label="Skills"
          id={partAnchor('skills')}
          hint="Certifications, languages, tools. Press Enter after each."
        />
        <ResumeField id={partAnchor('resumeUrl')} current={saved.resumeUrl} choice={resume} onChange={setResume} />
        <div className="form-actions">
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save qualifications
          </SubmitButton>
        </div>
      </Form>
    </SectionShell>
  );
}, sameSectionProps);
