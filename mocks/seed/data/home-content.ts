import type { Partner, Testimonial } from '../../../src/api/schemas/home-content';

/**
 * The testimonials and partners of the content service, as its editors wrote them (in their order: `sort`). Demo
 * people and organisations; partners' websites are reserved example addresses.
 */
export const testimonials: Array<Omit<Testimonial, 'id'> & { sort: number }> = [
  {
    sort: 1,
    audience: 'candidate',
    quote:
      'I guided rafts for six summers and never knew how to say that on a résumé. The profile asked the right ' +
      'questions, and three outfitters wrote to me the week I finished it.',
    author_name: 'Maya Thompson',
    author_role: 'Lead river guide, Lehigh Gorge',
  },
  {
    sort: 2,
    audience: 'candidate',
    quote:
      'Every job showed the pay and whether housing came with it. I stopped applying blind and took a season at a ' +
      'backcountry lodge with a cabin included.',
    author_name: 'Diego Ramírez',
    author_role: 'Backcountry lodge crew, Colorado',
  },
  {
    sort: 3,
    audience: 'employer',
    quote:
      'We filled twelve seasonal guide spots in three weeks. The candidates had read the job, knew the river and ' +
      'could start in May.',
    author_name: 'Hannah Whitaker',
    author_role: 'Operations manager, Keystone Paddle Co.',
  },
  {
    sort: 4,
    audience: 'candidate',
    quote:
      'The quiz took five minutes and the jobs it found were ones I would have missed: a trail crew lead an hour ' +
      'from home, with a relocation stipend.',
    author_name: 'Jordan Ellis',
    author_role: 'Trail crew lead, Allegheny National Forest',
  },
  {
    sort: 5,
    audience: 'employer',
    quote:
      'A boost put our climbing instructor posting at the top of the list for two weeks. It paid for itself with ' +
      'the first hire.',
    author_name: 'Priya Natarajan',
    author_role: 'Founder, Blue Ridge Climbing School',
  },
  {
    sort: 6,
    audience: 'employer',
    quote:
      'Seeing how many candidates near us wanted conservation work before we posted told us to hire two people, ' +
      'not one.',
    author_name: 'Sam Okafor',
    author_role: 'Program director, Laurel Highlands Conservancy',
  },
];

export const partners: Array<Omit<Partner, 'id'> & { sort: number }> = [
  {
    sort: 1,
    name: 'Pennsylvania Outdoor Recreation Office',
    website: 'https://outdoor-recreation.pa.example',
    description: 'The state office that grows outdoor jobs and businesses across the Commonwealth.',
  },
  {
    sort: 2,
    name: 'Trail Workers Guild',
    website: 'https://trailworkers.example',
    description: 'Training and certification for trail crews, from first season to crew lead.',
  },
  {
    sort: 3,
    name: 'American Paddlesports Alliance',
    website: 'https://paddlesports-alliance.example',
    description: 'The trade association of outfitters, liveries and paddling schools.',
  },
  {
    sort: 4,
    name: 'Wilderness First Aid Collective',
    website: 'https://wfa-collective.example',
    description: 'Affordable wilderness first aid and first responder courses for guides.',
  },
  {
    sort: 5,
    name: 'Outdoor Gear Retailers Network',
    website: 'https://gear-retailers.example',
    description: 'Independent gear shops that hire seasonal and year-round staff.',
  },
  {
    sort: 6,
    name: 'Youth Conservation Corps of the Appalachians',
    website: 'https://ycc-appalachians.example',
    description: 'Paid conservation work for people aged 16 to 25, and a path into the industry.',
  },
];
