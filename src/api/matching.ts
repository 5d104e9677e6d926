import { apiHttp } from './bindings';
import type { Http } from './http';
import { envelope } from './schemas/common';
import { noResultSchema } from './schemas/job-candidate';
import {
  candidateResponseSchema,
  interestedEmployersSchema,
  invitationsSchema,
  matchingCandidatesSchema,
  seenSchema,
  type CandidateResponseInput,
  type MatchingQuery,
} from './schemas/matching';

/** A live job's matching candidates and the employer's responses (contracts/reference.md, "Hiring"). */
export const matchingApi = (http: Http) => ({
  /** GET admin/Job/{id}/matching-candidates: candidates who have not applied and match the job, best first. */
  list: async (jobId: number, query: MatchingQuery = {}) =>
    (await http.request(envelope(matchingCandidatesSchema), 'GET', `admin/Job/${jobId}/matching-candidates`, { query }))
      .result,

  /** PUT admin/Job/{id}/candidate-responses: Interested, Not interested, or an invitation to apply with a message. */
  respond: async (jobId: number, response: CandidateResponseInput) =>
    (
      await http.request(envelope(candidateResponseSchema), 'PUT', `admin/Job/${jobId}/candidate-responses`, {
        body: response,
      })
    ).result,

  /** DELETE admin/Job/{id}/candidate-responses?userId: the response taken back (a "not interested" undone). */
  withdraw: async (jobId: number, userId: number) =>
    (
      await http.request(envelope(noResultSchema), 'DELETE', `admin/Job/${jobId}/candidate-responses`, {
        query: { userId },
      })
    ).result,
});

/** The candidate's invitations to apply (Job/invitations). */
export const invitationsApi = (http: Http) => ({
  /** GET Job/invitations: the signed-in candidate's invitations, newest first. */
  list: async () => (await http.request(envelope(invitationsSchema), 'GET', 'Job/invitations')).result,

  /** PUT Job/invitations/seen: the candidate has seen their invitations; answers how many were new. */
  markSeen: async () => (await http.request(envelope(seenSchema), 'PUT', 'Job/invitations/seen')).result,

  /** GET Job/interested-employers (Premium only): the employers who marked the candidate interested, newest first. */
  interestedEmployers: async () =>
    (await http.request(envelope(interestedEmployersSchema), 'GET', 'Job/interested-employers')).result,
});

export const matching = matchingApi(apiHttp);
export const invitations = invitationsApi(apiHttp);
