import type { Mutation } from './mutation';

/** Regressions of the employers' and admins' job calls: the review, boosts, employers' jobs (contracts/mutations.ts). */
const H = 'mocks/handlers/';

export const employerMutations: Mutation[] = [
  // ---- job-review ------------------------------------------------------------------------------------
  {
    id: 'review-newest-first',
    file: `${H}job-review.ts`,
    find: "        jobComparator(query.sort, query.order ?? 'asc'),",
    replace: "        jobComparator(query.sort, query.order ?? 'desc'),",
    what: 'admin/Job/review: the queue newest first by default',
  },
  {
    id: 'review-company-ignored',
    file: `${H}job-review.ts`,
    find: '        (job) => job.status === status && (query.companyId === undefined || job.companyId === query.companyId),',
    replace: '        (job) => job.status === status,',
    what: 'admin/Job/review ignores companyId',
  },
  {
    id: 'review-keyword-ignored',
    file: `${H}job-review.ts`,
    find: '        { keyword: query.keyword, jobFieldId: query.jobFieldId },',
    replace: '        { jobFieldId: query.jobFieldId },',
    what: 'admin/Job/review ignores keyword',
  },
  {
    id: 'review-field-ignored',
    file: `${H}job-review.ts`,
    find: '        { keyword: query.keyword, jobFieldId: query.jobFieldId },',
    replace: '        { keyword: query.keyword },',
    what: 'admin/Job/review ignores jobFieldId',
  },
  {
    id: 'review-sort-ignored',
    file: `${H}job-review.ts`,
    find: "        jobComparator(query.sort, query.order ?? 'asc'),",
    replace: "        jobComparator(undefined, query.order ?? 'asc'),",
    what: 'admin/Job/review ignores sort (always by created date)',
  },
  {
    id: 'review-order-ignored',
    file: `${H}job-review.ts`,
    find: "      const page = pageOf(\n        db.jobs.all(),\n        matches,\n        jobComparator(query.sort, query.order ?? 'asc'),\n        query.pageNumber,\n        query.pageSize,\n      );",
    replace:
      "      const page = pageOf(db.jobs.all(), matches, jobComparator(query.sort, 'asc'), query.pageNumber, query.pageSize);",
    what: 'admin/Job/review ignores order (always ascending)',
  },
  {
    id: 'review-page-ignored',
    file: `${H}job-review.ts`,
    find: "      const page = pageOf(\n        db.jobs.all(),\n        matches,\n        jobComparator(query.sort, query.order ?? 'asc'),\n        query.pageNumber,\n        query.pageSize,\n      );",
    replace:
      "      const page = pageOf(db.jobs.all(), matches, jobComparator(query.sort, query.order ?? 'asc'), 1, query.pageSize);",
    what: 'admin/Job/review always answers page 1',
  },
  {
    id: 'review-reason-dropped',
    file: `${H}job-review.ts`,
    find: '          record.rejectReason = decision === ReviewDecision.Reject ? (body.reason ?? null) : null;',
    replace: '          record.rejectReason = null;',
    what: "admin/Job/{id}/status: a rejection's reason is not kept",
  },
  {
    id: 'review-approve-unpublished',
    file: `${H}job-review.ts`,
    find: '          if (decision === ReviewDecision.Approve) record.publishedDate ??= now;',
    replace: '',
    what: 'admin/Job/{id}/status: an approval does not set publishedDate',
  },
  {
    id: 'review-conflict-400',
    file: `${H}job-review.ts`,
    find: "        throw conflict(\n          `This job is ${jobStatusLabels[job.status as JobStatusCode]}: it cannot be ${label === 'close' ? 'closed' : `${label}d`}.`,",
    replace:
      "        throw (\n          Object.assign(conflict(''), { status: 400 }) ||\n          conflict(\n            `This job is ${jobStatusLabels[job.status as JobStatusCode]}: it cannot be ${label === 'close' ? 'closed' : `${label}d`}.`,\n          )",
    what: 'admin/Job/{id}/status: a transition not allowed answers 400, not 409',
  },
  {
    id: 'review-reject-without-reason',
    file: 'src/api/schemas/job-review.ts',
    find: "    z.refine((d) => d.status !== ReviewDecision.Reject || (d.reason ?? '').length >= 10, {",
    replace: '    z.refine((d) => true, {',
    what: 'admin/Job/{id}/status: a rejection without a reason is accepted',
  },
  // ---- boost -----------------------------------------------------------------------------------------
  {
    id: 'boost-any-company',
    file: `${H}boost.ts`,
    find: '      requireMayActFor(user!, job.companyId);',
    replace: '',
    what: "admin/Boost: an employer may boost another company's job",
  },
  {
    id: 'boost-amount-cents',
    file: `${H}boost.ts`,
    find: '        amount: boostPrice(body.placement as AdPlacementType, body.weeks),',
    replace: '        amount: boostPrice(body.placement as AdPlacementType, body.weeks) * 100,',
    what: "admin/Boost: the payment's amount in cents",
  },
  {
    id: 'boost-full-card-number',
    file: `${H}boost.ts`,
    find: '          p.cardLast4 = digits.slice(-4);',
    replace: '          p.cardLast4 = digits;',
    what: 'admin/Boost/{id}/pay: the whole card number in cardLast4',
  },
  {
    id: 'boost-decline-ignored',
    file: `${H}boost.ts`,
    find: '      } else if (digits === DECLINED) {',
    replace: '      } else if (digits === DECLINED.slice(1)) {',
    what: 'admin/Boost/{id}/pay: the declined test card succeeds',
  },
  {
    id: 'boost-end-off-by-a-week',
    file: `${H}boost.ts`,
    find: '      const endDate = boostEnd(body.startDate, body.weeks);',
    replace: '      const endDate = boostEnd(body.startDate, body.weeks + 1);',
    what: 'admin/Boost: endDate a week late (weeks counted from 0)',
  },
  {
    id: 'boost-draft-allowed',
    file: `${H}boost.ts`,
    find: "      if (!isLive(job, now)) throw conflict('Only live jobs can be boosted.');",
    replace: '',
    what: 'admin/Boost books a boost of a job that is not live',
  },
  {
    id: 'boost-pay-no-auth',
    file: `${H}boost.ts`,
    find: '      ...payment,\n      auth: EMPLOYERS,',
    replace: "      ...payment,\n      auth: 'optional',",
    what: 'admin/Boost/{id}/pay: no 401 without a token',
  },
  {
    id: 'boost-status-ignores-payment',
    file: 'mocks/boosts.ts',
    find: '    status: boostStatusOf(boost, paymentOf(boost.id)?.status ?? PaymentStatus.Created, nowIso),',
    replace: '    status: boostStatusOf(boost, PaymentStatus.Created, nowIso),',
    what: "a boost's status stays Pending after its payment",
  },
  {
    id: 'sponsored-never',
    file: 'mocks/boosts.ts',
    find: '    if (paid.has(b.id) && isSponsoring(boostStatusOf(b, PaymentStatus.Succeeded, nowIso))) ids.add(b.jobId);',
    replace:
      '    if (paid.has(b.id) && isSponsoring(boostStatusOf(b, PaymentStatus.Created, nowIso))) ids.add(b.jobId);',
    what: 'isSponsored is never true (an active boost does not sponsor its job)',
  },
  // ---- employer-job ----------------------------------------------------------------------------------
  {
    id: 'dashboard-interval-ignored',
    file: `${H}employer-job.ts`,
    find: '      const since = createdSince(query.interval ?? 4, clock.now());',
    replace: '      const since = createdSince(4, clock.now());',
    what: 'admin/Job/company-jobs ignores interval',
  },
  {
    id: 'dashboard-status-ignored',
    file: `${H}employer-job.ts`,
    find: '      const filter = query.status ?? JobSearchStatusFilter.All;',
    replace: '      const filter = JobSearchStatusFilter.All;',
    what: 'admin/Job/company-jobs ignores status',
  },
  {
    id: 'dashboard-sort-ignored',
    file: `${H}employer-job.ts`,
    find: '      const page = pageOf(jobs, matches, jobComparator(query.sort, query.order), query.pageNumber, query.pageSize);',
    replace: '      const page = pageOf(jobs, matches, jobComparator(), query.pageNumber, query.pageSize);',
    what: 'admin/Job/company-jobs ignores sort and order',
  },
  {
    id: 'dashboard-boost-dropped',
    file: `${H}employer-job.ts`,
    find: '            boost: boost ? toBoost(boost, nowIso) : null,',
    replace: '            boost: null,',
    what: "admin/Job/company-jobs: a job's boost is always null",
  },
  {
    id: 'dashboard-applicants-saved',
    file: `${H}employer-job.ts`,
    find: '      for (const a of db.applications.findMany((q) =>\n        q.where((r) => ids.has(r.jobId) && r.status === ApplicationStatus.Applied),\n      )) {',
    replace: '      for (const a of db.applications.findMany((q) => q.where((r) => ids.has(r.jobId)))) {',
    what: 'admin/Job/company-jobs: applicantsCount counts saved jobs too',
  },
  {
    id: 'listing-score-zero',
    file: `${H}employer-job.ts`,
    find: '  return {\n    ...fields,\n    remoteCountries: job.remoteStatus === 3 ? job.remoteCountries : [],\n    score: listingScore(job).score,\n  };',
    replace: '  return { ...fields, remoteCountries: job.remoteStatus === 3 ? job.remoteCountries : [], score: 0 };',
    what: 'admin/Job: the listing score always 0',
  },
  {
    id: 'edit-closed-allowed',
    file: `${H}employer-job.ts`,
    find: "      if (!isEditable(job.status)) throw conflict('This job is closed: it can no longer be edited.');",
    replace: '',
    what: 'PUT admin/Job/{id} edits a closed job (no 409)',
  },
  {
    id: 'resubmit-keeps-reason',
    file: `${H}employer-job.ts`,
    find: '          if (body.status === JobStatus.PendingReview) record.rejectReason = null;',
    replace: '',
    what: 'PUT admin/Job/{id}: a job sent again for review keeps its rejection reason',
  },
  {
    id: 'job-input-past-deadline',
    file: `${H}employer-job.ts`,
    find: "  if (job.expireDate !== null && job.expireDate <= clock.iso()) errors.expireDate = ['Pick a deadline after today'];",
    replace: '',
    what: 'admin/Job accepts a deadline in the past',
  },
  {
    id: 'employer-job-renamed',
    file: `${H}employer-job.ts`,
    find: '    rejectReason: job.rejectReason,\n  };',
    replace: '    rejectionReason: job.rejectReason,\n  } as unknown as EmployerJob;',
    what: 'admin/Job/{id}: rejectReason renamed rejectionReason',
  },
];
