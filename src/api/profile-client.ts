import { apiHttp } from '.';
import { profileApi } from './profile';

/** The app's client of the candidate's profile, bound like those of ./index (loaded by the screens that use it only). */
export const profile = profileApi(apiHttp);
