import { D, FL, FT, H, HY, IN, M, ON, PT, RD, RG, RR, SFT, SPT, W, Y, type Compensation, type Level } from './codes';
import type { JobType, RemoteStatus } from '../../../src/domain/enums/job';

/** The role catalogue: believable outdoor-industry roles, each with what is plausible for it. */

export interface RoleTemplate {
  title: string;
  fieldId: number;
  focusId: number | null;
  /** Plausible job types, the most common first. */
  types: readonly JobType[];
  /** Plausible pay periods. */
  comps: readonly Compensation[];
  /** Plausible remote statuses, the most common first. */
  remotes: readonly RemoteStatus[];
  /** Where in the pay band: 0 low, 1 middle, 2 high. */
  pay: Level;
  /** Plausible years-of-experience ids. */
  exp: readonly number[];
  /** May carry a 'Senior' or 'Lead' prefix when the experience is high. */
  senior: boolean;
  /** Key of the description texts (defaults to the focus, or the field for roles without focus). */
  group: string;
  /** How often the role comes up (relative). */
  weight: number;
}

const role = (
  title: string,
  fieldId: number,
  focusId: number | null,
  types: readonly JobType[],
  comps: readonly Compensation[],
  remotes: readonly RemoteStatus[],
  pay: Level,
  exp: readonly number[],
  extra: { senior?: boolean; group?: string } = {},
): RoleTemplate => ({
  title,
  fieldId,
  focusId,
  types,
  comps,
  remotes,
  pay,
  exp,
  senior: extra.senior ?? false,
  group: extra.group ?? (focusId === null ? `field${fieldId}` : `focus${focusId}`),
  weight: types.length === 1 && types[0] === IN ? 1 : 3,
});
const S = { senior: true };

export const roles: readonly RoleTemplate[] = [
  // 1 Guiding & Instruction
  role('Climbing Guide', 1, 1, [SFT, FT, SPT, FL], [D, H, W], [ON, RD], 1, [2, 3, 4], S),
  role('Rock Climbing Instructor', 1, 1, [PT, SPT, FT], [H, D], [ON], 0, [1, 2, 3]),
  role('Alpine Guide', 1, 1, [SFT, FL], [D, W], [RD, ON], 2, [3, 4, 5], S),
  role('Climbing Gym Route Setter', 1, 1, [FT, PT], [H, Y], [ON], 0, [1, 2, 3], { senior: true, group: 'setting' }),
  role('Climbing Program Intern', 1, 1, [IN], [M, H], [ON], 0, [1]),
  role('Sea Kayak Instructor', 1, 2, [SFT, SPT, PT], [H, D], [ON], 0, [1, 2, 3], S),
  role('Whitewater Raft Guide', 1, 2, [SFT, SPT], [D, W], [ON, RD], 0, [1, 2, 3], S),
  role('Canoe Trip Leader', 1, 2, [SFT, FL], [W, D], [RD], 1, [2, 3]),
  role('Ski Instructor', 1, 3, [SFT, SPT, PT], [H, D], [ON], 0, [1, 2, 3], S),
  role('Snowboard Instructor', 1, 3, [SFT, SPT], [H], [ON], 0, [1, 2, 3]),
  role('Backcountry Ski Guide', 1, 3, [SFT, FL], [D, W], [ON, RD], 2, [3, 4, 5], S),
  role('Backcountry Ski Patroller', 1, 3, [SFT, FT], [H, M], [ON], 1, [2, 3, 4], S),
  role('Avalanche Course Instructor', 1, 3, [FL, SPT], [D], [RD, ON], 1, [3, 4]),
  role('Wilderness Trip Leader', 1, null, [SFT, FL], [W, D, M], [RD], 1, [2, 3]),
  role('Outdoor Education Instructor', 1, null, [SFT, FT, SPT], [W, M, Y], [ON, RD], 0, [1, 2]),
  role('Mountain Bike Guide', 1, null, [SFT, SPT, PT], [H, D], [ON, RD], 0, [1, 2, 3]),
  role('Outdoor Leadership Intern', 1, null, [IN], [M, W], [ON, RD], 0, [1]),
  // 2 Retail & Sales
  role('Retail Store Manager', 2, 4, [FT], [Y], [ON], 2, [3, 4, 5]),
  role('Assistant Store Manager', 2, 4, [FT], [Y, H], [ON], 1, [2, 3]),
  role('Retail Sales Associate', 2, 4, [PT, FT, SPT], [H], [ON], 0, [1, 2], { group: 'sales' }),
  role('Ski Shop Technician', 2, 4, [SFT, SPT, PT], [H], [ON], 0, [1, 2, 3], { senior: true, group: 'bench' }),
  role('Bike Shop Mechanic', 2, 4, [FT, PT, SFT], [H], [ON], 1, [2, 3], { senior: true, group: 'bench' }),
  role('Visual Merchandiser', 2, 4, [FT, FL], [H, Y], [ON, RD], 1, [2, 3]),
  role('Wholesale Account Rep', 2, 5, [FT, FL], [Y], [RD, RR], 1, [2, 3, 4], S),
  role('Territory Sales Manager', 2, 5, [FT], [Y], [RD, RR], 2, [3, 4, 5]),
  role('Key Account Manager', 2, 5, [FT], [Y], [RR, HY, RD], 2, [3, 4]),
  role('Independent Sales Rep', 2, 5, [FL], [M, Y], [RD, RR], 1, [3, 4, 5]),
  role('E-commerce Merchandiser', 2, null, [FT], [Y], [HY, RG, ON], 1, [2, 3], { senior: true, group: 'ecommerce' }),
  role('Customer Experience Specialist', 2, null, [FT, PT, SFT], [H], [RG, RR, HY], 0, [1, 2], { group: 'ecommerce' }),
  role('Retail Operations Intern', 2, 4, [IN], [H], [ON], 0, [1], { group: 'sales' }),
  // 3 Marketing & Communications
  role('Content Marketing Manager', 3, 6, [FT], [Y], [HY, RR, RG, ON], 2, [3, 4], S),
  role('Brand Manager', 3, 6, [FT], [Y], [HY, ON], 2, [3, 4, 5], S),
  role('Copywriter', 3, 6, [FT, FL, PT], [H, Y, D], [RG, RR, HY], 1, [2, 3], S),
  role('Photographer & Videographer', 3, 6, [FL, FT, SFT], [D, W], [RD, ON], 1, [2, 3, 4]),
  role('PR Coordinator', 3, 6, [FT], [Y], [HY, ON], 1, [1, 2]),
  role('Social Media Manager', 3, 7, [FT], [Y], [RR, HY, RG], 1, [2, 3], S),
  role('Community Manager', 3, 7, [FT, PT], [Y, H], [HY, RR, ON], 1, [2, 3]),
  role('Social Media Coordinator', 3, 7, [PT, FT, FL], [H, M], [RG, RR, HY], 0, [1, 2]),
  role('Email Marketing Specialist', 3, null, [FT], [Y], [RG, RR, HY], 1, [2, 3]),
  role('Marketing Coordinator', 3, null, [FT], [Y, H], [HY, ON], 0, [1, 2]),
  role('Marketing Intern', 3, null, [IN], [H, M], [HY, ON, RR], 0, [1]),
  // 4 Product & Design
  role('Apparel Designer', 4, 8, [FT], [Y], [ON, HY], 2, [2, 3, 4], S),
  role('Technical Apparel Developer', 4, 8, [FT], [Y], [HY, ON], 2, [3, 4]),
  role('Pattern Maker', 4, 8, [FT, FL], [H, Y], [ON], 1, [3, 4, 5]),
  role('Textile Developer', 4, 8, [FT], [Y], [HY, ON, RD], 2, [3, 4]),
  role('Industrial Designer', 4, 9, [FT, FL], [Y, D], [HY, ON], 2, [2, 3, 4], S),
  role('Hardgoods Product Manager', 4, 9, [FT], [Y], [HY, ON], 2, [3, 4, 5], S),
  role('Packs & Bags Designer', 4, 9, [FT], [Y], [ON, HY], 1, [2, 3]),
  role('Product Test Coordinator', 4, 9, [FT, SFT, PT], [H, M], [RD, ON], 0, [1, 2]),
  role('Product Line Manager', 4, null, [FT], [Y], [HY, ON], 2, [4, 5]),
  role('Product Design Intern', 4, null, [IN], [H, M], [ON, HY], 0, [1]),
  // 5 Operations & Logistics
  role('Supply Chain Analyst', 5, 10, [FT], [Y], [HY, ON, RR], 1, [2, 3], S),
  role('Inventory Planner', 5, 10, [FT], [Y], [HY, ON], 1, [2, 3]),
  role('Sourcing Manager', 5, 10, [FT], [Y], [HY, RD], 2, [4, 5]),
  role('Logistics Coordinator', 5, 10, [FT, PT], [H, Y], [ON, HY], 0, [1, 2]),
  role('Warehouse Supervisor', 5, 10, [FT], [H, Y], [ON], 1, [2, 3], { group: 'warehouse' }),
  role('Warehouse Associate', 5, 10, [FT, PT, SFT, SPT], [H], [ON], 0, [1], { group: 'warehouse' }),
  role('Supply Chain Intern', 5, 10, [IN], [H], [ON, HY], 0, [1]),
  role('Operations Manager', 5, null, [FT], [Y], [ON, HY], 2, [4, 5]),
  role('Gear Rental Coordinator', 5, null, [SFT, SPT, PT], [H, W], [ON], 0, [1, 2]),
  role('Fleet & Equipment Technician', 5, null, [FT, SFT], [H], [ON, RD], 1, [2, 3]),
  // 6 Conservation & Parks
  role('Trail Crew Leader', 6, 11, [SFT], [W, M, H], [RD, ON], 1, [2, 3]),
  role('Trail Crew Member', 6, 11, [SFT, SPT], [W, H], [RD, ON], 0, [1, 2]),
  role('Trail Maintenance Technician', 6, 11, [FT, SFT], [H, Y], [ON, RD], 1, [2, 3]),
  role('Seasonal Park Ranger', 6, 12, [SFT, SPT], [H, M], [ON], 0, [1, 2]),
  role('Interpretive Ranger', 6, 12, [SFT, FT], [H, M], [ON], 0, [1, 2, 3]),
  role('Park Ranger', 6, 12, [FT], [Y, H], [ON], 1, [2, 3, 4], S),
  role('Conservation Program Coordinator', 6, null, [FT], [Y], [HY, ON], 1, [2, 3]),
  role('Volunteer Stewardship Coordinator', 6, null, [FT, PT, SFT], [H, Y], [ON, RD], 0, [1, 2]),
  role('Field Ecologist', 6, null, [SFT, FT, FL], [W, M, Y], [RD, ON], 1, [2, 3, 4]),
  role('Conservation Corps Intern', 6, null, [IN], [W, M], [RD, ON], 0, [1]),
  // 7 Hospitality & Lodging
  role('Lodge Operations Manager', 7, 13, [FT, SFT], [Y, M], [ON], 2, [3, 4, 5]),
  role('Front Desk Supervisor', 7, 13, [FT, SFT], [H], [ON], 1, [2, 3]),
  role('Guest Services Agent', 7, 13, [SFT, SPT, PT], [H], [ON], 0, [1]),
  role('Hut Keeper', 7, 13, [SFT], [M, W], [ON], 0, [1, 2, 3]),
  role('Backcountry Lodge Cook', 7, 13, [SFT, SPT], [H, W], [ON], 1, [2, 3]),
  role('Housekeeping Lead', 7, 13, [SFT, FT], [H], [ON], 0, [1, 2]),
  role('Events Coordinator', 7, null, [FT, SFT], [Y, H], [ON, HY], 1, [2, 3]),
  role('Summer Camp Director', 7, null, [SFT], [W, M], [ON], 1, [3, 4]),
  role('Hospitality Intern', 7, 13, [IN], [M, H], [ON], 0, [1]),
  // 8 Engineering & Technology
  role('Frontend Engineer', 8, 14, [FT, FL], [Y, H], [RG, RR, HY, ON], 2, [2, 3, 4], S),
  role('Backend Engineer', 8, 14, [FT], [Y], [RG, RR, HY], 2, [2, 3, 4], S),
  role('Full-Stack Engineer', 8, 14, [FT, FL], [Y, H], [RG, RR, HY], 2, [2, 3, 4], S),
  role('Mobile Engineer', 8, 14, [FT], [Y], [RR, HY, RG], 2, [3, 4], S),
  role('Data Engineer', 8, 14, [FT], [Y], [RR, HY], 2, [3, 4], S),
  role('QA Engineer', 8, 14, [FT, FL], [Y, H], [RR, HY, RG], 1, [2, 3]),
  role('Engineering Manager', 8, 14, [FT], [Y], [HY, RR], 2, [4, 5]),
  role('Software Engineering Intern', 8, 14, [IN], [H, M], [HY, RR, ON], 0, [1]),
  role('IT Support Specialist', 8, null, [FT, PT], [H, Y], [ON, HY], 0, [1, 2]),
  role('UX Designer', 8, null, [FT, FL], [Y, D], [RG, RR, HY], 2, [2, 3, 4], { senior: true, group: 'ux' }),
];
