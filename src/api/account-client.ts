import { apiHttp } from '.';
import { accountApi } from './account';

/** The app's client of registration and password resets, bound like those of ./index (loaded by those screens only). */
export const account = accountApi(apiHttp);
