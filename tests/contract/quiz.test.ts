import { describe, expect, it } from 'vitest';
import { paddlerAnswers } from './account-fixtures';
import { bearer, card, CLOCK, job, NOW, profileWith, seasonalDates, signedIn } from './job-fixtures';
import { apiPact } from './pact';
import { createHttp } from '../../src/api/http';
import { profileApi } from '../../src/api/profile';
import { quizApi } from '../../src/api/quiz';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';

/**
 * src/api/quiz.ts: the onboarding quiz's matches for a visitor's answers (call and shape proposed here), and what the
 * answers become when the visitor registers with them (Auth/register's `quiz`: the new candidate's profile).
 */
const pact = apiPact();

/** The state's jobs from 41 at company 2: four match the paddler's answers; the decoys 45-48 must stay out. */
const quizJobs = { jobId: 41, companyId: job.companyId };
/** The company's logo, which the state's company fixes. */
const LOGO = '/logos/keystone-paddle-co.svg';
/** What the answers and the job have in common (docs/matching.md), the most points first. */
const FOCUS = 'Your focus: Paddling';
const FULL_TIME = 'Full-time, as you prefer';
const PAY = 'Pays your $50,000 minimum or more';
/** A remote job in region (no commute): its distance from Harrisburg is still measured (0, the same town). */
const remoteMatch = (id: number, title: string, daysAgo: number) => ({
  ...card(id, title, { title, distanceMiles: 0, companyLogo: LOGO, ...seasonalDates(daysAgo) }),
  matchPercent: 100,
  matchReasons: [FOCUS, 'No commute', FULL_TIME, PAY, 'Remote, as you prefer'],
});

describe('POST Quiz/matches', () => {
  it('counts the live jobs the answers would be recommended and shows the best three, by match then newest', async () => {
    const matches = {
      // All four count; the fourth best (the seasonal hybrid job, 85 %: not a job type picked) is not shown.
      total: 4,
      jobs: [
        // Both 100 %: the newer first.
        remoteMatch(42, 'River Trip Leader', 1),
        remoteMatch(41, 'Sea Kayak Guide', 5),
        // On site in State College, 62.5 miles away (within the answers' 100): 89 %.
        {
          ...card(44, 'Canoe Instructor', {
            title: 'Canoe Instructor',
            remoteStatus: RemoteStatus.Onsite,
            city: 'State College',
            distanceMiles: 62.5,
            companyLogo: LOGO,
            ...seasonalDates(0),
          }),
          matchPercent: 89,
          matchReasons: [FOCUS, FULL_TIME, PAY, '62 mi from Harrisburg', 'On site'],
        },
      ],
    };
    await pact
      .addInteraction()
      // The jobs' dates are exact: posted 5, 1 and 0 days before the clock's moment, open 30 days after it.
      .given(CLOCK, { now: NOW })
      .given(
        'the only live jobs are four paddling jobs from the id {jobId} at company {companyId} near Harrisburg, PA, and decoys',
        quizJobs,
      )
      .uponReceiving("a request for the quiz's matches of a paddler near Harrisburg, PA")
      .withRequest('POST', '/Quiz/matches', (b) => b.jsonBody(paddlerAnswers))
      .willRespondWith(200, (b) => b.jsonBody({ result: matches }))
      .executeTest(async (server) => {
        const { total, jobs } = await quizApi(createHttp({ baseUrl: server.url })).matches(paddlerAnswers);
        expect(total).toBe(4);
        expect(jobs.map((j) => [j.id, j.matchPercent, j.distanceMiles])).toEqual([
          [42, 100, 0],
          [41, 100, 0],
          [44, 89, 62.5],
        ]);
      });
  });
});

describe("GET Profile of a candidate registered with the quiz's answers", () => {
  it('is made of the answers (the rest empty)', async () => {
    const token = 'candidate-token-quiz';
    const profile = profileWith({
      currentLocation: { country: 'US', state: 'PA', city: 'Harrisburg' },
      maxDistanceMiles: 100,
      isRemoteConsidered: true,
      jobType: [JobType.FullTime],
      salaries: [{ min: 50_000, max: null, compensationId: 5 }],
      benefits: ['isHousingIncluded'],
      focus: [2],
    });
    await pact
      .addInteraction()
      .given(
        'the candidate {email} has registered with the quiz answers of a paddler near Harrisburg, PA and is signed in with token {token}',
        { email: 'jamie@example.com', token },
      )
      .uponReceiving("a request for the profile of a candidate registered with the quiz's answers")
      .withRequest('GET', '/Profile', (b) => b.headers(bearer(token)))
      .willRespondWith(200, (b) => b.jsonBody({ result: profile }))
      .executeTest(async (server) => {
        expect(await profileApi(createHttp({ baseUrl: server.url, ...signedIn(token) })).get()).toEqual(profile);
      });
  });
});
