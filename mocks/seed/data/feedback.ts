import type { FeedbackTopic } from '../../../src/domain/feedback';

/**
 * The feedback of the demo data, oldest first: what visitors and the demo accounts told the board. `from` is a demo
 * account's address (the feedback is theirs) or null (a visitor); `email` the address given to answer to, if any.
 */
export interface SeedFeedback {
  topic: FeedbackTopic;
  message: string;
  email: string | null;
  from: string | null;
  hoursAgo: number;
  read: boolean;
}

export const seedFeedback: SeedFeedback[] = [
  {
    topic: 'idea',
    message:
      'Could the search have a filter for jobs that come with a place to live? Half the river jobs I look at are in towns with no rentals in July.',
    email: 'wren.halvorsen@example.com',
    from: null,
    hoursAgo: 26 * 24,
    read: true,
  },
  {
    topic: 'job-listing',
    message:
      'The sea kayak guide job in Juneau says the season starts in March. Their own site says May. Which one is right?',
    email: null,
    from: 'candidate@demo.test',
    hoursAgo: 9 * 24 + 5,
    read: true,
  },
  {
    topic: 'bug',
    message:
      'On my phone the Near box covers the list of towns when I type a ZIP code, so I cannot tap Boulder. Android, Chrome.',
    email: 'marcus.oyelaran@example.com',
    from: null,
    hoursAgo: 4 * 24 + 2,
    read: false,
  },
  {
    topic: 'account',
    message:
      'I run two guide services under one name in Colorado and Utah. Can one account post for both companies without signing out?',
    email: 'employer.admin@demo.test',
    from: 'employer.admin@demo.test',
    hoursAgo: 2 * 24 + 7,
    read: false,
  },
  {
    topic: 'other',
    message:
      'Found my ski patrol job here last winter. Thank you for a board that is only outdoor work and shows the pay up front.',
    email: null,
    from: null,
    hoursAgo: 30,
    read: false,
  },
  {
    topic: 'idea',
    message:
      'Would love a way to see which jobs include a pro deal on gear. It matters as much as pay for a first season.',
    email: 'juniper.castellanos@example.com',
    from: null,
    hoursAgo: 3,
    read: false,
  },
];
