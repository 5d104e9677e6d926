import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import {
  QUESTIONS,
  RESULTS_STEP,
  STEP_COUNT,
  STEP_LABELS,
  stepSchema,
  validAnswers,
  valuesOf,
  type QuizValues,
} from './quiz-form';
import type { loader } from './quiz.data';
import { questions } from './QuizQuestions';
import { QuizResults } from './QuizResults';
import { Form, SubmitButton, useSchemaForm } from '../../components/form/Form';
import { href } from '../../domain/paths';
import { clearQuizAnswers, saveQuizAnswers, storedQuizProgress } from '../../state/quiz';

const stepHref = (step: number) => href('quiz', null, { step });

/** Where the visitor is: "Step 2 of 6", a progress bar, and the steps by name. */
function Progress({ step }: { step: number }) {
  return (
    <div className="quiz-progress">
      <p className="quiz-progress__text" id="quiz-progress">
        Step {step} of {STEP_COUNT}
        <span className="quiz-progress__name">: {STEP_LABELS[step - 1]}</span>
      </p>
      <progress className="quiz-meter" max={STEP_COUNT} value={step} aria-labelledby="quiz-progress" />
      <ol className="quiz-progress__steps" aria-label="Steps">
        {STEP_LABELS.map((label, i) => (
          <li
            key={label}
            className={i + 1 < step ? 'is-done' : undefined}
            aria-current={i + 1 === step ? 'step' : undefined}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * quiz (visitors, beta access): a few questions, one step at a time, then the live jobs they match and the profile
 * they would start (docs/product.md §4.9). The step is in the URL (`?step=3`: the browser's Back works, and the
 * loader fetches the matches of the last step); the answers are kept as they become valid (local storage, the
 * app's store: src/state/quiz.ts). One form holds every step's values: Back, Next and the browser's Back keep what
 * is typed. Each step is checked with its fields of the API's schema before Next; the focus goes to each new step's
 * heading.
 */
export default function QuizPage() {
  const data = useLoaderData<typeof loader>();
  const { step, options } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const schema = useMemo(() => stepSchema(Math.min(step, QUESTIONS.length), options), [step, options]);
  // The answers kept (a reload, a visit later) fill the form once; from then on it holds what is typed.
  const [initial] = useState(() => valuesOf(storedQuizProgress(), options));
  const form = useSchemaForm(schema, initial);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step (Next, Back, the browser's Back) starts unchecked (its messages show after its own Next, not as it is
  // filled in), and takes the focus to its heading; the first one shown leaves the focus be. Before the step can be
  // used (a layout effect): a reset after the paint dropped a Next pressed in between (the form drops a submission a
  // reset interrupts).
  const shown = useRef(step);
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true });
    heading.current?.focus();
  }, [step, form]);

  // The answers of the step are kept as soon as they are valid (a reload, or a visit later, finds them).
  useEffect(() => {
    const subscription = form.watch((values) => {
      const answers = validAnswers(step, values as QuizValues, options);
      if (answers) saveQuizAnswers(answers);
    });
    return () => subscription.unsubscribe();
  }, [form, step, options]);

  const busy = navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  // Back is the browser's Back when the step before opened this one (Next), so the history reads as the steps taken.
  const openedFrom = (location.state as { quizStep?: number } | null)?.quizStep;
  const back = () => void (openedFrom === step - 1 ? navigate(-1) : navigate(stepHref(step - 1)));
  const startOver = () => {
    clearQuizAnswers();
    form.reset(valuesOf({}, options));
    void navigate(stepHref(1));
  };
  const question = questions[step - 1];

  return (
    <section className="page quiz" aria-labelledby="quiz-title">
      <header className="quiz__head">
        <p className="eyebrow">Find your outdoor job</p>
        <h1 id="quiz-title">Onboarding quiz</h1>
        <Progress step={step} />
      </header>
      {step === RESULTS_STEP || !question ? (
        <QuizResults data={data} headingRef={heading} onBack={back} onStartOver={startOver} />
      ) : (
        <Form
          form={form}
          busy={busy}
          confirmLeave={false}
          className="card quiz__card"
          onValid={async ({ jobField: _field, ...answers }) => {
            saveQuizAnswers(answers);
            await navigate(stepHref(step + 1), { state: { quizStep: step } });
          }}
        >
          <h2 id="quiz-step-title" className="quiz__title" tabIndex={-1} ref={heading}>
            {question.title}
          </h2>
          <p className="quiz__intro muted">{question.intro}</p>
          <div className="quiz__fields">
            <question.Fields options={options} />
          </div>
          <div className="quiz__actions">
            {step > 1 && (
              <button type="button" className="button" onClick={back}>
                Back
              </button>
            )}
            <SubmitButton
              className="button button--primary quiz__next"
              busy={busy}
              busyLabel={step === QUESTIONS.length ? 'Finding your matches…' : 'Next…'}
            >
              {step === QUESTIONS.length ? 'See my matches' : 'Next'}
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
