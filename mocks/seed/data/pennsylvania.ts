import type { StateSection } from '../../../src/api/schemas/state-content';

/**
 * The Pennsylvania page's entries in the content service (`state_pages`), as its editors wrote them, in their order
 * within each section. Demo texts about real places; the organisations' addresses are reserved example ones.
 */
type Entry = [section: StateSection, title: string, body: string];

export const pennsylvaniaPages: Entry[] = [
  [
    'about',
    'Outdoor work in Pennsylvania',
    `<p>Pennsylvania has 121 state parks, 2.2 million acres of state forest and more than 86,000 miles of rivers and
streams. The outdoor economy here employs guides, rangers, trail crews, outfitters, gear makers and the people who
run the lodges and liveries that visitors come back to every year.</p>
<p>Basecamp works with the state's outdoor recreation office to put those jobs in one place, with the pay shown.</p>`,
  ],
  [
    'opportunities',
    'Seasonal crews, spring to fall',
    `<p>State parks and forests hire seasonal maintenance and trail crews from April. Many positions include training
in chainsaw safety and first aid.</p>`,
  ],
  [
    'opportunities',
    'Guiding on the rivers',
    `<p>Outfitters on the Lehigh, the Youghiogheny and the Susquehanna hire raft and kayak guides for the summer, and
train new guides in May.</p>`,
  ],
  [
    'opportunities',
    'Year-round jobs in gear and retail',
    `<p>Gear shops and brands in Philadelphia, Pittsburgh and State College hire for retail, repair and design all
year.</p>`,
  ],
  [
    'activities',
    'Paddling',
    `<p>From the whitewater of Ohiopyle to flat-water trips on the Juniata, paddling is the state's fastest-growing
outdoor business.</p>`,
  ],
  [
    'activities',
    'Hiking and trail running',
    `<p>The Appalachian Trail crosses 229 miles of Pennsylvania; the Laurel Highlands Hiking Trail and the Mid State
Trail bring hikers to small towns all year.</p>`,
  ],
  [
    'activities',
    'Hunting and fishing',
    `<p>More than a million licences are sold each year: guides, outfitters and fly shops depend on them.</p>`,
  ],
  [
    'recreation',
    'State parks',
    `<p>Ohiopyle, Ricketts Glen, Presque Isle and 118 others: see <a href="https://www.dcnr.pa.gov/StateParks">the
state parks</a>.</p>`,
  ],
  [
    'recreation',
    'Rail trails',
    `<p>The Great Allegheny Passage and the Pine Creek Rail Trail carry cyclists through towns that hire for bike
rental, shuttles and lodging.</p>`,
  ],
  [
    'recreation',
    'Winter sports',
    `<p>Ski areas in the Poconos and the Laurel Highlands hire instructors, patrollers and lift staff from
December.</p>`,
  ],
  [
    'education',
    'Outdoor leadership courses',
    `<p>Community colleges offer certificates in outdoor leadership and recreation management, some of them
online.</p>`,
  ],
  [
    'education',
    'Wilderness first aid',
    `<p>A two-day wilderness first aid course is asked for by most guiding jobs; several are run every month across
the state.</p>`,
  ],
  [
    'education',
    'Trail building apprenticeships',
    `<p>Conservation corps pay young adults to learn trail building, chainsaw work and habitat restoration over a
season.</p>`,
  ],
  [
    'organizations',
    'Pennsylvania Outdoor Recreation Office',
    `<p>The state office that grows outdoor jobs and businesses, and the partner behind this page.</p>`,
  ],
  [
    'organizations',
    'Keystone Trails Association',
    `<p>Volunteers and paid crews who build and care for the state's hiking trails.</p>`,
  ],
  [
    'organizations',
    'Pennsylvania Environmental Council',
    `<p>Works on rivers, trails and outdoor recreation policy across the state.</p>`,
  ],
  [
    'testimonials',
    'Maya Thompson, lead river guide, Lehigh Gorge',
    `<p>I came for one summer on the Lehigh and stayed six. The outfitter trained me, housed me the first year and
now I train the new guides.</p>`,
  ],
  [
    'testimonials',
    'Jordan Ellis, trail crew lead, Allegheny National Forest',
    `<p>The conservation corps taught me to run a saw and lead a crew. Two seasons later I had a year-round job.</p>`,
  ],
  [
    'get_involved',
    'Volunteer on a trail crew',
    `<p>Spend a weekend on a trail crew: tools, training and lunch provided. It is the best way to meet the people
who hire.</p>`,
  ],
  [
    'get_involved',
    'Post your jobs',
    `<p>A Pennsylvania outdoor business? <a href="/create-job">Post a job</a>: it shows on this page and to
candidates who want to work here.</p>`,
  ],
  [
    'faq',
    'Do I need experience to get a seasonal job?',
    `<p>No. Many crews and outfitters train from scratch; a first aid certificate and a driving licence help.</p>`,
  ],
  [
    'faq',
    'Is housing included?',
    `<p>Some jobs include housing or help pay for it: search with the <strong>Housing included</strong> filter.</p>`,
  ],
  [
    'faq',
    'When do seasonal jobs open?',
    `<p>Summer jobs open from January to April, winter jobs from August to October.</p>`,
  ],
  [
    'faq',
    'Can I work here from another state?',
    `<p>Yes. Jobs say whether they are on site, hybrid or remote, and many seasonal employers hire from across the
country.</p>`,
  ],
];
