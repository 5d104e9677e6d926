import type { CompanySeed } from './companies';
import { fill, listOf, roundTo, type SeedContext } from './context';
import { HY, IN, RD, RG, RR, SFT, SPT } from './data/codes';
import type { Coverage } from './data/coverage';
import { levelShares, payBands, type SalaryShape } from './data/pay';
import { roles, type RoleTemplate } from './data/roles';
import { texts } from './data/texts';
import {
  benefitPerks,
  closingLines,
  dutyLines,
  experienceLines,
  generalPerks,
  groupManagers,
  hiringOpeners,
  managers,
  needLines,
  perkLines,
  reportLines,
} from './data/wording';
import type { BenefitFlag } from '../../src/domain/benefits';
import type { Place } from '../../src/domain/places';

/** The parts of a generated job that take more than one draw: its role, its pay and its description. */

/** Every role as often as its weight says. */
const weightedRoles = roles.flatMap((r) => Array<RoleTemplate>(r.weight).fill(r));
const rolesByField = new Map<number, RoleTemplate[]>();
for (const r of weightedRoles) rolesByField.set(r.fieldId, [...(rolesByField.get(r.fieldId) ?? []), r]);

/** A role that fits what the coverage row fixes; else mostly one of the company's fields. */
export function pickRole({ faker, chance }: SeedContext, company: CompanySeed, fixed: Coverage): RoleTemplate {
  const named = fixed.role === undefined ? undefined : roles.find((r) => r.title === fixed.role);
  if (named) return named;
  const isSeasonal = (r: RoleTemplate) => r.types.includes(SFT) || r.types.includes(SPT);
  const fits = (r: RoleTemplate) =>
    (fixed.fieldId === undefined || r.fieldId === fixed.fieldId) &&
    (fixed.focusId === undefined || (r.focusId === fixed.focusId && !r.types.includes(IN))) &&
    (fixed.jobType === undefined || r.types.includes(fixed.jobType)) &&
    (fixed.remoteStatus === undefined || r.remotes.includes(fixed.remoteStatus)) &&
    (fixed.compensation == null || r.comps.includes(fixed.compensation)) &&
    (fixed.benefit === undefined || !fixed.benefit.startsWith('isHousing') || isSeasonal(r)) &&
    (fixed.benefit !== 'isHQPosition' || r.fieldId === 4 || r.fieldId === 8);
  const constrained = fixed.fieldId ?? fixed.jobType ?? fixed.remoteStatus ?? fixed.compensation ?? fixed.benefit;
  if (constrained !== undefined && constrained !== null) return faker.helpers.arrayElement(weightedRoles.filter(fits));
  if (chance(0.8)) return faker.helpers.arrayElement(rolesByField.get(faker.helpers.arrayElement(company.fields))!);
  return faker.helpers.arrayElement(weightedRoles);
}

/** The job's pay: a shape (min, max, range or none) and amounts in the role's part of the period's band. */
export function salaryFor({ faker }: SeedContext, r: RoleTemplate, fixed: Coverage) {
  const shape: SalaryShape =
    fixed.shape ??
    faker.helpers.weightedArrayElement<SalaryShape>([
      { value: 'range', weight: 45 },
      { value: 'min', weight: 20 },
      { value: 'max', weight: 10 },
      { value: 'none', weight: 25 },
    ]);
  if (shape === 'none') return { salaryMin: null, salaryMax: null, salaryCompensationId: null };
  const comp = fixed.compensation ?? faker.helpers.arrayElement(r.comps);
  const [lo, hi, step] = payBands[comp];
  const [from, to] = levelShares[r.pay];
  const bandLo = lo + (hi - lo) * from;
  const bandHi = lo + (hi - lo) * to;
  const clamp = (n: number) => Math.min(hi, Math.max(lo, roundTo(n, step)));
  const a = clamp(faker.number.float({ min: bandLo, max: bandHi }));
  if (shape === 'min') return { salaryMin: a, salaryMax: null, salaryCompensationId: comp };
  if (shape === 'max') return { salaryMin: null, salaryMax: Math.max(a, lo + step), salaryCompensationId: comp };
  const min = Math.min(a, hi - step);
  const max = Math.min(hi, Math.max(min + step, clamp(min + (hi - lo) * faker.number.float({ min: 0.08, max: 0.3 }))));
  return { salaryMin: min, salaryMax: max, salaryCompensationId: comp };
}

/** What the description says of the job. */
export interface JobFacts {
  title: string;
  company: CompanySeed;
  place: Place;
  remoteStatus: number;
  remoteCountries: readonly string[];
  yoe: number | null;
  benefits: readonly BenefitFlag[];
}

/** The job's description: who is hiring and where, what the job is, what it needs, (often) its perks, each said one of a few ways. */
export function describeJob({ faker, chance }: SeedContext, r: RoleTemplate, job: JobFacts): string {
  const { title, company, place, remoteStatus, remoteCountries, yoe, benefits } = job;
  const t = texts[r.group]!;
  const where =
    remoteStatus === RG
      ? 'to work remotely from anywhere'
      : remoteStatus === RR
        ? `to work remotely from anywhere in ${remoteCountries.map((c) => (c === 'CA' ? 'Canada' : 'the US')).join(' or ')}`
        : remoteStatus === RD
          ? `based out of ${place.city}, ${place.region}, with plenty of time on the road`
          : remoteStatus === HY
            ? `in ${place.city}, ${place.region} (hybrid, ${faker.helpers.arrayElement(['two', 'three'])} days a week in the office)`
            : `in ${place.city}, ${place.region}`;
  const [d1, d2, d3] = faker.helpers.arrayElements(t.duties, 3);
  const [n1, n2] = faker.helpers.arrayElements(t.needs, 2);
  const values = {
    company: company.name,
    a: /^[AEIOU]/.test(title) ? 'an' : 'a',
    title,
    where,
    first: faker.person.firstName(),
    manager: groupManagers[r.group] ?? managers[r.fieldId]!,
    duties: `${d1}; ${d2}; and ${d3}`,
    needs: `${n1} and ${n2}`,
  };
  const say = (lines: readonly string[]) => fill(faker.helpers.arrayElement(lines), values);
  const hiring = say(hiringOpeners);
  const about = faker.helpers.arrayElement(t.intros);
  const intro = `${chance(0.5) ? `${hiring} ${about}` : `${about} ${hiring}`} ${say(reportLines)}`;
  const needs = `${say(needLines)}${yoe === null ? '' : ` ${experienceLines[yoe]}`}`;
  const paragraphs = [intro, say(dutyLines), needs];
  if (benefits.length > 0 || chance(0.6)) {
    const perks = [...benefits.map((b) => benefitPerks[b]), ...faker.helpers.arrayElements(generalPerks, 2)];
    paragraphs.push(fill(faker.helpers.arrayElement(perkLines), { perks: listOf(perks) }));
  }
  const closing = faker.helpers.arrayElement(closingLines);
  const text = paragraphs.join('\n\n');
  return chance(0.35) && text.length + closing.length < 880 ? `${text} ${closing}` : text;
}
