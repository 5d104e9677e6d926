import { defineRules } from './define';

/** The candidate's side of the employers' responses: their invitations to apply, and (Premium) who is interested. */
export default defineRules({
  'GET Job/invitations': [
    {
      kind: 'auth',
      rule:
        "Candidates only (role 1), their own invitations: no token, an expired or unknown one is a 401; an employer's " +
        "token a 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        "a request for the candidate's invitations without a token",
        "a request for the candidate's invitations with an expired token",
        "a request for the candidate's invitations with an unknown token",
        "a request for the candidate's invitations with the token of an employer",
        "a request for the candidate's invitations",
      ],
      unpinned: ["another candidate's invitation stored beside theirs (never listed)"],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [{ id, message, sentDate, seen, job }] }`, the invitations to apply (kind 2) employers ' +
        "sent them: `id` the response's id (71 for the first stored after the state's sequence), `message` its text, " +
        '`sentDate` when sent, `seen` whether they had marked their invitations seen before this answer, `job` the ' +
        'job card.',
      interactions: [
        "a request for the candidate's invitations",
        "a request for the candidate's invitations, seen",
        "a request for the candidate's invitations after one was taken back through the call",
        "a request for the candidate's invitations after the employer marked them not interested instead",
      ],
      unpinned: [
        'a "marked interested" response beside the invitations (never listed here)',
        'an invitation to a job since closed',
      ],
    },
    {
      kind: 'order',
      rule: 'Newest first by `sentDate`; of two sent at the same moment, the higher id first.',
      interactions: ["a request for the candidate's invitations"],
      unpinned: ['two invitations sent at different moments (only the tie by id is shown)'],
    },
  ],
  'PUT Job/invitations/seen': [
    {
      kind: 'auth',
      rule: "Candidates only: no token, an expired or unknown one is a 401; an employer's token a 403.",
      interactions: [
        'the invitations marked seen without a token',
        'the invitations marked seen with an expired token',
        'the invitations marked seen with an unknown token',
        'the invitations marked seen with the token of an employer',
        'the invitations seen by the candidate',
      ],
    },
    {
      kind: 'answer',
      rule:
        'No body. Answers `{ result: { seen } }`, how many of their invitations were not seen yet (1): an invitation ' +
        "they had seen, another candidate's, and a response of another kind (marked interested) are not counted; a " +
        'second call counts 0.',
      interactions: [
        'the invitations seen by the candidate',
        'the invitations seen by the candidate, beside one seen before and decoys',
        'the invitations seen again by the candidate, none new',
      ],
    },
    {
      kind: 'side effect',
      rule:
        "Every invitation of theirs is seen from now: GET Job/invitations answers `seen` true, and the employer's " +
        "GET admin/Job/{id}/matching-candidates its `messageStatus` 2, Message sent; another candidate's invitation " +
        'stays Message pending.',
      interactions: [
        'the invitations seen by the candidate',
        "a request for the candidate's invitations, seen",
        "a request for a job's candidates invited, their message seen",
      ],
    },
  ],
  'GET Job/interested-employers': [
    {
      kind: 'auth',
      rule:
        'Candidates with Premium (role 4) only: no token, an expired or unknown one is a 401; a candidate without ' +
        "Premium a 403 `{ error: 'You do not have permission to do that.' }`.",
      interactions: [
        'a request for the employers interested in the candidate without a token',
        'a request for the employers interested in the candidate with an expired token',
        'a request for the employers interested in the candidate with an unknown token',
        'a request for the employers interested in the candidate with the token of a candidate without Premium',
        'a request for the employers interested in a Premium candidate',
      ],
      unpinned: ["an employer's token (403)"],
    },
    {
      kind: 'answer',
      rule:
        'Answers `{ result: [{ companyName, jobId, jobTitle, date }] }`: the responses "marked interested" (kind 0) ' +
        'to them, each with the job\'s company, id and title and when it was given; a "not interested" is never shown.',
      interactions: ['a request for the employers interested in a Premium candidate'],
      unpinned: ['an invitation to apply beside them (not listed here)'],
    },
    {
      kind: 'order',
      rule: 'Newest first; of two given at the same moment, the later stored (higher id) first.',
      interactions: ['a request for the employers interested in a Premium candidate'],
      unpinned: ['two responses given at different moments (only the tie is shown)'],
    },
  ],
});
