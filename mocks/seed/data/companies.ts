/** Companies the demo accounts belong to: fixed ids 1 to 3, the rest generated. */
export const namedCompanies = [
  { name: 'Summit Trail Outfitters', placeId: 'boulder-co', fields: [1, 2, 5] },
  { name: 'Keystone Paddle Co.', placeId: 'harrisburg-pa', fields: [1, 2, 4] },
  { name: 'Allegheny Ridge Guides', placeId: 'pittsburgh-pa', fields: [1, 6, 7] },
];

/** What generated company names are made of: a word (or a place, or a surname) and a kind. */
export const outdoorWords = [
  'Summit',
  'Ridge',
  'Canyon',
  'Cascade',
  'Timber',
  'Alpine',
  'Granite',
  'River',
  'Basin',
  'Trail',
  'Boulder',
  'Pine',
  'Glacier',
  'Mesa',
  'Harbor',
  'Sierra',
];
export const outdoorKinds = [
  'Outfitters',
  'Gear Co.',
  'Expeditions',
  'Adventures',
  'Supply',
  'Mountain Works',
  'Paddle Sports',
  'Guides',
  'Outdoor Collective',
  'Ski & Board',
];
