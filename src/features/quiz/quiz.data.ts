import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { firstUnanswered, RESULTS_STEP, stepOf } from './quiz-form';
import { searchParamsOf, settle } from '../../components/route/loaders';
import { href } from '../../domain/paths';
import { lookups } from '../../state/lookups';
import { quizAnswersOf, storedQuizProgress } from '../../state/quiz';

/**
 * quiz (visitors): the step of the URL (`?step=3`), the choices of the steps (job fields and focuses, pay periods),
 * and on the results step the matches of the answers kept in the app's store (POST Quiz/matches). A step beyond the
 * first one not answered yet goes to that one (a link or a reload cannot skip a question).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const step = stepOf(searchParamsOf(request).get('step'));
  const progress = storedQuizProgress();
  const reachable = firstUnanswered(progress);
  if (step > reachable) throw redirect(href('quiz', null, { step: reachable }));
  const options = lookups.jobOptions();
  const answers = step === RESULTS_STEP ? quizAnswersOf(progress) : null;
  // A failure shows in place, with a retry: the answers stay.
  const matches = answers
    ? settle(import('../../api/quiz').then(({ quiz }) => quiz.matches(answers, request.signal)))
    : null;
  return { step, options: await options, answers, matches: await matches };
}

export type QuizData = Awaited<ReturnType<typeof loader>>;
