import { Role } from '../../src/domain/enums';
import { route } from '../http';
import { companyById, toPrimaryCompany } from '../users';

export const adminCompanyHandlers = [
  /** The signed-in employer's primary company; null while a join request is still pending. */
  route('get', 'admin/Company/get-primary', { auth: [Role.Employer, Role.Admin] }, ({ user }) => {
    const company = companyById(user!.primaryCompanyId);
    return company ? toPrimaryCompany(company) : null;
  }),
];
