import type { UserRecord } from './db';
import { greeting, sendEmail } from './mail';
import { AppliedByFilter } from '../src/domain/enums/applications';
import type { JobEnding } from '../src/domain/job-ending';
import { href } from '../src/domain/paths';

/** What a candidate is told when an employer moves their application (docs/hiring.md), by the stage it reaches. */
const told: Record<AppliedByFilter, (job: string, company: string) => [subject: string, text: string]> = {
  [AppliedByFilter.Applied]: (job, company) => [
    `Your application for ${job} is under review again`,
    `${company} has put your application for ${job} back under review.`,
  ],
  [AppliedByFilter.Interviewing]: (job, company) => [
    `${company} would like to interview you`,
    `${company} has moved your application for ${job} to interviewing. They will be in touch about the next steps.`,
  ],
  [AppliedByFilter.ReceivedOffer]: (job, company) => [
    `An offer from ${company}`,
    `${company} is making you an offer for ${job}. Congratulations!`,
  ],
  [AppliedByFilter.Rejected]: (job, company) => [
    `Your application for ${job}`,
    `${company} has decided not to go ahead with your application for ${job}. Thank you for applying; your other applications are not affected.`,
  ],
  [AppliedByFilter.All]: () => ['', ''],
};

/** What the applicants not hired are told when the job closes. */
const closed = (job: string, company: string, how: JobEnding): [subject: string, text: string] => [
  `${job} is closed`,
  `${company} has closed ${job}${how === 'none' ? '' : ', the role filled'}, and is not going ahead with your application. Thank you for applying; your other applications are not affected.`,
];

/** The candidate is told where their application to a job now stands, with a link to their applications. */
export async function sendStageChange(
  to: UserRecord,
  change: { title: string; companyName: string; stage: AppliedByFilter; closedAs?: JobEnding | undefined },
) {
  const job = `“${change.title}”`;
  const [subject, text] = change.closedAs
    ? closed(job, change.companyName, change.closedAs)
    : told[change.stage](job, change.companyName);
  await sendEmail(to.email, subject, `${greeting(to)}\n\n${text}`, [
    { label: 'See your applications', href: href('recommendedJobs', null, { tab: 'applied' }) },
  ]);
}

/** A company invites a candidate to apply to a job, with its message and a link to the job. */
export async function sendInvitationToApply(
  to: UserRecord,
  invite: { title: string; companyName: string; jobId: number; message: string },
) {
  await sendEmail(
    to.email,
    `${invite.companyName} invites you to apply for “${invite.title}”`,
    `${greeting(to)}\n\n${invite.companyName} saw your profile and invites you to apply for “${invite.title}”:\n\n“${invite.message}”\n\nYour invitations are under My jobs.`,
    [
      { label: 'See the job', href: href('job', { id: invite.jobId }) },
      { label: 'Your invitations', href: href('recommendedJobs', null, { tab: 'invited' }) },
    ],
  );
}
