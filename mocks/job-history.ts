import { clock } from './clock';
import { companyAdmins, isPersonOf } from './company-access';
import { db, nextId, type JobChangeRecord, type JobRecord, type StoredCompany, type UserRecord } from './db';
import { sendJobWrittenByAdmin } from './mail';

/**
 * A job's history: every write of a job (posted, edited) is recorded with who, when and what changed. A write by
 * someone who is none of the company's people (the site's admin, on the company's behalf) is told to the company's
 * admins by email (docs/job-posting-rules.md).
 */

/** The job's fields a write may change, named as the job form names them. */
const FIELD_NAMES: Partial<Record<keyof JobRecord, string>> = {
  title: 'title',
  description: 'description',
  status: 'status',
  jobType: 'job type',
  remoteStatus: 'where the work happens',
  remoteCountries: 'remote countries',
  jobFieldId: 'job field',
  focusId: 'focus',
  yearsOfExperienceId: 'experience',
  city: 'location',
  salaryMin: 'minimum pay',
  salaryMax: 'maximum pay',
  salaryCompensationId: 'pay period',
  expireDate: 'application deadline',
  isHousingIncluded: 'housing included',
  isHousingSubsidized: 'housing subsidized',
  isRelocationStipend: 'relocation stipend',
  isCommuterBenefits: 'commuter benefits',
  isHQPosition: 'HQ position',
};

/** A field's value as a change is told: a deadline is a day (the form sends its end, a stored one may be any time). */
const comparable = (job: JobRecord, field: keyof JobRecord) =>
  JSON.stringify(field === 'expireDate' ? job.expireDate?.slice(0, 10) : job[field]);

/** The names of the fields that differ between the job before and after a write. */
export function changedFields(before: JobRecord, after: JobRecord): string[] {
  return (Object.keys(FIELD_NAMES) as Array<keyof JobRecord>)
    .filter((field) => comparable(before, field) !== comparable(after, field))
    .map((field) => FIELD_NAMES[field] ?? field);
}

/** Records a write of the job by the user; when the user is none of the company's people, its admins are emailed. */
export async function recordJobChange(
  job: JobRecord,
  company: StoredCompany,
  user: UserRecord,
  change: { action: JobChangeRecord['action']; fields: string[] },
) {
  const byOutsider = !isPersonOf(user, company.id);
  await db.jobChanges.create({
    id: nextId(db.jobChanges),
    jobId: job.id,
    userId: user.id,
    date: clock.iso(),
    ...change,
    byOutsider,
  });
  if (!byOutsider) return;
  for (const admin of companyAdmins(company.id))
    await sendJobWrittenByAdmin(admin, { companyName: company.name, jobId: job.id, title: job.title, ...change });
}
