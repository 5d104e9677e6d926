import { screen, waitFor } from '@testing-library/react';
import { RESET } from 'jotai/vanilla/utils';
import { expect } from 'vitest';
import { fastUser } from './data';
import { onlyJobs } from './fixtures';
import { renderApp } from './render';
import { location } from '../../mocks/builders';
import type { QuizAnswers } from '../../src/api/schemas/quiz';
import { JobType, RemoteStatus } from '../../src/domain/enums/job';
import { quizAnswersAtom } from '../../src/state/quiz';
import { appStore } from '../../src/state/session';

/** What the tests of the onboarding quiz share (quiz.test.tsx): its steps, the answers of a walk through them, storage. */

export const KEY = 'jobboard.quiz-answers';
const TITLES = [
  'What kind of work are you looking for?',
  'Which job types suit you?',
  'Where do you want to work?',
  'What pay are you looking for?',
  'Which benefits matter to you?',
  'Your matches',
] as const;

/** What the walk below answers, as the API takes it. */
export const ANSWERS: QuizAnswers = {
  focus: [1],
  jobType: [1],
  currentLocation: { country: 'US', state: 'CO', city: 'Boulder' },
  maxDistanceMiles: 100,
  isRemoteConsidered: true,
  salaries: [{ min: 20, max: null, compensationId: 1 }],
  isMinimumDisabled: false,
  benefits: ['isHousingIncluded'],
};

/**
 * Makes the only live jobs ones whose match with ANSWERS is known (docs/matching.md: climbing, full-time, within 100
 * miles of Boulder or remote, which is preferred, $20 an hour or more), each from a full-time climbing job on site in
 * Boulder paying $22-28 an hour: in this order, 80 %, 85 %, 95 %, 100 %, and two jobs not recommended.
 */
export function onlyQuizJobs() {
  const climbing = {
    focusId: 1,
    remoteStatus: RemoteStatus.Onsite,
    remoteCountries: [],
    ...location('boulder-co'),
    salaryMin: 22,
    salaryMax: 28,
    salaryCompensationId: 1,
  };
  return onlyJobs(
    // 80 %: not the job type picked; on site, not remote.
    { ...climbing, title: 'Part-time Climbing Guide', jobType: JobType.PartTime },
    // 85 %: the field, no focus named; on site.
    { ...climbing, title: 'Guiding Instructor', focusId: null },
    // 95 %: on site, not remote.
    { ...climbing, title: 'Boulder Climbing Guide' },
    // 100 %.
    { ...climbing, title: 'Remote Climbing Coach', remoteStatus: RemoteStatus.RemoteGlobally },
    // Not recommended: another focus; beyond 100 miles.
    { ...climbing, title: 'Paddling Guide', focusId: 2 },
    { ...climbing, title: 'Harrisburg Climbing Guide', ...location('harrisburg-pa') },
  );
}

export const stepHeading = (step: number) => screen.getByRole('heading', { name: TITLES[step - 1], level: 2 });
export const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
export const next = () => screen.getByRole('button', { name: /^(Next|See my matches)$/ });
export const back = () => screen.getByRole('button', { name: 'Back' });

export async function openQuiz(url = '/quiz') {
  const view = renderApp(url);
  await screen.findByRole('heading', { name: 'Onboarding quiz', level: 1 });
  return view;
}

/** Waits for a step: its heading has the focus, the URL and the progress say which it is. */
export async function onStep(view: { path: () => string }, step: number) {
  await waitFor(() => expect(stepHeading(step)).toHaveFocus());
  expect(view.path()).toEqual(step === 1 ? expect.stringMatching(/^\/quiz(\?step=1)?$/) : `/quiz?step=${step}`);
  expect(screen.getByText(/^Step \d of 6/)).toHaveTextContent(`Step ${step} of 6`);
  expect(screen.getByRole('progressbar', { name: /^Step/ })).toHaveAttribute('value', String(step));
}

/**
 * As a reload does: the answers in memory are forgotten, and read again from local storage, through the atom's own
 * storage (which follows the storage's changes while the atom is in use).
 */
export function readAgainFromStorage(raw: string) {
  appStore.set(quizAnswersAtom, RESET);
  const stop = appStore.sub(quizAnswersAtom, () => {});
  localStorage.setItem(KEY, raw);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: raw, storageArea: localStorage }));
  stop();
}

export type User = ReturnType<typeof fastUser>;

export const answer = {
  async work(user: User) {
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Job field' }),
      screen.getByRole('option', { name: 'Guiding & Instruction' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Climbing' }));
  },
  async jobTypes(user: User) {
    await user.click(screen.getByRole('checkbox', { name: 'Full-time' }));
  },
  async where(user: User) {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CO');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Boulder');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'How far would you travel or move?' }),
      'Up to 100 miles',
    );
    await user.click(screen.getByRole('checkbox', { name: 'I would work remotely' }));
  },
  async pay(user: User) {
    await user.type(screen.getByRole('textbox', { name: 'Lowest pay you would take ($)' }), '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pay period' }), 'per hour');
  },
  async benefits(user: User) {
    await user.click(screen.getByRole('checkbox', { name: 'Housing included' }));
  },
};

/** Answers every question (as ANSWERS), pressing Next after each, and lands on the results. */
export async function walkToResults(view: { path: () => string }, user: User) {
  const steps = [answer.work, answer.jobTypes, answer.where, answer.pay, answer.benefits];
  for (const [i, fill] of steps.entries()) {
    await fill(user);
    await user.click(next());
    await onStep(view, i + 2);
  }
}
