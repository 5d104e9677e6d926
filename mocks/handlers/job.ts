import { route } from '../http';
import { jobOptions } from '../lookups';

export const jobHandlers = [route('get', 'Job/options/get', {}, () => jobOptions)];
