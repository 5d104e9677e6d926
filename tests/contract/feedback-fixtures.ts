import { candidate } from './job-fixtures';

/** The feedback the pacts send and the states put in place (contracts/reference.md, "Feedback"). */

export const NO_FEEDBACK = 'no feedback has been sent: the next feedback sent gets the id 1';
export const VISITOR_SENT =
  'a visitor sent feedback on {topic} saying {message} from the address {email} {hoursAgo} hours ago';
export const USER_SENT =
  'the user signed in with token {token} sent feedback on {topic} saying {message} from the address {email} {hoursAgo} hours ago';
export const MARKED_READ = 'the admin signed in with token {token} has marked the feedback {feedbackId} read';

/** A visitor's question on a listing, with an address to answer to. */
export const listingQuestion = {
  topic: 'job-listing',
  message: 'The River Trip Planner job says housing is included. Is it for the whole season?',
  email: 'robin@example.com',
} as const;

/** A candidate's report of a fault, without an address (their account has one). */
export const bugReport = {
  topic: 'bug',
  message: 'The Near field forgets the town when I go back to the search.',
} as const;

/** The address the candidate's report gives in the states: not their account's. */
export const REPORT_EMAIL = 'casey.outdoors@example.com';

/** Another visitor's idea. */
export const idea = {
  topic: 'idea',
  message: 'A filter for jobs with a pro deal on gear would help.',
  email: 'wren@example.com',
} as const;

/** The candidate's user id (the state `the candidate {email} has the user id {userId}`, given first). */
export const CANDIDATE_ID = 77;
export const HAS_ID = 'the candidate {email} has the user id {userId}';
/** The candidate of the states as a feedback's sender: named Pat Example by the states. */
export const candidateSender = { id: CANDIDATE_ID, firstName: 'Pat', lastName: 'Example', email: candidate.email };
