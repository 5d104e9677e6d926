/** Valid records of every collection, from defaults and overrides (see ./builder.ts). */
export { location } from './builder';
export { buildCandidateProfile, buildEmail, buildEmailToken, buildSession, buildUser } from './accounts';
export { buildBoost, buildPayment } from './boosts';
export { buildCompany, buildInvitation, buildJoinRequest, buildMembership, buildOrganization } from './companies';
export { buildContentItem, buildContentSession } from './content';
export { buildFeedback } from './feedback';
export { buildApplication, buildCandidateResponse, buildJob, buildJobChange } from './jobs';
