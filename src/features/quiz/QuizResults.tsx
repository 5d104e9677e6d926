import type { Ref } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import type { QuizData } from './quiz.data';
import { failureLines } from '../../api/http';
import type { QuizAnswers, QuizMatches } from '../../api/schemas/quiz';
import { JobCard } from '../../components/job/JobCard';
import { JobMatch } from '../../components/job/JobMatch';
import type { Settled } from '../../components/route/loaders';
import { profileCompleteness } from '../../domain/completeness';
import { href } from '../../domain/paths';

/** How many live jobs match, and the best of them; a failure in place, with a retry. */
function Matches({ matches }: { matches: Settled<QuizMatches> }) {
  const revalidator = useRevalidator();
  if (!matches.ok) {
    return (
      <div className="card empty-state">
        <h3>Your matches could not be loaded</h3>
        {failureLines(matches.status, matches.message).map((line, i) => (
          <p key={line} className={i ? 'muted' : undefined}>
            {line}
          </p>
        ))}
        <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
          Try again
        </button>
      </div>
    );
  }
  const { total, jobs } = matches.value;
  return (
    <>
      <p className="quiz-results__count">
        <strong>{total.toLocaleString('en-US')}</strong> active {total === 1 ? 'job matches' : 'jobs match'} your
        answers
      </p>
      {jobs.length ? (
        <>
          <h3>{jobs.length === 1 ? 'Your best match' : `Your best ${jobs.length}`}</h3>
          <ul className="job-list" aria-label="Your best matches">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job}>
                  <JobMatch job={job} />
                </JobCard>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="card empty-state">
          <h3>No active job matches yet</h3>
          <p className="muted">
            Try another focus, more job types, a longer distance or remote work. New jobs are posted every week.
          </p>
        </div>
      )}
    </>
  );
}

/** The profile the answers would start: its completeness, by section, and the way to it (an account). */
function Invitation({ answers }: { answers: QuizAnswers }) {
  const completeness = profileCompleteness(answers);
  return (
    <aside className="card quiz-invite" aria-labelledby="quiz-invite-title">
      <h3 id="quiz-invite-title">Keep these answers: create your account</h3>
      <p>
        Your answers start your profile, and the jobs that match them are recommended to you as they are posted. You
        would start <strong>{completeness.total} % complete</strong>.
      </p>
      <progress className="quiz-meter" max={100} value={completeness.total} aria-label="Profile completeness" />
      <ul className="quiz-invite__parts">
        <li>Work preference: {completeness.workPreference} %</li>
        <li>Qualifications: {completeness.qualifications} %</li>
        <li>About you: {completeness.about} %</li>
      </ul>
      <Link className="button button--primary" to={href('register', null, { as: 'candidate' })}>
        Create your account
      </Link>
    </aside>
  );
}

/** The last step: the matches of the answers, the profile they would start, and the ways on. */
export function QuizResults({
  data,
  headingRef,
  onBack,
  onStartOver,
}: {
  data: QuizData;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onStartOver: () => void;
}) {
  return (
    <section className="quiz-results" aria-labelledby="quiz-step-title">
      <div className="quiz-results__matches">
        <h2 id="quiz-step-title" className="quiz__title" tabIndex={-1} ref={headingRef}>
          Your matches
        </h2>
        {data.matches && <Matches matches={data.matches} />}
      </div>
      {data.answers && <Invitation answers={data.answers} />}
      <div className="quiz__actions quiz__actions--bare">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button--ghost" onClick={onStartOver}>
          Start over
        </button>
      </div>
    </section>
  );
}
