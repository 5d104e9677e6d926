/**
 * What a company's description is written from, per company type (mocks/lookups.ts companyTypes): an opening that
 * says what it does and where, a sentence of what it is like, and a line of who it hires (by its job fields). In the
 * texts, {name}, {city} and {year} stand for the company's name, its town and the year it started.
 */
export interface CompanyTexts {
  openers: readonly string[];
  details: readonly string[];
}

// A table of texts, one a line.
// prettier-ignore
export const companyTexts: Record<number, CompanyTexts> = {
  1: {
    openers: ['{name} has run guided climbing, paddling and backcountry trips out of {city} since {year}.', 'Since {year}, {name} has taught thousands of people to climb, paddle and camp, from a first day out to big objectives.', '{name} is a guide service in {city}: small groups, certified guides and trips for every level.', 'From its base in {city}, {name} leads day trips, courses and multi-day expeditions through the seasons.'],
    details: ['Groups stay small, and every guide carries current medical and rescue training.', 'Most guests come back, and many of our guides started as guests.', 'We hold permits on the public lands we work on and give back to the crags and rivers we use.', 'Guides train together every spring, and the best ones go on to train the rest.'],
  },
  2: {
    openers: ['{name} designs and builds outdoor gear in {city}, and has since {year}.', 'Started in a garage in {city} in {year}, {name} now sells its gear in specialty shops across North America.', '{name} makes packs, layers and hardgoods for people who spend their weekends outside.', 'Founded in {year}, {name} is an independent gear brand based in {city}.'],
    details: ['Every product is field-tested by our own staff and athletes before it ships.', 'We repair what we make, and a growing share of our line uses recycled materials.', 'The team is small enough that designers, sales and the warehouse share one lunch table.', 'We sell through independent outdoor shops first, and online second.'],
  },
  3: {
    openers: ['{name} is the independent outdoor shop of {city}, open since {year}.', 'Since {year}, {name} has outfitted {city} for climbing, paddling, hiking and ski season.', '{name} sells, rents and services outdoor gear in {city}, with staff who use what they sell.', 'A family-owned shop in {city}, {name} has been fitting boots and packs since {year}.'],
    details: ['Our staff are climbers, paddlers and skiers first, and it shows on the sales floor.', 'We host clinics, community nights and a gear swap every season.', 'The rental fleet and the service bench keep us busy all year.', 'Regulars come in for advice as much as for gear.'],
  },
  4: {
    openers: ['{name} welcomes hikers, skiers and paddlers near {city}, and has since {year}.', 'Since {year}, {name} has hosted guests, camps and retreats outside {city}.', '{name} is a year-round lodge near {city}, with cabins, a dining room and trails from the door.', 'Family-run since {year}, {name} hosts guests a short drive from {city}.'],
    details: ['Many of our staff come back season after season, and housing is on site.', 'Guests come for the trails and the quiet, and come back for the people.', 'Summer is camps and weddings; winter is skiers and snowshoers.', 'Our kitchen cooks from local farms, and our guides know every trail nearby.'],
  },
  5: {
    openers: ['{name} has cared for the trails, rivers and open lands around {city} since {year}.', 'Founded in {year}, {name} protects and restores public lands near {city} with volunteers and paid crews.', '{name} is a nonprofit in {city} that builds trails, restores habitat and gets people outside.', 'Since {year}, {name} has brought land managers, volunteers and local businesses together around {city}.'],
    details: ['Our crews log thousands of hours of trail work every season.', 'We work with federal, state and local land managers on every project.', 'Volunteers do much of the work, and our staff make sure it is done well.', 'Our programs are funded by members, grants and local businesses.'],
  },
  6: {
    openers: ['{name} manages parks, open space and trails in and around {city}.', 'Since {year}, {name} has looked after the parks and trails of {city}.'],
    details: ['Our rangers, crews and educators serve millions of visits a year.', 'We protect the land first and make room for people to enjoy it.'],
  },
  7: {
    openers: ['{name} is a creative studio in {city} that tells stories for outdoor brands.', 'Since {year}, {name} has made films, photos and campaigns for outdoor and travel brands.', '{name} writes, shoots and edits for the outdoor industry from {city}.', 'Founded in {year}, {name} runs content and social for brands that get people outside.'],
    details: ['Our crew spends as much time in the field as in the edit bay.', 'Clients range from small gear start-ups to national parks and tourism boards.', 'We keep the team small and the work close to the people it is for.', 'Most of the team came to us from guiding, shops or outdoor media.'],
  },
  8: {
    openers: ['{name} builds booking, shop and trip software for outdoor businesses, from {city}.', 'Since {year}, {name} has made the apps guide services and shops run on.', '{name} is a software company in {city} whose customers are outfitters, shops and parks.', 'Founded in {year}, {name} builds tools that get people from a search to a trailhead.'],
    details: ['Hundreds of guide services, shops and lodges take bookings through our platform.', 'We ship small changes often, and spend a day each quarter outside with our customers.', 'The team works remotely across North America, with an office in {city}.', 'Our engineers are climbers, skiers and paddlers, and many of them are our own users.'],
  },
};

/** Who a company hires, by job field, for the line of who it hires. */
export const hiresByField: Record<number, string> = {
  1: 'guides',
  2: 'shop staff',
  3: 'marketers',
  4: 'designers',
  5: 'operations staff',
  6: 'field crews',
  7: 'hospitality staff',
  8: 'software engineers',
};

/** The line of who it hires: {hires} is the list of its fields' people. */
export const hiringLines = [
  'We hire {hires}.',
  'We are often looking for {hires}.',
  'The team includes {hires}, and it keeps growing.',
  'We hire {hires} who love being outside as much as we do.',
];
