import type { DemoAccount } from '../src/domain/demo-controls';

const DEMO_PASSWORD = 'demo1234';

/** The named demo accounts, one per role and situation (README and login page list them). No faker here. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'candidate@demo.test',
    name: 'Casey Rivers',
    label: 'Candidate',
    description: 'Role User: searches, saves and applies.',
  },
  {
    email: 'premium@demo.test',
    name: 'Parker Stone',
    label: 'Premium candidate',
    description: 'Roles User and Premium.',
  },
  {
    email: 'employer.admin@demo.test',
    name: 'Morgan Alder',
    label: 'Employer, company admin',
    description: 'Admin of Summit Trail Outfitters.',
  },
  {
    email: 'employer.member@demo.test',
    name: 'Jordan Birch',
    label: 'Employer, member',
    description: 'Member of Summit Trail Outfitters.',
  },
  {
    email: 'employer.pending@demo.test',
    name: 'Riley Cedar',
    label: 'Employer, join request pending',
    description: 'Asked to join Keystone Paddle Co.; no company yet.',
  },
  {
    email: 'employer.former@demo.test',
    name: 'Avery Dunn',
    label: 'Employer who left a company',
    description: 'Left Allegheny Ridge Guides; no company now.',
  },
  { email: 'admin@demo.test', name: 'Sam Admin', label: 'Admin', description: 'Reviews jobs and manages companies.' },
].map((a) => ({ ...a, password: DEMO_PASSWORD }));
