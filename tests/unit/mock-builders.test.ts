import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as builders from '../../mocks/builders';
import { clock } from '../../mocks/clock';
import { clearDb, db } from '../../mocks/db';
import { boostPrice } from '../../src/domain/boost';
import { ApplicationStatus } from '../../src/domain/enums/applications';
import { AdPlacementType, PaymentStatus } from '../../src/domain/enums/boost';
import { JobStatus } from '../../src/domain/enums/job';

/** mocks/builders: every collection has a builder whose records the collection takes; overrides win. */

const NOW = '2026-11-22T12:00:00.000Z';
beforeEach(() => clock.set(NOW));
afterEach(() => {
  clearDb();
  clock.set(null);
});

const { buildApplication, buildBoost, buildCompany, buildJob, buildPayment, buildUser, location } = builders;

describe('record builders', () => {
  it('build a record every collection takes, with fixed defaults', async () => {
    const built: Record<keyof typeof db, unknown> = {
      users: builders.buildUser(),
      sessions: builders.buildSession(),
      companies: builders.buildCompany(),
      memberships: builders.buildMembership(),
      joinRequests: builders.buildJoinRequest(),
      invitations: builders.buildInvitation(),
      candidateProfiles: builders.buildCandidateProfile(),
      jobs: builders.buildJob(),
      boosts: builders.buildBoost(),
      payments: builders.buildPayment(),
      applications: builders.buildApplication(),
      candidateResponses: builders.buildCandidateResponse(),
      organizations: builders.buildOrganization(),
      contentItems: builders.buildContentItem(),
      contentSessions: builders.buildContentSession(),
      emailTokens: builders.buildEmailToken(),
      emails: builders.buildEmail(),
      feedback: builders.buildFeedback(),
      jobChanges: builders.buildJobChange(),
    };
    for (const [name, record] of Object.entries(built)) {
      await expect((db[name as keyof typeof db].create as (r: unknown) => Promise<unknown>)(record)).resolves.toEqual(
        record,
      );
    }
    expect(buildUser()).toEqual(buildUser());
  });

  it('put the overrides over the defaults, and refuse what the schema refuses', () => {
    expect(buildUser({ id: 7, firstName: 'Riley' })).toMatchObject({
      id: 7,
      firstName: 'Riley',
      lastName: 'Example',
      createdDate: NOW,
    });
    expect(() => buildJob({ title: 42 as unknown as string })).toThrow();
  });

  it('derive some defaults from the overrides', () => {
    expect(buildCompany({ id: 4 })).toMatchObject({ name: 'Company 4', path: 'company-4', city: 'Harrisburg' });
    expect(buildJob({ title: 'Trail Crew Leader' }).description).toBe(
      'Trail Crew Leader: plan and lead multi-day paddling trips for small groups.',
    );
    expect(buildJob({ status: JobStatus.Draft }).publishedDate).toBeNull();
    expect(buildJob().publishedDate).toBe(clock.daysFromNow(-1));
    expect(buildBoost({ startDate: '2026-12-01T00:00:00.000Z', weeks: 3 }).endDate).toBe('2026-12-22T00:00:00.000Z');
    expect(buildBoost().startDate).toBe('2026-11-22T00:00:00.000Z');
    expect(buildPayment({ id: 5 })).toMatchObject({
      boostId: 5,
      amount: boostPrice(AdPlacementType.Sponsored, 2),
      status: PaymentStatus.Created,
    });
    expect(buildApplication({ status: ApplicationStatus.Watching }).appliedDate).toBeNull();
    expect(buildApplication({ createdDate: '2026-11-01T00:00:00.000Z' }).appliedDate).toBe('2026-11-01T00:00:00.000Z');
  });

  it('score a job by its listing score unless the score is given', () => {
    // Without pay the posting loses pay's part of the listing score (src/domain/job-lifecycle.ts).
    expect(buildJob({ salaryMin: null, salaryMax: null, salaryCompensationId: null }).score).toBe(50);
    expect(buildJob().score).toBe(80);
    expect(buildJob({ score: 12 }).score).toBe(12);
  });

  it('place records at the board places', () => {
    expect(location('pittsburgh-pa')).toEqual({
      city: 'Pittsburgh',
      state: 'PA',
      country: 'US',
      lat: 40.4406,
      lng: -79.9959,
    });
    expect(() => location('atlantis')).toThrow(/atlantis/);
  });
});
