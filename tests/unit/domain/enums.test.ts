import { describe, it, expect } from 'vitest';
import * as applicationsEnums from '../../../src/domain/enums/applications';
import { AppliedByFilter, appliedByFilterLabels, ApplicationStatus } from '../../../src/domain/enums/applications';
import * as boostEnums from '../../../src/domain/enums/boost';
import { BoostStatus, boostWeeks } from '../../../src/domain/enums/boost';
import * as companyEnums from '../../../src/domain/enums/company';
import { MembershipStatus } from '../../../src/domain/enums/company';
import * as hiringEnums from '../../../src/domain/enums/hiring';
import * as jobEnums from '../../../src/domain/enums/job';
import {
  JobType,
  jobTypeLabels,
  remoteStatusFilterOptions,
  remoteStatusOptions,
  RemoteStatus,
} from '../../../src/domain/enums/job';
import { JobStatus, jobStatusLabels } from '../../../src/domain/enums/job';
import * as jobListsEnums from '../../../src/domain/enums/job-lists';
import { orderSearchStatusLabels } from '../../../src/domain/enums/job-lists';
import * as jobSearchEnums from '../../../src/domain/enums/job-search';
import { datePostedMaxAgeMs, jobSortOptions } from '../../../src/domain/enums/job-search';
import * as profileEnums from '../../../src/domain/enums/profile';
import { SocialLinkType } from '../../../src/domain/enums/profile';
import * as userEnums from '../../../src/domain/enums/user';
import { Role, roleCode, roleName } from '../../../src/domain/enums/user';

const enums = {
  ...applicationsEnums,
  ...boostEnums,
  ...companyEnums,
  ...hiringEnums,
  ...jobEnums,
  ...jobListsEnums,
  ...jobSearchEnums,
  ...profileEnums,
  ...userEnums,
};

describe('enums', () => {
  it('job status codes and labels', () => {
    expect(JobStatus.Draft).toBe(1);
    expect(JobStatus.ApplicationClosed).toBe(6);
    expect(jobStatusLabels[JobStatus.PendingReview]).toBe('Pending Review');
    expect(jobStatusLabels[6]).toBe('Application Closed');
  });

  it('job type has 7 for SeasonalFullTime and no code 6', () => {
    expect(JobType.SeasonalFullTime).toBe(7);
    expect(Object.values(JobType)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(Object.keys(jobTypeLabels)).not.toContain('6');
  });

  it('remote considered only in the filter list', () => {
    expect(RemoteStatus.RemoteConsidered).toBe(6);
    expect(remoteStatusOptions).not.toContain(6);
    expect(remoteStatusFilterOptions).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('other numeric codes', () => {
    expect(BoostStatus.Pending).toBe(0);
    expect(BoostStatus.All).toBe(4);
    expect(ApplicationStatus).toEqual({ Applied: 0, Watching: 4 });
    expect(AppliedByFilter.Rejected).toBe(3);
    expect(appliedByFilterLabels[3]).toBe('Not hired');
    expect(MembershipStatus.BrandPageEdited).toBe(4);
    expect(SocialLinkType.Other).toBe(0);
    expect(SocialLinkType.BlueSky).toBe(12);
  });

  it('order search labels use the spec wording', () => {
    expect(orderSearchStatusLabels.RoleFilledBasecamp).toBe('Role filled - Basecamp');
    expect(orderSearchStatusLabels.RoleFilledExternal).toBe('Role filled - External');
  });

  it('roles map both ways', () => {
    expect(Role).toEqual({ User: 1, Employer: 2, Admin: 3, Premium: 4 });
    expect(roleName(3)).toBe('Admin');
    expect(roleName(9)).toBeUndefined();
    expect(roleCode('Premium')).toBe(4);
    expect(roleCode('employer')).toBe(2);
    expect(roleCode('Guest')).toBeUndefined();
  });

  it('date posted age limits', () => {
    expect(datePostedMaxAgeMs.Past24Hours).toBe(86_400_000);
    expect(datePostedMaxAgeMs.PastWeek).toBe(7 * 86_400_000);
    expect(datePostedMaxAgeMs.AnyTime).toBeNull();
  });

  it('six job sort options and ten boost weeks', () => {
    expect(jobSortOptions).toHaveLength(6);
    expect(jobSortOptions[0]).toEqual({ field: 'createdDate', direction: 'asc' });
    expect(jobSortOptions[5]).toEqual({ field: 'expireDate', direction: 'desc' });
    expect(boostWeeks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('every enumeration has one label for each of its codes, the name where no other is declared', () => {
    const labelTables = Object.entries(enums).filter(([name]) => name.endsWith('Labels'));
    expect(labelTables).toHaveLength(24);
    for (const [name, labels] of labelTables) {
      const codes = (enums as Record<string, unknown>)[
        `${name[0]!.toUpperCase()}${name.slice(1, -'Labels'.length)}`
      ] as Record<string, number | string>;
      expect(Object.keys(labels).sort(), name).toEqual(Object.values(codes).map(String).sort());
    }
    expect(enums.boostStatusLabels).toEqual({ 0: 'Pending', 1: 'Complete', 2: 'Active', 3: 'Expired', 4: 'All' });
    expect(enums.jobSortFieldLabels).toEqual({
      createdDate: 'Created date',
      title: 'Title',
      expireDate: 'Expire date',
    });
  });
});
