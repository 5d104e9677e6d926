import { authHandlers } from './auth';
import { adminCompanyHandlers } from './admin-company';
import { jobHandlers } from './job';
import { contentHandlers } from './content';

export const handlers = [...authHandlers, ...adminCompanyHandlers, ...jobHandlers, ...contentHandlers];
