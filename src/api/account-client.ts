import { apiHttp } from '.';
import { accountApi } from './account';
import { accountSettingsApi } from './account-settings';
import { quizApi } from './quiz';

/** The app's clients of accounts (registration, password resets, settings) and the quiz, bound like those of ./index (loaded by those screens only). */
export const account = accountApi(apiHttp);
export const accountSettings = accountSettingsApi(apiHttp);
export const quiz = quizApi(apiHttp);
