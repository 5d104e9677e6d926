import { describe, expect, it } from 'vitest';
import { person } from './users';
import type { LoggedInUser } from '../../src/api/schemas/auth';
import { navFor } from '../../src/app/nav';
import { userNavFor } from '../../src/app/nav-user';
import { everyRoute } from '../../src/app/route-table';
import { href, homeFor, loginWithReturn, patterns, safeReturnUrl } from '../../src/domain/paths';

describe('paths', () => {
  it('builds a path from its pattern, with encoded parameters and a query', () => {
    expect(href('jobs')).toBe('/jobs');
    expect(href('updateJob', { id: 12 })).toBe('/update-job/12');
    expect(href('acceptRequestSuccess', { company: 'Summit & Co', name: 'Ann' })).toBe(
      '/accept-request-success/Summit%20%26%20Co/Ann',
    );
    expect(href('recommendedJobs', null, { tab: 'applied', page: undefined })).toBe('/recommended-jobs?tab=applied');
    expect(href('jobs', null, new URLSearchParams('keyword=guide'))).toBe('/jobs?keyword=guide');
  });

  it('sends to sign-in with the way back', () => {
    expect(loginWithReturn('/job/3?x=1')).toBe('/login?returnUrl=%2Fjob%2F3%3Fx%3D1');
  });

  it('every route row takes its path from the paths module, each path once', async () => {
    const { screens, redirects } = await everyRoute();
    const used = [...screens, ...redirects.map((r) => ({ name: r.from }))].map((s) => patterns[s.name]);
    expect(new Set(used).size).toBe(used.length);
  });
});

const user = (roles: number[]) => person(roles);

describe('the header navigation, from the route table', () => {
  const labels = (u: LoggedInUser | null) =>
    [...navFor(u), ...(u ? userNavFor(u) : [])].map((n) => `${n.label} ${href(n.to)}`);

  it('a visitor', () => {
    expect(labels(null)).toEqual([
      'Jobs /jobs',
      'Pennsylvania /state-company/pennsylvania',
      'Take the quiz /quiz',
      'For employers /home-employer',
    ]);
  });

  it('a visitor without beta access: the public job board only (every other page is behind the beta gate)', () => {
    expect(navFor(null, false).map((n) => `${n.label} ${href(n.to)}`)).toEqual(['Job board /job-board']);
  });

  it('a candidate', () => {
    expect(labels(user([1]))).toEqual([
      'Jobs /jobs',
      'Pennsylvania /state-company/pennsylvania',
      'My jobs /recommended-jobs',
      'My profile /profile/edit',
    ]);
  });

  it('an employer', () => {
    expect(labels(user([2]))).toEqual([
      'Jobs /jobs',
      'Pennsylvania /state-company/pennsylvania',
      'Employer home /home-employer',
      'Post a job /create-job',
      'Company /profile',
    ]);
  });

  it('an admin', () => {
    expect(labels(user([3]))).toEqual([
      'Jobs /jobs',
      'Pennsylvania /state-company/pennsylvania',
      'Review jobs /admin/jobs',
      'Companies /admin/companies',
      'Feedback /admin/feedback',
    ]);
  });

  it("the candidate's jobs carry the recommended count", () => {
    expect(userNavFor(user([1])).find((n) => n.to === 'recommendedJobs')?.badge).toBe('recommended');
  });

  it('homeFor: employers to their home, admins to the review queue, others to the jobs', () => {
    expect(homeFor(user([2]))).toBe('/home-employer');
    expect(homeFor(user([3]))).toBe('/admin/jobs');
    expect(homeFor(user([1]))).toBe('/jobs');
    expect(homeFor(null)).toBe('/jobs');
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/jobs', '/jobs'],
    ['/job/7?tab=apply', '/job/7?tab=apply'],
  ])('follows the in-app path %s', (value, result) => {
    expect(safeReturnUrl(value)).toBe(result);
  });

  it.each([['//evil.example'], ['https://x'], ['javascript:alert(1)'], ['jobs'], [''], [null]])(
    'refuses %s',
    (value) => {
      expect(safeReturnUrl(value)).toBeNull();
    },
  );
});
