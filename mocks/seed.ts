import { Faker, en } from '@faker-js/faker';
import {
  AdPlacementType,
  ApplicationStatus,
  AppliedByFilter,
  JobStatus,
  JobType,
  MembershipStatus,
  PaymentStatus,
  RemoteStatus,
  Role,
  SocialLinkType,
} from '../src/domain/enums';
import type { BenefitFlag } from '../src/domain/benefits';
import { places, placeById, type Place } from '../src/domain/places';
import { boostEnd, boostPrice } from '../src/domain/boost';
import { listingScore } from '../src/domain/job-lifecycle';
import { clock } from './clock';
import { clearDb, db, emptyProfile, type ApplicationRecord, type CandidateProfileRecord, type CompanyRecord, type JobRecord } from './db';
import { demoAccounts } from './accounts';
import { slug } from './companies';
import { companyTypeOfField, companyTypes, focuses as lookupFocuses, jobFields } from './lookups';

/**
 * Deterministic demo data: the same seed gives the same data on every machine. Faker runs only here,
 * which the browser loads only when storage holds no data yet (or it was reset).
 *
 * The job catalogue: `size` jobs of believable outdoor-industry roles, placed at real US and Canadian places.
 * The first jobs are laid out by hand (the `coverage` rows) so that every status, job type, remote status, pay
 * shape and benefit is present at any size from about 50 up; the rest are drawn at random.
 */

/** Companies the demo accounts belong to: fixed ids 1 to 3, the rest generated. */
const namedCompanies = [
  { name: 'Summit Trail Outfitters', placeId: 'boulder-co', fields: [1, 2, 5] },
  { name: 'Keystone Paddle Co.', placeId: 'harrisburg-pa', fields: [1, 2, 4] },
  { name: 'Allegheny Ridge Guides', placeId: 'pittsburgh-pa', fields: [1, 6, 7] },
];

const outdoorWords = ['Summit', 'Ridge', 'Canyon', 'Cascade', 'Timber', 'Alpine', 'Granite', 'River', 'Basin', 'Trail', 'Boulder', 'Pine', 'Glacier', 'Mesa', 'Harbor', 'Sierra'];
const outdoorKinds = ['Outfitters', 'Gear Co.', 'Expeditions', 'Adventures', 'Supply', 'Mountain Works', 'Paddle Sports', 'Guides', 'Outdoor Collective', 'Ski & Board'];

export interface SeedOptions {
  seed?: number;
  /** How many jobs the catalogue holds; companies scale with it (one for every five jobs, at least 12). */
  size?: number;
}


// ---------------------------------------------------------------------------------------------------------------
// The role catalogue

const { FullTime: FT, PartTime: PT, Freelance: FL, SeasonalPartTime: SPT, Internship: IN, SeasonalFullTime: SFT } = JobType;
const { RemoteGlobally: RG, OnTheRoad: RD, RemoteInRegion: RR, Onsite: ON, Hybrid: HY } = RemoteStatus;
/** Salary compensation ids (mocks/lookups.ts): per hour, day, week, month, year. */
const [H, D, W, M, Y] = [1, 2, 3, 4, 5] as const;
type Compensation = 1 | 2 | 3 | 4 | 5;
type Level = 0 | 1 | 2;

interface RoleTemplate {
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

const roles: readonly RoleTemplate[] = [
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

/** Texts for descriptions, per role group. */
interface RoleTexts {
  intros: readonly string[];
  duties: readonly string[];
  needs: readonly string[];
}

const texts: Record<string, RoleTexts> = {
  focus1: {
    intros: ['Our guests come for everything from a first top-rope day to big multi-pitch objectives.', 'We run small-group climbing days and courses on some of the best rock in the region.'],
    duties: ['lead guided climbing days and multi-pitch objectives', 'teach knots, belaying and movement to new climbers', 'build anchors and manage rope systems', 'inspect and log the gear cache', 'write trip reports and keep guest records current', 'help run our instructor trainings'],
    needs: ['AMGA Single Pitch Instructor or higher', 'a current Wilderness First Responder', 'solid trad and sport leading', 'a calm, clear teaching style', 'a clean risk-management record'],
  },
  setting: {
    intros: ['Our gym is the busiest hub of the local climbing community.'],
    duties: ['set and forerun boulders and rope routes every week', 'wash, sort and log holds', 'inspect walls, ropes and auto-belays', 'plan setting rotations with the head setter', 'set for youth team practice and local comps'],
    needs: ['route setting experience on commercial walls', 'comfort working at height with power tools', 'a wide climbing range', 'a USA Climbing or CWA setting clinic (a plus)'],
  },
  focus2: {
    intros: ['We run sea kayak tours, whitewater trips and paddling courses from spring thaw to fall.', 'Our paddling programs range from sunset tours to multi-day river trips.'],
    duties: ['guide day tours and overnight trips on flat and moving water', 'teach strokes, rescues and trip planning', 'read weather, tides and river levels and make the go/no-go call', 'maintain boats, paddles and safety kits', 'run shuttles and set up camp on overnight trips', 'lead rescue drills with the guide team'],
    needs: ['ACA or Paddle Canada instructor certification', 'Wilderness First Aid or WFR', 'swiftwater rescue training', 'strong self-rescue and group-rescue skills', "a valid driver's license"],
  },
  focus3: {
    intros: ['Winter is our busy season, and the snow-sports team is the heart of it.', 'We run lessons, patrol and backcountry programs through a long, snowy season.'],
    duties: ['teach private and group lessons from first-timers to experts', 'guide touring days and assess avalanche conditions', 'run morning snow-safety routes', 'respond to incidents and give on-hill first aid', 'help keep terrain parks and trails safe', 'mentor newer staff through clinics'],
    needs: ['PSIA/AASI or CSIA/CASI certification, or working toward it', 'AIARE Level 1 or higher for backcountry work', 'OEC or WFR for patrol work', 'strong skiing or riding in all terrain', 'a love of long days in the cold'],
  },
  field1: {
    intros: ['We run trips, courses and camps for all ages across mountains, rivers and forests.', 'Our programs get people outside safely and leave them wanting more.'],
    duties: ['lead groups on day trips and multi-day expeditions', 'teach camping, navigation and Leave No Trace', 'manage risk and make sound calls in the field', 'plan menus, routes and gear lists', 'keep trip paperwork and incident reports current'],
    needs: ['a current Wilderness First Responder', 'experience leading groups outdoors', 'patience and strong teaching skills', 'a clean driving record'],
  },
  focus4: {
    intros: ['Our shop is where the local climbing, paddling and ski community stocks up.', 'We run a busy specialty outdoor shop with a loyal local crowd.'],
    duties: ['run the sales floor and hit weekly targets', 'hire, schedule and coach a team of gear experts', 'keep inventory accurate through receiving and cycle counts', 'set up seasonal floor moves and displays', 'handle special orders, rentals and service tickets', 'host clinics and community nights in the store'],
    needs: ['specialty outdoor, ski or bike retail experience', 'comfort with a POS and inventory system', 'people skills and a coaching mindset', 'deep product knowledge in at least one sport', 'weekend and holiday availability'],
  },
  sales: {
    intros: ['Our shop is where the local climbing, paddling and ski community stocks up.'],
    duties: ['help customers find the right gear for their trip', 'fit boots, harnesses and packs', 'restock and keep the floor sharp', 'ring up sales, rentals and returns', 'share what you know at in-store clinics'],
    needs: ['retail or customer service experience', 'time spent climbing, paddling, biking or skiing', 'a friendly, patient manner', 'weekend and holiday availability'],
  },
  bench: {
    intros: ["Our service shop keeps the town's skis, boards and bikes running."],
    duties: ['work the service bench on tunes, repairs and builds', 'write up service tickets and talk customers through repairs', 'keep tools and parts stock organized', 'help on the sales floor on busy days', 'get rental fleet gear ready for the next guest'],
    needs: ['bench experience in a ski or bike shop', 'mechanical aptitude and care for detail', 'friendly, clear customer service', 'manufacturer or Barnett certification (a plus)'],
  },
  focus5: {
    intros: ['We sell to specialty outdoor retailers across the region and nationally.', 'Our wholesale business supports independent shops and national accounts alike.'],
    duties: ['manage a book of specialty retail accounts', 'present seasonal lines and write preseason orders', 'run in-store clinics and staff trainings', 'track sell-through and spot reorders', 'work trade shows and demo days', 'solve fulfillment issues with customer service'],
    needs: ['wholesale or outside sales experience', 'a network in specialty outdoor retail', 'solid spreadsheet and CRM habits', 'willingness to travel regularly', "a valid driver's license"],
  },
  ecommerce: {
    intros: ['We sell outdoor gear in our shops and online.', 'Our customers range from weekend campers to sponsored athletes.'],
    duties: ['merchandise products on the site and in email', 'help customers by chat, phone and email', 'process orders, returns and warranty claims', 'keep product pages and stock levels accurate', 'share customer feedback with the product team'],
    needs: ['retail or e-commerce experience', 'clear, friendly writing', 'comfort with Shopify or a similar platform', 'product knowledge in outdoor gear'],
  },
  focus6: {
    intros: ['We tell stories about the people and places behind our gear.', 'Our brand team makes the campaigns and catalogs our community knows us for.'],
    duties: ['plan and write content for the blog, email and catalog', 'run photo and video shoots with athletes and guides', 'keep the brand voice consistent across channels', 'brief freelancers and manage the content calendar', 'report on campaign results', 'work with product teams on launches'],
    needs: ['a portfolio of published writing or campaigns', 'experience running a content calendar', 'a sharp eye for photography and design', 'familiarity with a CMS and analytics', 'time spent outside, and stories to show for it'],
  },
  focus7: {
    intros: ['Our community lives online as much as at the crag or on the river.', 'We reach a large, engaged outdoor audience on social.'],
    duties: ['plan and publish daily posts across our channels', "reply to comments and messages in the brand's voice", 'work with athletes and creators on partnerships', 'shoot quick-turn photo and video on location', 'track reach and engagement and report weekly', 'spot trends early and pitch ideas'],
    needs: ['experience running brand social accounts', 'short-form video editing skills', 'clear, friendly writing', 'comfort with scheduling and analytics tools', 'a feel for outdoor culture'],
  },
  field3: {
    intros: ['Our marketing team connects the brand with people who love being outside.'],
    duties: ['plan and run email and digital campaigns', 'coordinate events, sponsorships and giveaways', 'manage the marketing calendar and budget', 'pull reports on campaign results', 'support the brand and content team'],
    needs: ['marketing experience, ideally at an outdoor or consumer brand', 'an organized, deadline-driven approach', 'strong writing', 'comfort with email and analytics tools'],
  },
  focus8: {
    intros: ['We design technical and lifestyle apparel that gets worn hard in the mountains.', 'Our apparel line runs from base layers to shells, built to last.'],
    duties: ['design seasonal styles from sketch to tech pack', 'choose fabrics, trims and colors with development', 'review samples and lead fit sessions', 'work with factories on protos and sales samples', 'research materials, trends and end use', 'keep line plans and costing on track'],
    needs: ['a portfolio of technical or outdoor apparel', 'Adobe Illustrator and tech-pack experience', 'knowledge of performance fabrics and construction', 'clear communication with overseas factories', 'a design degree or equivalent experience'],
  },
  focus9: {
    intros: ['We design packs, tents and hardgoods that hold up in the backcountry.', 'Our hardgoods team takes gear from first sketch to factory floor.'],
    duties: ['take products from concept to production', 'build prototypes and run field tests with athletes', 'write specs, costing and factory briefs', 'work with sourcing on materials and components', 'turn test feedback into design changes', 'keep launch timelines on track'],
    needs: ['experience designing soft or hard goods', 'CAD skills (SolidWorks, Rhino or similar)', 'hands-on prototyping skills', 'an understanding of manufacturing and costing', 'field time with the gear you design'],
  },
  field4: {
    intros: ['Our product team decides what we build and why.'],
    duties: ['own the line plan and assortment', 'work with design, sourcing and sales each season', 'set pricing and margin targets', 'run line reviews and launches', 'study competitors and customer feedback'],
    needs: ['product or merchandising experience', 'strong analytical skills', 'comfort presenting to leadership', 'a passion for outdoor gear'],
  },
  focus10: {
    intros: ['We move gear from factories to warehouses to shops and doorsteps.', 'Our operations team keeps product flowing through a very seasonal business.'],
    duties: ['forecast demand and plan inventory by season', 'manage purchase orders and inbound freight', 'work with factories, forwarders and 3PLs', 'keep warehouse counts accurate', 'report on fill rate, turns and landed cost', 'improve receiving, pick, pack and ship'],
    needs: ['supply chain, planning or logistics experience', 'strong spreadsheet skills', 'ERP experience (NetSuite or similar)', 'attention to detail under deadlines', 'a process-minded approach'],
  },
  warehouse: {
    intros: ['Our warehouse ships gear to shops and doorsteps across the country.'],
    duties: ['receive, put away and pick orders', 'pack and ship web and wholesale orders', 'keep the warehouse clean and safe', 'help with cycle counts', 'load and unload trucks'],
    needs: ['warehouse or retail experience', 'the ability to lift 50 pounds', 'attention to detail', 'reliable attendance'],
  },
  field5: {
    intros: ['Behind every trip is a lot of gear, vans and planning.'],
    duties: ['run daily operations of the shop, rentals and fleet', 'maintain rental gear, vans and trailers', 'schedule staff and equipment', 'track costs and improve processes', 'keep safety and maintenance logs current'],
    needs: ['operations or equipment experience', 'mechanical aptitude', 'organization and follow-through', "a valid driver's license"],
  },
  focus11: {
    intros: ["Our crews build and maintain trails in some of the region's wildest places.", 'We run trail crews from spring through fall on public lands.'],
    duties: ['build and maintain tread, drainage and rock structures', 'run crosscut and chainsaw work safely', 'lead safety briefings and job hazard analyses', 'camp in the backcountry for multi-day hitches', 'log work for land-management partners', 'train and mentor volunteer crews'],
    needs: ['trail work or conservation corps experience', 'sawyer certification or willingness to train', 'Wilderness First Aid', 'the ability to hike long days with a heavy pack', 'a good attitude in rain, heat and bugs'],
  },
  focus12: {
    intros: ['Our rangers are the first face visitors meet in the park.', "We protect and share some of the region's most loved public lands."],
    duties: ['lead interpretive walks, talks and junior ranger programs', 'staff visitor centers and trailhead contact stations', 'patrol trails, campgrounds and day-use areas', 'respond to visitor incidents and first aid calls', 'support search and rescue and resource protection', 'collect visitor-use and wildlife data'],
    needs: ['a background in natural resources, education or recreation', 'current First Aid and CPR', 'strong public speaking', 'comfort working alone in remote areas', "a valid driver's license"],
  },
  field6: {
    intros: ['We protect and restore the lands and waters our community plays on.'],
    duties: ['coordinate volunteer and stewardship programs', 'collect field data on plants, wildlife and water', 'work with land managers and community partners', 'write grant reports and program updates', 'lead restoration workdays'],
    needs: ['a background in ecology or conservation', 'field data collection experience', 'strong organization and communication', 'comfort working outdoors in all weather'],
  },
  focus13: {
    intros: ['Our lodge hosts hikers, skiers and paddlers year round.', 'We run a backcountry lodge and guest cabins with a small, close-knit team.'],
    duties: ['run front desk, housekeeping and kitchen shifts', 'handle reservations, check-ins and guest requests', 'schedule and train the team', 'manage supplies, vendors and maintenance', 'keep service standards and reviews high', 'coordinate with guides on trips and transport'],
    needs: ['hospitality or lodge experience', 'warm, unflappable guest service', 'comfort with reservation systems', 'flexibility with shifts, weekends and holidays', 'Food Handler certification for kitchen work'],
  },
  field7: {
    intros: ['We host camps, retreats and events in beautiful outdoor settings.'],
    duties: ['plan and run guest events, camps and retreats', 'coordinate vendors, staff and schedules', 'manage budgets and guest communication', 'make sure every guest leaves happy', 'keep safety plans and permits in order'],
    needs: ['event or camp leadership experience', 'calm under pressure', 'strong organization', 'a welcoming, guest-first attitude'],
  },
  focus14: {
    intros: ['Our product team builds the booking and e-commerce tools our guests and guides use every day.', 'We build the apps, sites and internal tools behind a growing outdoor brand.'],
    duties: ['build and ship features end to end', 'write tests and review code with the team', 'improve performance and accessibility', 'work with design and product on what to build next', 'keep our services reliable and observable', 'help shape our engineering practices'],
    needs: ['experience with TypeScript and a modern web stack', 'a habit of testing and small, frequent releases', 'clear written communication', 'experience with cloud services and CI', 'interest in the outdoor industry'],
  },
  field8: {
    intros: ['Our small tech team keeps a growing outdoor business running.'],
    duties: ['support staff with laptops, accounts and networks', 'set up point-of-sale and booking hardware', 'keep systems patched and secure', 'manage software licenses and vendors', 'document how things work'],
    needs: ['IT support experience', 'patience with non-technical teammates', 'familiarity with Google Workspace or Microsoft 365', 'curiosity and follow-through'],
  },
  ux: {
    intros: ['Our product team builds the booking and shopping experiences our guests use every day.'],
    duties: ['design flows from sketches to high-fidelity prototypes', 'run research with guests and guides', 'maintain our design system', 'work closely with engineers through release', 'measure what works and iterate'],
    needs: ['a portfolio of shipped product work', 'Figma skills', 'a grounding in accessibility', 'clear, visual communication'],
  },
};

const managers: Record<number, string> = {
  1: 'head guide',
  2: 'store director',
  3: 'marketing director',
  4: 'design director',
  5: 'operations director',
  6: 'program director',
  7: 'general manager',
  8: 'engineering lead',
};
/** Managers of role groups whose field's manager would not fit. */
const groupManagers: Record<string, string> = {
  setting: 'head setter',
  sales: 'store manager',
  bench: 'service manager',
  warehouse: 'warehouse manager',
  ecommerce: 'e-commerce manager',
  ux: 'product lead',
};
const experienceLines: Record<number, string> = {
  1: 'No experience needed; we train the right people.',
  2: 'A season or two of related experience helps.',
  3: 'Three to five years of relevant experience.',
  4: 'Six or more years of experience, including leading others.',
  5: 'Ten or more years of experience and a record of leading teams.',
};
const generalPerks = ['pro deals with dozens of outdoor brands', 'a season pass', 'paid time off to get outside', 'a yearly gear allowance', 'health coverage for full-time staff', 'flexible scheduling', 'staff trips'];
const benefitPerks: Record<BenefitFlag, string> = {
  isHousingIncluded: 'free staff housing',
  isHousingSubsidized: 'subsidized staff housing',
  isRelocationStipend: 'relocation assistance',
  isCommuterBenefits: 'a commuter and transit benefit',
  isHQPosition: 'visa sponsorship for the right candidate',
};
const rejectReasons = [
  'The description does not say what the job pays or where it is based.',
  'This looks like a duplicate of a job that is already live.',
  'Commission-only roles are not accepted on the board.',
  'The posting links to an outside application form that does not load.',
];

const BENEFITS: readonly BenefitFlag[] = ['isHousingIncluded', 'isHousingSubsidized', 'isRelocationStipend', 'isCommuterBenefits', 'isHQPosition'];

/** Pay bands per compensation id: low, high, rounding step. */
const payBands: Record<Compensation, readonly [number, number, number]> = {
  1: [16, 45, 1],
  2: [120, 400, 10],
  3: [600, 1800, 50],
  4: [2500, 9000, 100],
  5: [35_000, 160_000, 1000],
};
/** Share of the band each pay level uses. */
const levelShares: Record<Level, readonly [number, number]> = { 0: [0, 0.45], 1: [0.2, 0.7], 2: [0.45, 1] };

type SalaryShape = 'min' | 'max' | 'range' | 'none';
const SHAPES: readonly SalaryShape[] = ['min', 'max', 'range'];

/** A hand-laid job at the head of the catalogue: the fields it fixes; the rest is drawn as for any job. */
interface Coverage {
  companyId?: number;
  status?: JobStatus;
  fieldId?: number;
  focusId?: number;
  jobType?: JobType;
  remoteStatus?: RemoteStatus;
  compensation?: Compensation | null;
  shape?: SalaryShape;
  sponsored?: boolean;
  hoursAgo?: number;
  benefit?: BenefitFlag;
  canada?: boolean;
}

const { Active, Draft, PendingReview, Rejected, MissingInformation, ApplicationClosed } = JobStatus;
const coverage: readonly Coverage[] = [
  // Company 1 (the demo employer's): every status, and a sponsored guiding job for candidate 1's recommendations.
  { companyId: 1, status: Active, fieldId: 1, focusId: 1, sponsored: true, hoursAgo: 5 },
  { companyId: 1, status: Active, fieldId: 2, hoursAgo: 9 },
  { companyId: 1, status: Draft, fieldId: 1 },
  { companyId: 1, status: PendingReview, fieldId: 5 },
  { companyId: 1, status: Rejected, fieldId: 2 },
  { companyId: 1, status: MissingInformation, fieldId: 1 },
  { companyId: 1, status: ApplicationClosed, fieldId: 1 },
  { companyId: 1, status: Active, fieldId: 5 },
  { companyId: 2, status: Active, fieldId: 1, hoursAgo: 14 },
  { companyId: 2, status: Active, fieldId: 2, sponsored: true },
  { companyId: 2, status: PendingReview, fieldId: 4 },
  { companyId: 2, status: ApplicationClosed, fieldId: 1 },
  { companyId: 3, status: Active, fieldId: 6, hoursAgo: 20 },
  { companyId: 3, status: Active, fieldId: 7 },
  { companyId: 3, status: Active, fieldId: 1, sponsored: true },
  { companyId: 3, status: Rejected, fieldId: 6 },
  // Every job type, every remote status, every pay period with every shape, every benefit, some Canada.
  ...Object.values(JobType).map((jobType, i): Coverage => ({ status: Active, jobType, hoursAgo: i < 2 ? 3 + i * 8 : undefined })),
  ...[RG, RD, RR, ON, HY].map((remoteStatus): Coverage => ({ status: Active, remoteStatus, sponsored: remoteStatus === RG })),
  ...[H, D, W, M, Y].flatMap((compensation) => SHAPES.map((shape): Coverage => ({ status: Active, compensation, shape }))),
  { status: Active, compensation: null, shape: 'none' },
  ...BENEFITS.map((benefit): Coverage => ({ status: Active, benefit })),
  { status: Active, remoteStatus: ON, canada: true },
  { status: ApplicationClosed, remoteStatus: ON, canada: true },
];

const statusWeights = [
  { value: Active, weight: 75 },
  { value: Draft, weight: 6 },
  { value: PendingReview, weight: 6 },
  { value: Rejected, weight: 4 },
  { value: MissingInformation, weight: 4 },
  { value: ApplicationClosed, weight: 5 },
] as const;

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const usPlaces = places.filter((p) => p.country === 'US');
const caPlaces = places.filter((p) => p.country === 'CA');

interface CompanySeed {
  name: string;
  place: Place;
  fields: readonly number[];
}

export async function seed(options: SeedOptions = {}) {
  const { seed: seedValue = 1, size = 300 } = options;
  const faker = new Faker({ locale: [en] });
  faker.seed(seedValue);
  clearDb();
  const now = clock.now();
  const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
  const msAgo = (ms: number) => new Date(now - ms).toISOString();
  const chance = (probability: number) => faker.number.float() < probability;

  // Companies -------------------------------------------------------------------------------------------------
  const companyCount = Math.max(12, Math.round(size / 5));
  const taken = new Set(namedCompanies.map((c) => c.name));
  const companies: CompanySeed[] = namedCompanies.map((c) => ({ ...c, place: placeById(c.placeId)! }));
  const fieldIds = [1, 2, 3, 4, 5, 6, 7, 8];
  while (companies.length < companyCount) {
    const place = faker.helpers.arrayElement(chance(0.15) ? caPlaces : usPlaces);
    const kind = faker.helpers.arrayElement(outdoorKinds);
    const roll = faker.number.float();
    const first = roll < 0.6 ? faker.helpers.arrayElement(outdoorWords) : roll < 0.8 ? place.city : faker.person.lastName();
    let name = `${first} ${kind}`;
    // Only some 160 word-and-kind names exist: big catalogues fall back to longer names, then numbers.
    if (taken.has(name)) name = `${first} ${faker.helpers.arrayElement(outdoorWords)} ${kind}`;
    if (taken.has(name)) name = `${first} ${kind} of ${place.city}`;
    if (taken.has(name)) name = `${first} ${kind} ${companies.length + 1}`;
    taken.add(name);
    companies.push({ name, place, fields: faker.helpers.arrayElements(fieldIds, { min: 2, max: 3 }) });
  }
  const companyRecords: CompanyRecord[] = companies.map((c, index) => {
    const path = slug(c.name);
    return {
      id: index + 1,
      name: c.name,
      path,
      description: companyDescription(c, faker.company.catchPhrase()),
      logo: null,
      coverImage: null,
      city: c.place.city,
      state: c.place.region,
      country: c.place.country,
      website: `https://${path}.example`,
      // Before any of its jobs (at most 120 days old) and, for the named ones, before their memberships.
      createdDate: daysAgo(faker.number.int({ min: index < 3 ? 450 : 130, max: 900 })),
      activeJobsCount: 0,
      pendingReviewJobsCount: 0,
      rejectedJobsCount: 0,
      membershipStatus: faker.helpers.arrayElement([
        MembershipStatus.NoMembership,
        MembershipStatus.ActiveMembership,
        MembershipStatus.Expired,
        MembershipStatus.BrandPageEdited,
      ]),
      organizationId: c.place.region === 'PA' && c.place.country === 'US' ? 1 : null,
      typeId: companyTypeOfField[c.fields[0]!] ?? 1,
      // Without a draw of its own (that would change every draw after it): from the name.
      sizeId: 1 + ([...c.name].reduce((n, ch) => n + ch.charCodeAt(0), 0) % 4),
    };
  });

  // Jobs ------------------------------------------------------------------------------------------------------
  const weightedRoles = roles.flatMap((r) => Array<RoleTemplate>(r.weight).fill(r));
  const rolesByField = new Map<number, RoleTemplate[]>();
  for (const r of weightedRoles) rolesByField.set(r.fieldId, [...(rolesByField.get(r.fieldId) ?? []), r]);

  const pickRole = (company: CompanySeed, fixed: Coverage): RoleTemplate => {
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
  };

  const salaryFor = (r: RoleTemplate, fixed: Coverage) => {
    const shape: SalaryShape =
      fixed.shape ?? faker.helpers.weightedArrayElement<SalaryShape>([
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
  };

  const describeJob = (r: RoleTemplate, title: string, company: CompanySeed, place: Place, remoteStatus: number, remoteCountries: string[], yoe: number | null, benefits: BenefitFlag[]) => {
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
    const intro = `${company.name} is hiring ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title} ${where}. ${faker.helpers.arrayElement(t.intros)} You'll report to ${faker.person.firstName()}, our ${groupManagers[r.group] ?? managers[r.fieldId]}.`;
    const [d1, d2, d3] = faker.helpers.arrayElements(t.duties, 3);
    const duties = `What you'll do: ${d1}; ${d2}; and ${d3}.`;
    const [n1, n2] = faker.helpers.arrayElements(t.needs, 2);
    const needs = `What you bring: ${n1}, plus ${n2}.${yoe === null ? '' : ` ${experienceLines[yoe]}`}`;
    const paragraphs = [intro, duties, needs];
    if (benefits.length > 0 || chance(0.6)) {
      const perks = [...benefits.map((b) => benefitPerks[b]), ...faker.helpers.arrayElements(generalPerks, 2)];
      paragraphs.push(`Perks: ${perks.slice(0, -1).join(', ')} and ${perks.at(-1)}.`);
    }
    return paragraphs.join('\n\n');
  };

  const jobs: JobRecord[] = [];
  /** Jobs an active boost sponsors (their boosts are made below). */
  const sponsoredIds: number[] = [];
  const forced = coverage.length;
  for (let index = 0; index < size; index++) {
    const id = index + 1;
    const fixed: Coverage = coverage[index] ?? {};
    const companyId =
      fixed.companyId ??
      (index < forced ? faker.number.int({ min: 1, max: companyCount }) : index < forced + companyCount ? index - forced + 1 : faker.number.int({ min: 1, max: companyCount }));
    const company = companies[companyId - 1]!;
    const r = pickRole(company, fixed);
    const status = fixed.status ?? faker.helpers.weightedArrayElement(statusWeights);
    const jobType = fixed.jobType ?? (chance(0.6) ? r.types[0]! : faker.helpers.arrayElement(r.types));
    const remoteStatus = fixed.remoteStatus ?? (chance(0.55) ? r.remotes[0]! : faker.helpers.arrayElement(r.remotes));
    const yoe = jobType === IN ? 1 : chance(0.15) ? null : faker.helpers.arrayElement(r.exp);
    const prefix = r.senior && yoe !== null && yoe >= 4 ? faker.helpers.arrayElement(['Senior ', 'Senior ', 'Lead ']) : '';
    const title = jobType === FL && r.types[0] !== FL && chance(0.5) ? `Freelance ${r.title}` : `${prefix}${r.title}`;

    // Where: mostly the company's place (always for Remote globally), else another place, about 15% of them in Canada.
    const place =
      remoteStatus === RG
        ? company.place
        : fixed.canada === true
          ? faker.helpers.arrayElement(caPlaces)
          : chance(0.7)
            ? company.place
            : faker.helpers.arrayElement(chance(0.15) ? caPlaces : usPlaces);
    const remoteCountries =
      remoteStatus === RR ? (chance(0.6) ? [place.country] : ['US', 'CA']) : [];

    // When: a good share in the last day, week and month; closed jobs are old enough to have expired.
    const ageRoll = faker.number.float();
    const minutes = (min: number, max: number) => faker.number.int({ min, max }) * MINUTE;
    const ageMs =
      fixed.hoursAgo !== undefined
        ? fixed.hoursAgo * HOUR
        : status === ApplicationClosed
          ? minutes(10 * 1440, 120 * 1440)
          : ageRoll < 0.08
            ? minutes(20, 1380)
            : ageRoll < 0.3
              ? minutes(1440, 7 * 1440)
              : ageRoll < 0.6
                ? minutes(7 * 1440, 30 * 1440)
                : minutes(30 * 1440, 120 * 1440);
    const published = status === Active || status === ApplicationClosed;
    // Review takes half an hour to six hours (never past now).
    const publishedAgoMs = ageMs - Math.min(minutes(30, 360), ageMs / 2);
    let expireDate: string | null;
    if (status === Active) expireDate = msAgo(-faker.number.int({ min: 5, max: 90 }) * DAY);
    else if (status === ApplicationClosed) expireDate = daysAgo(faker.number.int({ min: 1, max: Math.min(30, Math.floor(ageMs / DAY) - 3) }));
    else expireDate = chance(0.5) ? null : msAgo(-faker.number.int({ min: 14, max: 90 }) * DAY);

    // Benefits: housing on seasonal work, relocation on salaried jobs, commuter help in town, visas in tech.
    const seasonal = jobType === SFT || jobType === SPT;
    const flags: Record<BenefitFlag, boolean> = {
      isHousingIncluded: chance(seasonal ? 0.3 : 0.02),
      isHousingSubsidized: false,
      isRelocationStipend: chance(jobType === FT && r.pay > 0 ? 0.15 : 0.02),
      isCommuterBenefits: chance((remoteStatus === ON || remoteStatus === HY) && !seasonal ? 0.2 : 0.03),
      isHQPosition: chance(r.fieldId === 8 || r.fieldId === 4 ? 0.15 : 0.02),
    };
    flags.isHousingSubsidized = !flags.isHousingIncluded && chance(seasonal ? 0.2 : 0.03);
    if (fixed.benefit !== undefined) {
      flags[fixed.benefit] = true;
      if (fixed.benefit === 'isHousingIncluded') flags.isHousingSubsidized = false;
      if (fixed.benefit === 'isHousingSubsidized') flags.isHousingIncluded = false;
    }
    const salary = salaryFor(r, fixed);
    const benefitList = BENEFITS.filter((b) => flags[b]);

    const description = describeJob(r, title, company, place, remoteStatus, remoteCountries, yoe, benefitList);
    if (fixed.sponsored ?? (status === Active && chance(0.08))) sponsoredIds.push(id);
    // The draw of the random score of earlier versions (the score is now the listing score): kept, so that every
    // draw after it, and with them the whole catalogue, stays as it was.
    faker.number.int({ min: 0, max: 100 });
    jobs.push({
      id,
      companyId,
      title,
      description,
      status,
      jobType,
      remoteStatus,
      createdDate: msAgo(ageMs),
      // Last written when created, or when it was published (approved) after review.
      updatedDate: msAgo(published ? publishedAgoMs : ageMs),
      publishedDate: published ? msAgo(publishedAgoMs) : null,
      expireDate,
      score: 0,
      ...salary,
      ...flags,
      jobFieldId: r.fieldId,
      focusId: r.focusId === null || (fixed.focusId === undefined && chance(0.05)) ? null : r.focusId,
      yearsOfExperienceId: yoe,
      city: place.city,
      state: place.region,
      country: place.country,
      lat: round4(place.lat + faker.number.float({ min: -0.05, max: 0.05 })),
      lng: round4(place.lng + faker.number.float({ min: -0.05, max: 0.05 })),
      remoteCountries,
      rejectReason: status === Rejected ? faker.helpers.arrayElement(rejectReasons) : null,
    });
  }
  for (const job of jobs) {
    job.score = listingScore(job).score;
    const company = companyRecords[job.companyId - 1]!;
    if (job.status === Active) company.activeJobsCount += 1;
    else if (job.status === PendingReview) company.pendingReviewJobsCount += 1;
    else if (job.status === Rejected) company.rejectedJobsCount += 1;
  }

  // Records ---------------------------------------------------------------------------------------------------
  await db.organizations.create({ id: 1, name: 'Pennsylvania Outdoor Recreation', abbreviation: 'PA', state: 'PA' });
  for (const company of companyRecords) await db.companies.create(company);

  const roleCodes: Record<string, number[]> = {
    'candidate@demo.test': [Role.User],
    'premium@demo.test': [Role.User, Role.Premium],
    'employer.admin@demo.test': [Role.Employer],
    'employer.member@demo.test': [Role.Employer],
    'employer.pending@demo.test': [Role.Employer],
    'employer.former@demo.test': [Role.Employer],
    'admin@demo.test': [Role.Admin],
  };
  const primary: Record<string, number> = { 'employer.admin@demo.test': 1, 'employer.member@demo.test': 1 };
  for (const [index, account] of demoAccounts.entries()) {
    const [firstName = '', lastName = ''] = account.name.split(' ');
    await db.users.create({
      id: index + 1,
      email: account.email,
      password: account.password,
      firstName,
      lastName,
      roles: roleCodes[account.email] ?? [Role.User],
      primaryCompanyId: primary[account.email] ?? null,
      lastJoinedCompanyId: account.email === 'employer.former@demo.test' ? 3 : (primary[account.email] ?? null),
      createdDate: daysAgo(120 - index),
    });
  }
  await db.memberships.create({ id: 1, userId: 3, companyId: 1, isAdmin: true, active: true, joinedDate: daysAgo(400) });
  await db.memberships.create({ id: 2, userId: 4, companyId: 1, isAdmin: false, active: true, joinedDate: daysAgo(200) });
  await db.memberships.create({ id: 3, userId: 6, companyId: 3, isAdmin: false, active: false, joinedDate: daysAgo(300) });
  await db.joinRequests.create({ id: 1, userId: 5, companyId: 2, kind: 'join', status: 'pending', createdDate: daysAgo(2) });

  const tooltips: Array<[string, string]> = [
    ['salaryMin', 'The lowest pay you will offer. Jobs that show pay get more applicants.'],
    ['salaryMax', 'The highest pay you will offer, at most 99,999,999.'],
    ['remoteStatus', 'Where the work happens: on site, hybrid, on the road or remote.'],
    ['jobFieldId', 'The field candidates search by; it decides the focuses you can pick.'],
    ['isHQPosition', 'Tick when you sponsor a work visa for this role.'],
    ['jobType', 'Seasonal jobs run for a season; full- and part-time jobs are year-round.'],
    ['focusId', 'The specialty within the field: candidates follow focuses, so this decides who is told about the job.'],
    ['yearsOfExperienceId', 'The experience the job needs. Leave it open if you train the right people.'],
    ['salaryCompensationId', 'How the pay above is counted: per hour, day, week, month or year.'],
    ['expireDate', 'After this day the job stops taking applications and leaves the search.'],
  ];
  for (const [index, [field_name, tooltip]] of tooltips.entries()) {
    await db.contentItems.create({ id: index + 1, collection: 'tooltips', status: 'published', data: { field_name, tooltip } });
  }
  await db.contentItems.create({
    id: tooltips.length + 1,
    collection: 'tooltips',
    status: 'draft',
    data: { field_name: 'title', tooltip: 'Draft tooltip: not published yet.' },
  });

  // Jobs go in with one pending create per record: awaiting each in turn costs a microtask round per record.
  await Promise.all(jobs.map((job) => db.jobs.create(job)));

  for (const profile of candidateProfiles()) await db.candidateProfiles.create(profile);
  for (const application of applications(jobs, now, faker)) await db.applications.create(application);
  await seedBoosts(jobs, sponsoredIds, now, faker);
  // Scales with the catalogue (100 at the default size): employers' reach (Home/calculate-candidates) counts them.
  // Kept small: every record is read back on each load of the demo, which has a budget.
  await seedCandidatePool(Math.round(size / 3), now, faker);
}

// ---------------------------------------------------------------------------------------------------------------
// Candidates: fixed profiles for the two candidate accounts, and their saved and applied jobs

const located = (placeId: string) => {
  const p = placeById(placeId)!;
  return { country: p.country, state: p.region, city: p.city, lat: p.lat, lng: p.lng };
};

function candidateProfiles(): CandidateProfileRecord[] {
  return [
    {
      userId: 1,
      currentLocation: located('boulder-co'),
      maxDistanceMiles: 100,
      isRemoteConsidered: false,
      locations: ['boulder-co', 'denver-co', 'moab-ut'],
      jobType: [JobType.FullTime, JobType.SeasonalPartTime, JobType.SeasonalFullTime],
      salaries: [{ min: 45_000, max: null, compensationId: 5 }],
      isMinimumDisabled: false,
      leaderships: ['Lead guide on multi-pitch trips', 'Trained new staff in belay and rescue skills'],
      benefits: ['isHousingIncluded'],
      experience: 'Four seasons guiding rock climbing and sea kayak trips on the Front Range and in Moab.',
      nextJob: 'A year-round climbing guide role with a chance to train new guides.',
      focus: [1, 2],
      skills: ['AMGA Single Pitch Instructor', 'Wilderness First Responder', 'Swiftwater rescue', 'Trad and sport leading', 'Sea kayak rescues'],
      resumeUrl: null,
      websiteUrl: null,
      professionalHighlights: 'Led over 200 guided climbing days without a reportable incident.',
      professionalSummary: 'Climbing and paddling guide who loves turning first-timers into confident partners.',
      jobInterests: ['Climbing guide', 'Paddling instructor', 'Outdoor education'],
      socialLinks: [{ type: SocialLinkType.Instagram, url: 'https://instagram.com/casey.rivers.climbs' }],
      albumPhotosUrls: [],
      currentCareerStatus: 'Seasonal guide, open to year-round work',
      careerMoves: [],
    },
    {
      userId: 2,
      currentLocation: located('pittsburgh-pa'),
      maxDistanceMiles: 50,
      isRemoteConsidered: true,
      locations: ['pittsburgh-pa'],
      jobType: [JobType.FullTime],
      salaries: [{ min: 70_000, max: 95_000, compensationId: 5 }],
      isMinimumDisabled: false,
      leaderships: ['Ran the content team of a regional outdoor retailer'],
      benefits: ['isCommuterBenefits'],
      experience: 'Six years in brand content and social for outdoor and cycling brands.',
      nextJob: 'Content or social lead at an outdoor brand, remote or in Pittsburgh.',
      focus: [6, 7],
      skills: ['Content strategy', 'Copywriting', 'Short-form video', 'Email marketing', 'Analytics'],
      resumeUrl: 'https://example.com/parker-stone-resume.pdf',
      websiteUrl: 'https://parkerstone.example',
      professionalHighlights: 'Grew a brand Instagram account from 20k to 150k followers in two years.',
      professionalSummary: 'Storyteller and marketer for brands that get people outside.',
      jobInterests: ['Content marketing', 'Social media'],
      socialLinks: [{ type: SocialLinkType.LinkedIn, url: 'https://www.linkedin.com/in/parker-stone-example' }],
      albumPhotosUrls: [],
      currentCareerStatus: 'Employed, open to offers',
      careerMoves: ['From agency copywriter to in-house brand content'],
    },
  ];
}

/**
 * Candidate 1 watches two active jobs and has applied to four (one at each stage); candidate 2 watches one and
 * has applied to one. Jobs are taken from their focus job fields where the catalogue has them.
 */
function applications(jobs: readonly JobRecord[], now: number, faker: Faker): ApplicationRecord[] {
  const used = new Set<number>();
  const tenDaysAgo = now - 10 * DAY;
  const old = (j: JobRecord) => Date.parse(j.createdDate) <= tenDaysAgo;
  /** The first unused job meeting the first predicate that any job meets. */
  const pick = (...predicates: Array<(j: JobRecord) => boolean>) => {
    for (const predicate of predicates) {
      const job = jobs.find((j) => !used.has(j.id) && predicate(j));
      if (job) {
        used.add(job.id);
        return job;
      }
    }
    return undefined;
  };
  const records: ApplicationRecord[] = [];
  const iso = (ms: number) => new Date(ms).toISOString();
  const watch = (userId: number, job: JobRecord | undefined) => {
    if (!job) return;
    const since = now - Date.parse(job.createdDate);
    records.push({ id: records.length + 1, userId, jobId: job.id, status: ApplicationStatus.Watching, stage: AppliedByFilter.Applied, createdDate: iso(now - Math.floor((since * faker.number.float({ min: 0.1, max: 0.9 })) / MINUTE) * MINUTE), appliedDate: null });
  };
  const apply = (userId: number, job: JobRecord | undefined, stage: number, appliedDaysAgo: number) => {
    if (!job) return;
    const opened = Date.parse(job.publishedDate ?? job.createdDate);
    // Before a closed job's expiry, after it was published.
    const last = job.status === ApplicationClosed && job.expireDate ? Date.parse(job.expireDate) - DAY : now;
    const applied = Math.max(Math.min(now - appliedDaysAgo * DAY, last), opened);
    const created = Math.max(applied - faker.number.int({ min: 0, max: 36 }) * HOUR, opened);
    records.push({ id: records.length + 1, userId, jobId: job.id, status: ApplicationStatus.Applied, stage, createdDate: iso(created), appliedDate: iso(applied) });
  };
  const active = (j: JobRecord) => j.status === Active;
  const closed = (j: JobRecord) => j.status === ApplicationClosed;
  const inField = (fieldId: number) => (j: JobRecord) => j.jobFieldId === fieldId;
  const all = (...ps: Array<(j: JobRecord) => boolean>) => (j: JobRecord) => ps.every((p) => p(j));

  watch(1, pick(all(active, inField(1), (j) => !old(j)), all(active, inField(1)), active));
  watch(1, pick(all(active, inField(1)), active));
  apply(1, pick(all(active, inField(1), old), all(active, old), active), AppliedByFilter.Applied, 2);
  apply(1, pick(all(active, inField(1), old), all(active, old), active), AppliedByFilter.Interviewing, 5);
  apply(1, pick(all(active, inField(1), old), all(active, old), active), AppliedByFilter.ReceivedOffer, 7);
  apply(1, pick(all(closed, inField(1)), closed, all(active, old), active), AppliedByFilter.Rejected, 9);
  watch(2, pick(all(active, inField(3)), active));
  apply(2, pick(all(active, inField(3), old), all(active, old), active), AppliedByFilter.Interviewing, 4);
  return records;
}

// ---------------------------------------------------------------------------------------------------------------
// Boosts: an active, paid boost for every sponsored job; and for the demo employer's company one boost in each of
// the other statuses (Expired, Complete: paid and starting later, Pending: its payment failed).

async function seedBoosts(jobs: readonly JobRecord[], sponsoredIds: readonly number[], now: number, faker: Faker) {
  const iso = (ms: number) => new Date(ms).toISOString();
  let nextBoost = 1;
  const add = async (job: JobRecord, placement: AdPlacementType, weeks: number, startMs: number, payment: { status: number; failureReason?: string }) => {
    const id = nextBoost++;
    const startDate = iso(startMs);
    const createdDate = iso(Math.min(startMs, now) - faker.number.int({ min: 1, max: 48 }) * HOUR);
    await db.boosts.create({ id, jobId: job.id, placement, weeks, startDate, endDate: boostEnd(startDate, weeks), createdDate, createdByUserId: null });
    await db.payments.create({
      id,
      boostId: id,
      amount: boostPrice(placement, weeks),
      status: payment.status,
      cardLast4: '4242',
      failureReason: payment.failureReason ?? null,
      createdDate,
      updatedDate: createdDate,
    });
  };
  const byId = new Map(jobs.map((j) => [j.id, j]));
  for (const id of sponsoredIds) {
    const job = byId.get(id)!;
    const weeks = faker.number.int({ min: 3, max: 10 });
    // Started within the last two weeks (not before the job was published), with at least a week to run.
    const published = Date.parse(job.publishedDate ?? job.createdDate);
    const start = Math.max(published, now - faker.number.int({ min: 1, max: 14 }) * DAY);
    await add(job, faker.helpers.arrayElement([AdPlacementType.Sponsored, AdPlacementType.Sponsored, AdPlacementType.Listing, AdPlacementType.Newsletter]), weeks, start, { status: PaymentStatus.Succeeded });
  }
  const sponsored = new Set(sponsoredIds);
  // The oldest live jobs: the newest stay free to be boosted in the demo.
  const others = jobs
    .filter((j) => j.companyId === 1 && j.status === Active && !sponsored.has(j.id) && (j.expireDate === null || Date.parse(j.expireDate) > now + 14 * DAY))
    .sort((a, b) => a.publishedDate!.localeCompare(b.publishedDate!));
  // A boost that ran two weeks and ended six days ago, on a job published before it started.
  const expired = others.find((j) => Date.parse(j.publishedDate!) <= now - 20 * DAY);
  const [scheduled, unpaid] = others.filter((j) => j !== expired);
  if (expired) await add(expired, AdPlacementType.Newsletter, 2, now - 20 * DAY, { status: PaymentStatus.Succeeded });
  if (scheduled) await add(scheduled, AdPlacementType.Socials, 2, now + 3 * DAY, { status: PaymentStatus.Succeeded });
  if (unpaid) await add(unpaid, AdPlacementType.Sponsored, 1, now, { status: PaymentStatus.PaymentFailed, failureReason: 'Your card was declined.' });
}

/**
 * A company's description, from what it does and where. `phrase` is the draw of the generated slogan of earlier
 * versions: still drawn (and unused), so that the whole catalogue after it stays as it was.
 */
function companyDescription(c: CompanySeed, phrase: string): string {
  void phrase;
  const kind = companyTypes.find((t) => t.id === (companyTypeOfField[c.fields[0]!] ?? 1))!.name.toLowerCase();
  const fields = c.fields.map((id) => jobFields.find((f) => f.id === id)!.name.toLowerCase());
  const list = fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0];
  return `${c.name} is a ${kind} based in ${c.place.city}, ${c.place.region}. The team works in ${list}, and hires people who love being outside.`;
}

// ---------------------------------------------------------------------------------------------------------------
// The candidate pool: people with a profile (no demo account, no sign-in) whom employers reach. Their homes are the
// board's places, most of them at the outdoor hubs; each follows one or two focuses of a field.

async function seedCandidatePool(count: number, now: number, faker: Faker) {
  const firstId = db.users.all().reduce((max, u) => Math.max(max, u.id), 0) + 1;
  const fieldWeights = [
    { value: 1, weight: 30 },
    { value: 2, weight: 12 },
    { value: 3, weight: 10 },
    { value: 4, weight: 8 },
    { value: 5, weight: 8 },
    { value: 6, weight: 14 },
    { value: 7, weight: 10 },
    { value: 8, weight: 8 },
  ];
  const types = Object.values(JobType);
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const place = faker.helpers.arrayElement(faker.number.float() < 0.6 ? places.slice(0, 20) : places);
    const fieldId = faker.helpers.weightedArrayElement(fieldWeights);
    const fieldFocuses = lookupFocuses.filter((f) => f.jobFieldId === fieldId).map((f) => f.id);
    const wanted = faker.number.float() < 0.4 ? [place.id, faker.helpers.arrayElement(places).id] : [place.id];
    await db.users.create({
      id,
      email: `c${id}@candidates.example`,
      // No one signs in with these: an empty password is refused before it is compared.
      password: '',
      firstName,
      lastName,
      roles: [Role.User],
      primaryCompanyId: null,
      lastJoinedCompanyId: null,
      createdDate: new Date(now - faker.number.int({ min: 1, max: 400 }) * DAY).toISOString(),
    });
    await db.candidateProfiles.create({
      ...emptyProfile(id),
      currentLocation: located(place.id),
      maxDistanceMiles: faker.helpers.arrayElement([25, 50, 100, 250]),
      isRemoteConsidered: faker.number.float() < 0.3,
      locations: [...new Set(wanted)],
      jobType: faker.helpers.arrayElements(types, { min: 1, max: 3 }),
      isMinimumDisabled: true,
      focus: faker.helpers.arrayElements(fieldFocuses, { min: 1, max: Math.min(2, fieldFocuses.length) }),
    });
  }
}
