import { lookups } from '../../state/lookups';

/** quiz (visitors): the choices of its steps (job fields and focuses, job types, pay periods). */
export async function loader() {
  return { options: await lookups.jobOptions() };
}

export type QuizData = Awaited<ReturnType<typeof loader>>;
