import type { Mutation } from './mutation';

/** Regressions of the account settings, the public profile and the quiz (contracts/mutations.ts). */
const H = 'mocks/handlers/';
const SETTINGS = `${H}account-settings.ts`;
const PROFILE = `${H}profile.ts`;
const ACCESS = 'mocks/company-access.ts';
const QUIZ = `${H}quiz.ts`;

export const settingsMutations: Mutation[] = [
  // ---- account settings ------------------------------------------------------------------------------
  {
    id: 'account-pending-email-hidden',
    file: SETTINGS,
    find: '  pendingEmail: user.pendingEmail,',
    replace: '  pendingEmail: null,',
    what: 'GET Account never says that a new address waits for its confirmation (pendingEmail always null)',
  },
  {
    id: 'account-details-candidates-only',
    file: SETTINGS,
    find: '    { ...accountCall, auth: true, summary: "Saves the user\'s name and pronouns", body: accountDetailsSchema },',
    replace:
      '    { ...accountCall, auth: CANDIDATES, summary: "Saves the user\'s name and pronouns", body: accountDetailsSchema },',
    what: 'PUT Account refuses employers (403): they cannot save their name',
  },
  {
    id: 'visibility-for-employers',
    file: SETTINGS,
    find: "    'Account/visibility',\n    {\n      ...accountCall,\n      auth: CANDIDATES,",
    replace: "    'Account/visibility',\n    {\n      ...accountCall,\n      auth: true,",
    what: 'PUT Account/visibility open to employers (no 403)',
  },
  {
    id: 'email-change-password-unchecked',
    file: SETTINGS,
    find: "      errors: [409],\n    },\n    async ({ body, user }) => {\n      checkPassword(user!, body.password, 'password');",
    replace: '      errors: [409],\n    },\n    async ({ body, user }) => {',
    what: 'POST Account/email-change does not check the current password',
  },
  {
    id: 'email-change-at-once',
    file: SETTINGS,
    find: '      return change(user! as StoredUser, (u) => void (u.pendingEmail = body.email));',
    replace: '      return change(user! as StoredUser, (u) => void (u.email = body.email));',
    what: 'POST Account/email-change changes the address at once, without its confirmation',
  },
  {
    id: 'email-change-taken-accepted',
    file: SETTINGS,
    find: '      if (takenBySomeoneElse(body.email, user!.id))\n        throw new HttpProblem(409, { error: ADDRESS_TAKEN, errors: { email: [ADDRESS_TAKEN] } });',
    replace:
      '      if (false) throw new HttpProblem(409, { error: ADDRESS_TAKEN, errors: { email: [ADDRESS_TAKEN] } });',
    what: 'POST Account/email-change accepts an address another account has (no 409)',
  },
  {
    id: 'email-change-taken-no-field-error',
    file: SETTINGS,
    find: '      if (takenBySomeoneElse(body.email, user!.id))\n        throw new HttpProblem(409, { error: ADDRESS_TAKEN, errors: { email: [ADDRESS_TAKEN] } });',
    replace:
      '      if (takenBySomeoneElse(body.email, user!.id)) throw new HttpProblem(409, { error: ADDRESS_TAKEN });',
    what: "POST Account/email-change's 409 without errors.email (the form cannot show it beside the field)",
  },
  {
    id: 'confirm-email-change-any-account',
    file: SETTINGS,
    find: "      if (!owner || owner.userId !== user!.id) throw notFound('This link is not valid. Ask for a new one.');",
    replace: "      if (!owner) throw notFound('This link is not valid. Ask for a new one.');",
    what: "POST Account/confirm-email-change takes another account's link (and tells that it is one)",
  },
  {
    id: 'confirm-email-change-not-applied',
    file: SETTINGS,
    find: '        u.email = u.pendingEmail!;',
    replace: '',
    what: "POST Account/confirm-email-change clears the waiting address without making it the account's",
  },
  {
    id: 'password-unchecked',
    file: SETTINGS,
    find: "      checkPassword(user!, body.currentPassword, 'currentPassword');",
    replace: '',
    what: 'PUT Account/password does not check the current password',
  },
  {
    id: 'password-error-field',
    file: SETTINGS,
    find: "      checkPassword(user!, body.currentPassword, 'currentPassword');",
    replace: "      checkPassword(user!, body.currentPassword, 'password');",
    what: "PUT Account/password puts a wrong current password's message under errors.password, not errors.currentPassword",
  },
  {
    id: 'password-keeps-other-sessions',
    file: SETTINGS,
    find: '      await endOtherSessions(user!.id, bearer(request));',
    replace: '',
    what: "PUT Account/password keeps the account's other sessions: a token from before still works",
  },
  {
    id: 'password-ends-own-session',
    file: SETTINGS,
    find: '      await endOtherSessions(user!.id, bearer(request));',
    replace: '      await endOtherSessions(user!.id, null);',
    what: 'PUT Account/password ends the session that changed it too (the page is signed out)',
  },
  {
    id: 'delete-password-unchecked',
    file: SETTINGS,
    find: "      response: doneSchema,\n    },\n    async ({ body, user }) => {\n      checkPassword(user!, body.password, 'password');",
    replace: '      response: doneSchema,\n    },\n    async ({ body, user }) => {',
    what: 'DELETE Account does not check the password',
  },
  {
    id: 'delete-for-employers',
    file: SETTINGS,
    find: "      spec: 'proposed',\n      auth: CANDIDATES,",
    replace: "      spec: 'proposed',\n      auth: true,",
    what: 'DELETE Account open to employers (no 403)',
  },
  // ---- the public profile ----------------------------------------------------------------------------
  {
    id: 'public-visibility-ignored',
    file: PROFILE,
    find: '  if (viewer?.id === candidate.id || candidate.profileVisibility === ProfileVisibility.Public) return true;',
    replace: '  return true;',
    what: "GET Profile/public ignores the candidate's visibility: a hidden profile is shown to anyone",
  },
  {
    id: 'public-any-employer',
    file: ACCESS,
    find: '  if (activeMembershipsOf(user.id).length === 0) return false;',
    replace: '  if (activeMembershipsOf(user.id).length > 0) return true;',
    what: 'GET Profile/public shows a hidden profile to any company member, applied to or not',
  },
  {
    id: 'public-any-company-applied',
    file: ACCESS,
    find: '    return job !== undefined && isCompanyPerson(personOf(user, job.companyId), job.companyId);',
    replace: '    return job !== undefined;',
    what: "GET Profile/public shows a hidden profile to any company's members once the candidate applied anywhere",
  },
  {
    id: 'public-saved-counts',
    file: ACCESS,
    find: '  const applied = db.applications.findMany((q) => q.where({ userId: candidateId, status: ApplicationStatus.Applied }));',
    replace: '  const applied = db.applications.findMany((q) => q.where({ userId: candidateId }));',
    what: 'GET Profile/public counts a saved job as an application (the company sees a hidden profile)',
  },
  {
    id: 'public-own-hidden-refused',
    file: PROFILE,
    find: '  if (viewer?.id === candidate.id || candidate.profileVisibility === ProfileVisibility.Public) return true;',
    replace: '  if (candidate.profileVisibility === ProfileVisibility.Public) return true;',
    what: 'GET Profile/public refuses the candidate their own hidden profile (404)',
  },
  {
    id: 'public-own-not-flagged',
    file: PROFILE,
    find: '    isOwn: viewer?.id === candidate.id,',
    replace: '    isOwn: false,',
    what: 'GET Profile/public never says isOwn (the page cannot say "this is how employers see you")',
  },
  {
    id: 'public-focus-unnamed',
    file: PROFILE,
    find: "      return focus ? [{ id, name: focus.name, jobFieldName: fieldName(focus.jobFieldId) ?? '' }] : [];",
    replace: "      return focus ? [{ id, name: String(id), jobFieldName: '' }] : [];",
    what: "GET Profile/public gives the focuses' ids for names",
  },
  // ---- the quiz --------------------------------------------------------------------------------------
  {
    id: 'quiz-focus-ignored',
    file: QUIZ,
    find: '      const matches = recommendedJobs(matchProfile(profileFromQuiz(body)));',
    replace: '      const matches = recommendedJobs(matchProfile({ ...profileFromQuiz(body), focus: [] }));',
    what: "POST Quiz/matches ignores the answers' focus",
  },
  {
    id: 'quiz-location-ignored',
    file: QUIZ,
    find: '      const matches = recommendedJobs(matchProfile(profileFromQuiz(body)));',
    replace:
      '      const matches = recommendedJobs(matchProfile({ ...profileFromQuiz(body), currentLocation: null }));',
    what: "POST Quiz/matches ignores the answers' location (every on-site job is within reach)",
  },
  {
    id: 'quiz-distance-ignored',
    observedBy: ['POST Quiz/matches'],
    file: QUIZ,
    find: '  return buildCandidateProfile({ ...structuredClone(rest), userId, currentLocation: locatedAt(currentLocation) });',
    replace:
      '  return buildCandidateProfile({\n    ...structuredClone(rest),\n    userId,\n    maxDistanceMiles: null,\n    currentLocation: locatedAt(currentLocation),\n  });',
    what: "The quiz's maxDistanceMiles is dropped (the default 50 miles instead), in the matches and the new profile",
  },
  {
    id: 'quiz-remote-ignored',
    file: QUIZ,
    find: '      const matches = recommendedJobs(matchProfile(profileFromQuiz(body)));',
    replace:
      '      const matches = recommendedJobs(matchProfile({ ...profileFromQuiz(body), isRemoteConsidered: false }));',
    what: 'POST Quiz/matches ignores whether the answers consider remote work',
  },
  {
    id: 'quiz-total-off-by-one',
    file: QUIZ,
    find: '      return { total: matches.length, jobs: best };',
    replace: '      return { total: matches.length - 1, jobs: best };',
    what: 'POST Quiz/matches: total off by one',
  },
  {
    id: 'quiz-total-of-shown',
    file: QUIZ,
    find: '      return { total: matches.length, jobs: best };',
    replace: '      return { total: best.length, jobs: best };',
    what: 'POST Quiz/matches counts only the jobs it shows, not all the matches',
  },
  {
    id: 'quiz-unsorted',
    file: QUIZ,
    find: '      const best = matches.sort(byMatch).slice(0, QUIZ_BEST_MATCHES);',
    replace: '      const best = matches.slice(0, QUIZ_BEST_MATCHES);',
    what: 'POST Quiz/matches shows the first jobs it finds, not the best matches',
  },
  {
    id: 'quiz-ties-unordered',
    observedBy: ['POST Quiz/matches'],
    file: 'mocks/matching.ts',
    find: 'export const byMatch = (a: RecommendedJob, b: RecommendedJob) => b.matchPercent - a.matchPercent || byDatePosted(a, b);',
    replace: 'export const byMatch = (a: RecommendedJob, b: RecommendedJob) => b.matchPercent - a.matchPercent;',
    what: "jobs of the same match not newest first (the quiz's best matches, and High-Low Match %)",
  },
  {
    id: 'quiz-best-five',
    file: QUIZ,
    find: 'const QUIZ_BEST_MATCHES = 3;',
    replace: 'const QUIZ_BEST_MATCHES = 5;',
    what: 'POST Quiz/matches shows 5 jobs, not the best 3',
  },
  {
    id: 'match-any-status',
    observedBy: ['POST Quiz/matches'],
    file: 'mocks/matching.ts',
    find: '    if (!isListed(job, nowIso) || !keep(job)) continue;',
    replace: '    if (!keep(job)) continue;',
    what: 'The match takes jobs that are not live (drafts, past their deadline): recommended jobs and the quiz',
  },
  {
    id: 'match-past-deadline',
    observedBy: ['POST Quiz/matches'],
    file: 'mocks/matching.ts',
    find: '    if (!isListed(job, nowIso) || !keep(job)) continue;',
    replace: '    if (job.status !== 3 || !keep(job)) continue;',
    what: 'The match takes active jobs past their deadline',
  },
  {
    id: 'register-quiz-ignored',
    observedBy: ['GET Profile'],
    file: `${H}auth.ts`,
    find: "      if (body.quiz && body.accountType === 'candidate')\n        await db.candidateProfiles.create(profileFromQuiz(body.quiz, user.id));",
    replace: '',
    what: "Auth/register drops the quiz's answers: the new candidate's profile is empty",
  },
];
