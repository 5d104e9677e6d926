import { defineStates, num, str } from './define';
import { EMPLOYER, ensureCompany, ensureUser, setPrimaryCompany } from './support';

/** An employer's primary company (admin/Company/get-primary, all-names). */
export const adminCompanyStates = defineStates({
  'the employer {email} has the primary company {companyId}': async (p) => {
    const user = await ensureUser(str(p, 'email'), EMPLOYER);
    const company = await ensureCompany(num(p, 'companyId'), { name: 'Keystone Paddle Co.' });
    await ensureCompany(company.id + 1, { name: 'Decoy Outfitters' });
    await setPrimaryCompany(user, company.id);
  },
});
