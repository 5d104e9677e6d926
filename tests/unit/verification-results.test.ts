import { describe, expect, it } from 'vitest';
import { describeOutcomes, notVerified, outcomesOf } from '../../contracts/verification-results';

/** Reports as pact-core 20's verifier gives them (trimmed to what matters: real shapes of its JSON report). */
const ok = (description: string) => ({
  consumer: 'job-board-web',
  description,
  pending: false,
  provider: 'job-board-api',
  providerStates: [],
  result: 'OK',
});
const bodyMismatch = {
  consumer: 'job-board-web',
  description: 'a request for the job options',
  mismatch: {
    interactionId: '',
    mismatches: [
      {
        actual: '"broken"',
        expected: '[{"id":1,"name":"Full-time"}]',
        mismatch:
          'Type mismatch: Expected \'broken\' (String) to be the same type as [{"id":1,"name":"Full-time"}] (Array)',
        path: '$.result.jobTypes',
        type: 'BodyMismatch',
      },
      { actual: 200, expected: 201, mismatch: 'expected 201 but was 200', type: 'StatusMismatch' },
    ],
    type: 'mismatches',
  },
  pending: false,
  provider: 'job-board-api',
  providerStates: ['job options exist'],
  result: 'Error',
};
const stateFailed = {
  consumer: 'job-board-web',
  description: 'a request for an active job by id',
  mismatch: { interactionId: '', message: 'One or more of the setup state change handlers has failed', type: 'error' },
  pending: false,
  provider: 'job-board-api',
  providerStates: ['an active job {jobId} titled {title} exists at company {companyId}'],
  result: 'Error',
};

const many = Array.from({ length: 65 }, (_, i) => `interaction ${i + 1}`);

describe("the provider verification's results", () => {
  it("counts each interaction by its own result: one failure among 66 is 65 passed, 1 failed, with pact's words for it", () => {
    const report = JSON.stringify({
      result: false,
      interactionResults: [...many.map(ok), bodyMismatch],
      errors: [],
      notices: [],
      output: [],
    });
    const outcomes = outcomesOf(report, [...many, 'a request for the job options']);
    const lines = describeOutcomes('job-board-api', outcomes);
    expect(lines[0]).toBe('job-board-api: 65 passed, 1 failed');
    expect(lines.slice(1)).toEqual([
      '  ✗ a request for the job options',
      '      BodyMismatch $.result.jobTypes: Type mismatch: Expected \'broken\' (String) to be the same type as [{"id":1,"name":"Full-time"}] (Array)',
      '      StatusMismatch: expected 201 but was 200',
    ]);
  });

  it('fails an interaction whose provider state could not be set up', () => {
    const report = JSON.stringify({
      result: false,
      interactionResults: [ok('a request for the job options'), stateFailed],
    });
    const outcomes = outcomesOf(report, ['a request for the job options', 'a request for an active job by id']);
    expect(outcomes).toEqual([
      { description: 'a request for the job options', passed: true, problems: [] },
      {
        description: 'a request for an active job by id',
        passed: false,
        problems: ['One or more of the setup state change handlers has failed'],
      },
    ]);
  });

  it('passes all when every interaction is OK', () => {
    const report = JSON.stringify({ result: true, interactionResults: many.map(ok) });
    expect(describeOutcomes('job-board-api', outcomesOf(report, many))).toEqual(['job-board-api: 65 passed, 0 failed']);
  });

  it('does not pass an interaction that pact reported nothing of', () => {
    const report = JSON.stringify({ result: true, interactionResults: [ok('interaction 1')] });
    const outcomes = outcomesOf(report, ['interaction 1', 'interaction 2']);
    expect(outcomes.map((o) => o.passed)).toEqual([true, false]);
    expect(outcomes[1]?.problems).toEqual(['not verified: pact reported no result for it']);
  });

  it('fails every interaction, with the reason, when there is no report to read', () => {
    expect(
      notVerified(['a', 'b'], 'no base URL for job-board-api (pass --base-url)').map((o) => [o.passed, o.problems]),
    ).toEqual([
      [false, ['not verified: no base URL for job-board-api (pass --base-url)']],
      [false, ['not verified: no base URL for job-board-api (pass --base-url)']],
    ]);
    expect(outcomesOf('Verification was unable to run', ['a'])).toEqual([
      { description: 'a', passed: false, problems: ['not verified: Verification was unable to run'] },
    ]);
    expect(outcomesOf(JSON.stringify({ result: false, errors: [] }), ['a'])).toEqual([
      {
        description: 'a',
        passed: false,
        problems: ['not verified: pact gave a report without per-interaction results'],
      },
    ]);
  });

  it('says a reason that stopped many interactions once, with their count, and the skipped ones in the count line', () => {
    const outcomes = [
      ...notVerified(['a', 'b', 'c'], 'no base URL for job-board-content (pass --content-url)'),
      { description: 'd', passed: false, problems: ['not verified: pact reported no result for it'] },
      { description: 'e', passed: true, problems: [] },
    ];
    expect(describeOutcomes('job-board-content', outcomes, 4)).toEqual([
      'job-board-content: 1 passed, 4 failed, 4 skipped',
      '  ✗ d',
      '      not verified: pact reported no result for it',
      '  ✗ 3 interactions not verified: no base URL for job-board-content (pass --content-url)',
    ]);
  });
});
