import { jobOfPath, jobPath } from './employer-job';
import { noResultSchema } from '../../src/api/schemas/job-candidate';
import {
  candidateResponseInputSchema,
  candidateResponseSchema,
  interestedEmployersSchema,
  invitationsSchema,
  matchingCandidatesSchema,
  matchingQuerySchema,
  responseUserQuerySchema,
  seenSchema,
} from '../../src/api/schemas/matching';
import { messageStatusOf } from '../../src/domain/applicants';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { CandidateResponseKind } from '../../src/domain/enums/hiring';
import { Role } from '../../src/domain/enums/user';
import { isLive } from '../../src/domain/job-lifecycle';
import { sponsoredJobIds } from '../boosts';
import { clock } from '../clock';
import { companiesById } from '../companies';
import { EMPLOYERS, requireMayWriteJobsOf } from '../company-access';
import { db, isPosted, nextId, type CandidateResponseRecord, type UserRecord } from '../db';
import { sendInvitationToApply } from '../hiring-mail';
import { badRequest, conflict, notFound, route } from '../http';
import { toJobCard } from '../queries/jobs';
import { matchingCandidatesOf } from '../queries/matching-candidates';

/**
 * A live job's matching candidates, for the people of its company and the site's admins, and their responses to them
 * (Interested, Not interested, an invitation to apply: the candidate is emailed); the candidate's own invitations
 * (contracts/reference.md, "Hiring"; docs/hiring.md).
 */

/** The live job of the path, when the user may work on it (404, 403; 409 for a job not live). */
function liveJobOf(user: UserRecord, params: { id: number }) {
  const job = jobOfPath(params);
  const company = requireMayWriteJobsOf(user, job.companyId);
  if (!isPosted(job) || !isLive(job, clock.iso()))
    throw conflict('This job is not live: only a live job has matching candidates.');
  return { job, company };
}

const responseOf = (jobId: number, userId: number) =>
  db.candidateResponses.findFirst((q) => q.where({ jobId, userId }));

/** The responses of one kind employers gave a candidate, newest first, each with its job and the job's company. */
function responsesTo(userId: number, kind: CandidateResponseKind) {
  const companies = companiesById();
  return db.candidateResponses
    .findMany((q) => q.where({ userId, kind }))
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id)
    .flatMap((response) => {
      const job = db.jobs.findFirst((q) => q.where({ id: response.jobId }));
      const company = job && companies.get(job.companyId);
      return job && company ? [{ response, job, company }] : [];
    });
}

const shown = (r: CandidateResponseRecord) => ({
  kind: r.kind,
  message: r.message,
  messageStatus: messageStatusOf(r),
  date: r.createdDate,
});

export const matchingHandlers = [
  route(
    'get',
    'admin/Job/:id/matching-candidates',
    {
      summary: 'Candidates who have not applied and whose profile matches the live job, best match first',
      spec: 'proposed',
      auth: EMPLOYERS,
      ...jobPath,
      query: matchingQuerySchema,
      response: matchingCandidatesSchema,
      errors: [409],
    },
    ({ params, query, user }) => {
      const { job } = liveJobOf(user!, params);
      return matchingCandidatesOf(job, query);
    },
  ),

  route(
    'put',
    'admin/Job/:id/candidate-responses',
    {
      summary: 'Responds to a matching candidate: interested, not interested, or invited to apply (emailed)',
      spec: 'proposed',
      auth: EMPLOYERS,
      ...jobPath,
      body: candidateResponseInputSchema,
      response: candidateResponseSchema,
      errors: [409],
    },
    async ({ params, body, user }) => {
      const { job, company } = liveJobOf(user!, params);
      const candidate = db.users.findFirst((q) => q.where({ id: body.userId }));
      if (!candidate?.roles.includes(Role.User))
        throw badRequest('This is no candidate.', { userId: ['Unknown candidate'] });
      const application = db.applications.findFirst((q) => q.where({ jobId: job.id, userId: candidate.id }));
      if (application?.status === ApplicationStatus.Applied)
        throw conflict(`${candidate.firstName} ${candidate.lastName} has applied already: see the applicants.`);
      const invite = body.kind === CandidateResponseKind.InvitedToApply;
      const existing = responseOf(job.id, candidate.id);
      if (existing) db.candidateResponses.delete(existing);
      const created = await db.candidateResponses.create({
        id: nextId(db.candidateResponses),
        jobId: job.id,
        userId: candidate.id,
        kind: body.kind,
        message: invite ? (body.message ?? '').trim() : null,
        byUserId: user!.id,
        createdDate: clock.iso(),
        seenDate: null,
      });
      if (invite)
        await sendInvitationToApply(candidate, {
          title: job.title,
          companyName: company.name,
          jobId: job.id,
          message: created.message ?? '',
        });
      return shown(created);
    },
  ),

  route(
    'delete',
    'admin/Job/:id/candidate-responses',
    {
      summary: 'Takes a response to a candidate back (a candidate marked not interested is listed again)',
      spec: 'proposed',
      auth: EMPLOYERS,
      ...jobPath,
      query: responseUserQuerySchema,
      response: noResultSchema,
      errors: [409],
    },
    ({ params, query, user }) => {
      const { job } = liveJobOf(user!, params);
      const existing = responseOf(job.id, query.userId);
      if (!existing) throw notFound('There is no response to this candidate for this job.');
      db.candidateResponses.delete(existing);
      return null;
    },
  ),

  route(
    'get',
    'Job/invitations',
    {
      summary: "The candidate's invitations to apply, newest first",
      spec: 'proposed',
      auth: [Role.User],
      response: invitationsSchema,
    },
    ({ user }) => {
      const sponsored = sponsoredJobIds(clock.iso());
      return responsesTo(user!.id, CandidateResponseKind.InvitedToApply).flatMap(({ response: r, job, company }) =>
        isPosted(job)
          ? [
              {
                id: r.id,
                message: r.message ?? '',
                sentDate: r.createdDate,
                seen: r.seenDate !== null,
                job: toJobCard(job, company, sponsored),
              },
            ]
          : [],
      );
    },
  ),

  route(
    'put',
    'Job/invitations/seen',
    {
      summary: 'The candidate has seen their invitations (each becomes Message sent); answers how many were new',
      spec: 'proposed',
      auth: [Role.User],
      response: seenSchema,
    },
    async ({ user }) => {
      const now = clock.iso();
      const fresh = db.candidateResponses.findMany((q) =>
        q.where((r) => r.userId === user!.id && r.kind === CandidateResponseKind.InvitedToApply && r.seenDate === null),
      );
      for (const r of fresh)
        await db.candidateResponses.update(r, {
          data(record) {
            record.seenDate = now;
          },
        });
      return { seen: fresh.length };
    },
  ),

  route(
    'get',
    'Job/interested-employers',
    {
      summary: 'The employers who marked the Premium candidate interested, newest first',
      spec: 'proposed',
      auth: [Role.Premium],
      response: interestedEmployersSchema,
    },
    ({ user }) =>
      responsesTo(user!.id, CandidateResponseKind.MarkedInterested).map(({ response, job, company }) => ({
        companyName: company.name,
        jobId: job.id,
        jobTitle: job.title,
        date: response.createdDate,
      })),
  ),
];
