import { defineStates, num, str, type ReceivedParams } from './define';
import { callProvider, EMPLOYER, ensureCompany, ensureUser, setPrimaryCompany } from './support';
import { adminCompanyHandlers } from '../handlers/admin-company';

/** An employer's primary company (admin/Company/get-primary, all-names), and a company created by an employer. */

/** What the creation state writes, but the name (the company form's fields). */
const CREATED_COMPANY = {
  website: 'https://susquehanna-guides.example',
  description: 'Guided paddling and fishing trips on the Susquehanna.',
  city: 'Harrisburg',
  state: 'PA',
  country: 'US',
  typeId: 1,
  sizeId: 2,
};

/**
 * What the rewrite state sends, but the name: every field unlike the company of the job states (another city, kind
 * and size, a website and description of its own).
 */
const REWRITTEN_COMPANY = {
  website: 'https://three-rivers-paddling.example',
  description: 'Kayak and canoe trips where the three rivers meet.',
  city: 'Pittsburgh',
  state: 'PA',
  country: 'US',
  typeId: 3,
  sizeId: 1,
};

const createCompany = (p: ReceivedParams<'{token} {name}'>) =>
  callProvider(
    adminCompanyHandlers,
    'POST',
    'admin/Company',
    { name: str(p, 'name'), ...CREATED_COMPANY },
    str(p, 'token'),
  );

export const adminCompanyStates = defineStates({
  'the employer {email} has the primary company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    const company = await ensureCompany(num(p, 'companyId'), { name: 'Keystone Paddle Co.' });
    await ensureCompany(company.id + 1, { name: 'Decoy Outfitters' });
    await setPrimaryCompany(user, company.id);
  },
  // Through the provider's own POST admin/Company: who the company's admin is, and whose primary company it is, is
  // what the call made of it, not a state's shortcut.
  'the employer signed in with token {token} has created the company {name}': (p) => createCompany(p),
  // The same call by a site admin's session: the company has no people after it.
  'the site admin signed in with token {token} has created the company {name}': (p) => createCompany(p),
  // Through the provider's own PUT admin/Company/{id}, as the company's admin: what a later read shows of the company
  // is what the update stored, and what it left as it was.
  'the employer signed in with token {token} has rewritten the details of company {companyId} under the name {name}': (
    p,
  ) =>
    callProvider(
      adminCompanyHandlers,
      'PUT',
      `admin/Company/${num(p, 'companyId')}`,
      { name: str(p, 'name'), ...REWRITTEN_COMPANY },
      str(p, 'token'),
    ),
});
