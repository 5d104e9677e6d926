// Job benefit labels per SPEC section 9 (isHQPosition is shown as visa sponsorship).

export interface BenefitFlags {
  isHousingIncluded?: boolean | null;
  isHousingSubsidized?: boolean | null;
  isRelocationStipend?: boolean | null;
  isCommuterBenefits?: boolean | null;
  isHQPosition?: boolean | null;
}

const BENEFITS: readonly (readonly [keyof BenefitFlags, string])[] = [
  ['isHousingIncluded', 'Housing included'],
  ['isHousingSubsidized', 'Housing subsidized'],
  ['isRelocationStipend', 'Relocation assistance'],
  ['isCommuterBenefits', 'Commuter benefits'],
  ['isHQPosition', 'Visa sponsorship'],
];

/** Labels of the benefits whose flag is true, in a fixed order. */
export function benefitLabels(job: BenefitFlags): string[] {
  return BENEFITS.filter(([flag]) => job[flag] === true).map(([, label]) => label);
}
