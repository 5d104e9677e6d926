/** Companies the demo accounts belong to: fixed ids 1 to 3. */
export const namedCompanies = [
  { name: 'Summit Trail Outfitters', placeId: 'boulder-co', fields: [1, 2, 5] },
  { name: 'Keystone Paddle Co.', placeId: 'harrisburg-pa', fields: [1, 2, 4] },
  { name: 'Allegheny Ridge Guides', placeId: 'pittsburgh-pa', fields: [1, 6, 7] },
];

/**
 * Guide services on the Front Range (ids 4 to 6), near the demo candidate: the climbing and paddling jobs of the
 * coverage rows (./coverage.ts) are theirs, so that Boulder has the guiding work a Boulder board would show.
 */
export const frontRangeCompanies = [
  { name: 'Flatirons Climbing School', placeId: 'boulder-co', fields: [1, 2] },
  { name: 'Front Range Mountain Guides', placeId: 'denver-co', fields: [1, 7] },
  { name: 'Estes Valley River Guides', placeId: 'estes-park-co', fields: [1, 7] },
];

/*
 * What generated company names are made of: a name of the land (a word, two words, a name of the company's own
 * region, or its town) and what the company is, by its kind (Company/options: mocks/lookups.ts companyTypes). No
 * person's surname: an outdoor business is named for a place far more often than for its founder.
 */

// prettier-ignore
export const landWords = [
  'Talus', 'Scree', 'Cirque', 'Arete', 'Couloir', 'Switchback', 'Cairn', 'Basalt', 'Juniper', 'Aspen', 'Tamarack',
  'Larch', 'Cedar', 'Sagebrush', 'Kestrel', 'Osprey', 'Marmot', 'Pika', 'Raven', 'Heron', 'Otter', 'Bighorn',
  'Elkhorn', 'Headwaters', 'Confluence', 'Eddyline', 'Riffle', 'Snowline', 'Treeline', 'Timberline', 'Alpenglow',
  'Bluebird', 'Cornice', 'Trailhead', 'Skyline', 'Ridgeline', 'Wayfinder', 'Northbound', 'Highwater', 'Granite',
  'Ponderosa', 'Manzanita', 'Lodgepole', 'Tailwater', 'Firelight', 'Kingfisher', 'Wolverine', 'Solstice',
];
// prettier-ignore
export const landNames = [
  'Red Canyon', 'Lone Pine', 'Silver Creek', 'Twin Lakes', 'Black Bear', 'Bear Creek', 'Cold Springs',
  'High Country', 'Big Sky', 'Eagle Rock', 'Crystal Lake', 'Painted Rock', 'Clear Creek', 'Blue Ridge', 'Pine Mountain',
  'Cottonwood Canyon', 'Sawtooth', 'Stillwater', 'Deep Creek', 'Elk Meadow', 'Hidden Lake', 'Windy Point',
  'Copper Ridge', 'Cedar Hollow', 'North Fork', 'Three Forks', 'Long Meadow', 'Sandstone', 'Wild Rose', 'Fox Hollow',
];
/** Names of the land of a region (state or province code), for some of the companies there. */
// prettier-ignore
export const regionalNames: Record<string, readonly string[]> = {
  CO: ['Front Range', 'San Juan', 'Indian Peaks', 'Arkansas Valley', 'Sawatch', 'Gore Range', 'Animas'],
  MT: ['Gallatin', 'Bitterroot', 'Big Hole', 'Bridger', 'Crazy Mountain'],
  UT: ['Wasatch', 'Slickrock', 'La Sal', 'Uinta', 'Red Rock'],
  OR: ['Deschutes', 'Three Sisters', 'Columbia Gorge', 'Mount Hood', 'Willamette'],
  WA: ['Cascade', 'Olympic', 'Puget Sound', 'North Cascades'],
  WY: ['Teton', 'Wind River', 'Snake River', 'Gros Ventre'],
  ID: ['Sawtooth Valley', 'Salmon River', 'Boise Foothills', 'Payette'],
  AZ: ['Mogollon Rim', 'San Francisco Peaks', 'Coconino', 'Verde Valley'],
  NM: ['Sangre de Cristo', 'Rio Grande', 'Jemez', 'Pecos'],
  CA: ['Sierra', 'High Sierra', 'Owens Valley', 'Channel Islands', 'Golden Gate', 'Eastern Sierra', 'Yuba'],
  AK: ['Chugach', 'Kenai', 'Turnagain', 'Denali'],
  MN: ['North Shore', 'Gunflint', 'Superior', 'Mississippi Headwaters'],
  TN: ['Lookout Mountain', 'Tennessee River', 'Cumberland'],
  NC: ['Blue Ridge Parkway', 'Pisgah', 'French Broad', 'Smoky Mountain'],
  WV: ['New River', 'Gauley', 'Appalachian', 'Seneca Rocks'],
  VT: ['Lamoille', 'Champlain', 'Mad River', 'Camel’s Hump'],
  NH: ['Franconia', 'Presidential', 'Kancamagus', 'Saco River'],
  NY: ['Adirondack', 'High Peaks', 'Saranac', 'Gunks'],
  PA: ['Laurel Highlands', 'Susquehanna', 'Pocono', 'Youghiogheny', 'Juniata', 'Pine Creek'],
  BC: ['Sea to Sky', 'Coast Mountain', 'Squamish Valley', 'Garibaldi'],
  AB: ['Bow Valley', 'Kananaskis', 'Rockies', 'Spray Lakes'],
  ON: ['Georgian Bay', 'Algonquin', 'Muskoka', 'Bruce Trail'],
  QC: ['Laurentian', 'Mont-Tremblant', 'Saint-Laurent'],
  NS: ['Cabot Trail', 'Fundy', 'South Shore'],
};

/** What a company of each kind calls itself, by company type id. */
// prettier-ignore
export const kindWords: Record<number, readonly string[]> = {
  1: ['Mountain Guides', 'Guides', 'Climbing School', 'Expeditions', 'Adventures', 'River Company', 'Paddle Co.', 'Outfitters', 'Alpine Guides', 'Guide Service', 'Rafting'],
  2: ['Gear Co.', 'Equipment', 'Apparel', 'Packworks', 'Designs', 'Outdoor Co.', 'Threadworks', 'Mountain Works', 'Supply Co.', 'Goods'],
  3: ['Mountain Shop', 'Outdoor Supply', 'Gear Exchange', 'Ski & Board', 'Outfitters', 'Trading Post', 'Mountain Sports', 'Outdoor Store', 'Ski & Cycle'],
  4: ['Lodge', 'Mountain Lodge', 'Ranch', 'Camp', 'Resort', 'Huts', 'Inn', 'Cabins', 'Guest Ranch'],
  5: ['Trails Alliance', 'Conservancy', 'Land Trust', 'Watershed Council', 'Conservation Corps', 'Outdoor Alliance', 'Stewardship Project'],
  6: ['Parks & Open Space', 'Park District', 'Recreation District', 'State Park'],
  7: ['Creative', 'Media', 'Studio', 'Collective', 'Content Co.', 'Agency', 'Films'],
  8: ['Labs', 'Software', 'Digital', 'Systems', 'Technologies', 'Apps'],
};

/** Words a name may repeat without sounding made up ('Lake of the Woods'): none of the land. */
export const linkingWords = new Set(['of', 'the', 'and', '&', 'co']);
