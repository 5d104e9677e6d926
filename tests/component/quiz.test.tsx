import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION, linkTo, NEWCOMER } from './accounts';
import { describedBy, expectToast, fastUser } from './data';
import {
  ANSWERS,
  answer,
  back,
  next,
  onStep,
  openQuiz,
  readAgainFromStorage,
  stepHeading,
  stored,
  walkToResults,
  KEY,
  onlyQuizJobs,
  type User,
} from './quiz-page';
import { renderApp, signInAs } from './render';
import { createControls } from '../../mocks/controls';
import { db } from '../../mocks/db';
import { quizAnswersAtom, saveQuizAnswers } from '../../src/state/quiz';
import { appStore } from '../../src/state/session';

/** quiz: the onboarding quiz of a visitor, step by step, its matches, and the registration it leads to. */

const controls = createControls(async () => {});

/**
 * The completeness ANSWERS start a profile at: work preference 83 % (5 of its 6 parts: all but leadership),
 * qualifications 20 % (the focus), about 0 %; their mean, 34 %.
 */
const STARTS_AT = 34;

describe('/quiz', () => {
  it('walks a visitor step by step to the count of matching jobs and the best of them, with their match', async () => {
    // The only live jobs: four whose match with ANSWERS is known, and two that are not recommended.
    const [, , , remote] = await onlyQuizJobs();
    const user = fastUser();
    const view = await openQuiz();
    expect(stepHeading(1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await walkToResults(view, user);

    expect(stored()).toEqual(ANSWERS);
    // The count, and the best 3 with their match.
    expect(screen.getByText(/active jobs? match/)).toHaveTextContent('4 active jobs match your answers');
    const cards = within(screen.getByRole('list', { name: 'Your best matches' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Remote Climbing Coach',
      'Boulder Climbing Guide',
      'Guiding Instructor',
    ]);
    expect(cards.map((card) => within(card).getByText(/% match$/).textContent)).toEqual([
      '100% match',
      '95% match',
      '85% match',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Remote Climbing Coach' })).toHaveAttribute(
      'href',
      `/job/${remote!.id}`,
    );

    // The profile the answers would start (STARTS_AT), and the way to it.
    expect(screen.getByText(/You would start/)).toHaveTextContent(`You would start ${STARTS_AT} % complete.`);
    expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'value',
      String(STARTS_AT),
    );
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register?as=candidate');
  });

  it('Next with a question unanswered shows the message beside its field, focuses it, and stays on the step', async () => {
    const user = fastUser();
    const view = await openQuiz();
    await user.click(next());
    const field = screen.getByRole('combobox', { name: 'Job field' });
    await waitFor(() => expect(describedBy(field)).toBe('Choose a job field'));
    expect(field).toHaveFocus();
    expect(view.path()).toBe('/quiz');

    await user.selectOptions(field, screen.getByRole('option', { name: 'Retail & Sales' }));
    await user.click(next());
    const focuses = screen.getByRole('group', { name: 'Your focus in Retail & Sales' });
    await waitFor(() => expect(describedBy(focuses)).toBe('Tick at least one. Choose at least one focus'));
    expect(within(focuses).getByRole('checkbox', { name: 'Store Management' })).toHaveFocus();
    expect(field).toHaveValue('2');
    expect(view.path()).toBe('/quiz');
    expect(stored()).toBeNull();

    // The pay: a minimum and its period, or no minimum.
    await user.click(within(focuses).getByRole('checkbox', { name: 'Store Management' }));
    await user.click(next());
    await onStep(view, 2);
    await user.click(next());
    await onStep(view, 3);
    await user.click(next());
    await onStep(view, 4);
    await user.type(screen.getByRole('textbox', { name: 'Lowest pay you would take ($)' }), '12.5');
    // A step's messages show once its own Next is pressed, not as it is filled in.
    expect(describedBy(screen.getByRole('combobox', { name: 'Pay period' }))).toBe('');
    await user.click(next());
    const minimum = screen.getByRole('textbox', { name: 'Lowest pay you would take ($)' });
    await waitFor(() => expect(describedBy(minimum)).toBe('Enter an amount in whole dollars'));
    expect(describedBy(screen.getByRole('combobox', { name: 'Pay period' }))).toBe('Choose how the pay is counted');
    expect(minimum).toHaveFocus();
    expect(minimum).toHaveValue('12.5');
    expect(view.path()).toBe('/quiz?step=4');
    await user.click(screen.getByRole('checkbox', { name: 'No minimum: I am open to any pay' }));
    await user.click(next());
    await onStep(view, 5);
    expect(stored()).toMatchObject({
      focus: [4],
      jobType: [],
      currentLocation: null,
      maxDistanceMiles: null,
      salaries: [],
      isMinimumDisabled: true,
    });
  });

  it('Back, and the browser’s Back, go to the step before with nothing typed lost', async () => {
    const user = fastUser();
    const view = await openQuiz();
    await answer.work(user);
    await user.click(next());
    await onStep(view, 2);
    await answer.jobTypes(user);
    await user.click(next());
    await onStep(view, 3);
    // Typed on the step, Next not pressed yet.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Boulder');

    // Back takes the way Next came (the browser's history reads as the steps taken); the browser's Back goes on.
    await user.click(back());
    await onStep(view, 2);
    expect(screen.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await view.router.navigate(-1);
    await onStep(view, 1);
    expect(view.path()).toBe('/quiz');
    expect(screen.getByRole('combobox', { name: 'Job field' })).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();

    await view.router.navigate(1);
    await onStep(view, 2);
    await user.click(next());
    await onStep(view, 3);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Boulder');
  });

  it('keeps the answers in local storage: after a reload the quiz goes on where it was', async () => {
    const user = fastUser();
    const first = await openQuiz();
    await answer.work(user);
    await user.click(next());
    await onStep(first, 2);
    await answer.jobTypes(user);
    await user.click(next());
    await onStep(first, 3);
    // Valid answers are kept as they are typed, before Next.
    await user.click(screen.getByRole('checkbox', { name: 'I would work remotely' }));
    expect(stored()).toEqual({
      focus: [1],
      jobType: [1],
      currentLocation: null,
      maxDistanceMiles: null,
      isRemoteConsidered: true,
    });
    first.unmount();
    readAgainFromStorage(localStorage.getItem(KEY)!);

    const view = await openQuiz('/quiz?step=3');
    expect(stepHeading(3)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I would work remotely' })).toBeChecked();
    await user.click(back());
    await onStep(view, 2);
    expect(screen.getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    await user.click(back());
    await onStep(view, 1);
    expect(screen.getByRole('combobox', { name: 'Job field' })).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: 'Climbing' })).toBeChecked();
  });

  it('reads stored answers of another shape as none', async () => {
    readAgainFromStorage(JSON.stringify({ focus: ['climbing'], jobType: [1] }));
    expect(appStore.get(quizAnswersAtom)).toEqual({});
    const view = await openQuiz('/quiz?step=3');
    expect(stepHeading(1)).toBeInTheDocument();
    expect(view.path()).toBe('/quiz?step=1');
  });

  it('a step beyond the first question not answered opens that question', async () => {
    saveQuizAnswers({ focus: [2], jobType: [] });
    const view = await openQuiz('/quiz?step=6');
    expect(stepHeading(3)).toBeInTheDocument();
    expect(view.path()).toBe('/quiz?step=3');
  });

  it('a failure of the matches shows in place, with a retry, and the answers stay', async () => {
    const user = fastUser();
    saveQuizAnswers(ANSWERS);
    controls.failNext('POST Quiz/matches', 500);
    await openQuiz('/quiz?step=6');
    expect(
      await screen.findByRole('heading', { name: 'Your matches could not be loaded', level: 3 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/active jobs? match/)).toBeInTheDocument();
    expect(stored()).toEqual(ANSWERS);
  });

  it('Start over forgets the answers and opens the first question, empty', async () => {
    const user = fastUser();
    saveQuizAnswers(ANSWERS);
    const view = await openQuiz('/quiz?step=6');
    await screen.findByText(/active jobs? match/);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await onStep(view, 1);
    expect(screen.getByRole('combobox', { name: 'Job field' })).toHaveValue('');
    expect(stored()).toBeNull();
    expect(appStore.get(quizAnswersAtom)).toEqual({});
  });

  it('is refused to a signed-in user', async () => {
    await signInAs('candidate@demo.test');
    const view = renderApp('/quiz');
    await screen.findByRole('heading', { name: 'Find your next outdoor job', level: 1 });
    expect(view.path()).toBe('/jobs');
    await expectToast('Quiz is not available for registered users');
  });
});

describe('registering after the quiz', () => {
  /** Fills the registration form (the kind of account already chosen) and sends it. */
  async function register(user: User, email: string = NEWCOMER.email) {
    await user.type(screen.getByLabelText('First name'), NEWCOMER.firstName);
    await user.type(screen.getByLabelText('Last name'), NEWCOMER.lastName);
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), NEWCOMER.password);
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your inbox', level: 1 });
  }

  const userId = (email: string) => db.users.findFirst((q) => q.where({ email }))!.id;
  const profileOf = (email: string) => db.candidateProfiles.findFirst((q) => q.where({ userId: userId(email) }));

  it('starts the new candidate’s profile with the answers: its completeness follows them', async () => {
    const user = fastUser();
    const view = await openQuiz();
    await walkToResults(view, user);
    await user.click(screen.getByRole('link', { name: 'Create your account' }));
    await screen.findByRole('heading', { name: 'Create an account', level: 1 });
    expect(screen.getByRole('radio', { name: /I am looking for work/ })).toBeChecked();
    expect(screen.getByText('Your quiz answers will start your profile')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Start my profile with my quiz answers' })).toBeChecked();
    await register(user);
    expect(stored()).toBeNull();
    expect(profileOf(NEWCOMER.email)).toMatchObject({
      focus: [1],
      jobType: [1],
      isRemoteConsidered: true,
      maxDistanceMiles: 100,
      benefits: ['isHousingIncluded'],
    });

    // Confirmed through the emailed link: signed in, on the profile, as complete as the answers make it.
    await view.router.navigate(await linkTo(NEWCOMER.email, CONFIRMATION));
    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    await screen.findByRole('heading', { name: 'Edit your profile', level: 1 });
    expect(await screen.findByText(/^Profile \d+ % complete$/)).toHaveTextContent(`Profile ${STARTS_AT} % complete`);
    expect(screen.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Boulder');
  });

  it('leaves the answers out when the candidate says so, and an employer never sends them', async () => {
    const user = fastUser();
    saveQuizAnswers(ANSWERS);
    const first = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create an account', level: 1 });
    expect(screen.queryByText('Your quiz answers will start your profile')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /I am looking for work/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Start my profile with my quiz answers' }));
    expect(screen.getByText('Your quiz answers are left out: your profile starts empty.')).toBeInTheDocument();
    await register(user);
    expect(profileOf(NEWCOMER.email)).toBeUndefined();
    expect(stored()).toBeNull();
    first.unmount();

    saveQuizAnswers(ANSWERS);
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create an account', level: 1 });
    await user.click(screen.getByRole('radio', { name: /I am hiring/ }));
    expect(screen.queryByRole('checkbox', { name: 'Start my profile with my quiz answers' })).not.toBeInTheDocument();
    await register(user, 'hiring@example.com');
    expect(profileOf('hiring@example.com')).toBeUndefined();
  });
});
