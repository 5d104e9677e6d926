// Job benefit labels per docs/product.md §9 (isHQPosition is shown as visa sponsorship).

export interface BenefitFlags {
  isHousingIncluded?: boolean | null;
  isHousingSubsidized?: boolean | null;
  isRelocationStipend?: boolean | null;
  isCommuterBenefits?: boolean | null;
  isHQPosition?: boolean | null;
}

export type BenefitFlag = keyof BenefitFlags;

/** The benefit flags in display order, with their labels. */
export const benefitFlagLabels: Readonly<Record<BenefitFlag, string>> = {
  isHousingIncluded: 'Housing included',
  isHousingSubsidized: 'Housing subsidized',
  isRelocationStipend: 'Relocation assistance',
  isCommuterBenefits: 'Commuter benefits',
  isHQPosition: 'Visa sponsorship',
};
export const BENEFIT_FLAGS = Object.keys(benefitFlagLabels) as [BenefitFlag, ...BenefitFlag[]];

/** Labels of the benefits whose flag is true, in a fixed order. */
export function benefitLabels(job: BenefitFlags): string[] {
  return BENEFIT_FLAGS.filter((flag) => job[flag] === true).map((flag) => benefitFlagLabels[flag]);
}
