import { describe, it, expect } from 'vitest';
import { benefitLabels } from '../../../src/domain/benefits';

describe('benefitLabels', () => {
  it('lists true flags in fixed order', () => {
    expect(
      benefitLabels({
        isHQPosition: true,
        isHousingIncluded: true,
        isHousingSubsidized: true,
        isRelocationStipend: true,
        isCommuterBenefits: true,
      }),
    ).toEqual([
      'Housing included',
      'Housing subsidized',
      'Relocation assistance',
      'Commuter benefits',
      'Visa sponsorship',
    ]);
  });

  it('skips false and missing flags', () => {
    expect(benefitLabels({ isHQPosition: true, isHousingIncluded: false, isCommuterBenefits: null })).toEqual([
      'Visa sponsorship',
    ]);
    expect(benefitLabels({})).toEqual([]);
  });
});
