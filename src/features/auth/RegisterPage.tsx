import { useAtomValue } from 'jotai/react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { RegisterSubmission } from './register.data';
import {
  ACCOUNT_TYPES,
  PASSWORD_RULES,
  registrationSchema,
  type AccountType,
  type Registration,
} from '../../api/schemas/account';
import { Checkbox, ChoiceGroup, TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import { href, loginWithReturn, safeReturnUrl } from '../../domain/paths';
import { quizAnswersAtom, quizAnswersOf } from '../../state/quiz';

const ACCOUNT_CHOICES = [
  {
    value: 'candidate',
    label: 'I am looking for work',
    description: 'Find jobs outdoors, save them, apply, and get recommendations.',
  },
  { value: 'employer', label: 'I am hiring', description: 'Post jobs for your company and find the people for them.' },
] as const;

const EMPTY = {
  accountType: undefined,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  acceptTerms: false,
} as unknown as Registration;

/** `?as=candidate` (the quiz's invitation) chooses the kind of account. */
const accountTypeOf = (value: string | null) =>
  (ACCOUNT_TYPES as readonly string[]).includes(value ?? '') ? (value as AccountType) : undefined;

/** The quiz's answers go with a candidate's registration, unless the visitor leaves them out. */
function QuizAnswersNotice({ keep, onKeep }: { keep: boolean; onKeep: (keep: boolean) => void }) {
  return (
    <div className="notice quiz-notice" role="group" aria-label="Your quiz answers">
      <p>
        {keep ? (
          <>
            <strong>Your quiz answers will start your profile</strong>: your work, job types, where, pay and benefits.
          </>
        ) : (
          <>Your quiz answers are left out: your profile starts empty.</>
        )}
      </p>
      <label className="check">
        <input type="checkbox" checked={keep} onChange={(event) => onKeep(event.target.checked)} />
        <span>Start my profile with my quiz answers</span>
      </label>
    </div>
  );
}

/**
 * register (visitors with beta access): a candidate's or an employer's account. The address must be confirmed
 * before the first sign-in: the registration's page says where the link went (docs/product.md §4, "Accounts").
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  // `?email=` (an invitation's address) starts the form with it; `?returnUrl=` is where the account goes once confirmed.
  const [initial] = useState(
    () =>
      ({ ...EMPTY, accountType: accountTypeOf(params.get('as')), email: params.get('email') ?? '' }) as Registration,
  );
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const form = useSchemaForm(registrationSchema, initial);
  const { submit, busy, result } = useFormAction();
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  const progress = useAtomValue(quizAnswersAtom);
  const storedQuiz = useMemo(() => quizAnswersOf(progress) !== null, [progress]);
  // A registration's answer forgets the stored answers: until the page is left, it goes on showing what was sent.
  const [hasQuiz, setHasQuiz] = useState(storedQuiz);
  if (!busy && hasQuiz !== storedQuiz) setHasQuiz(storedQuiz);
  const [keepQuiz, setKeepQuiz] = useState(true);
  // Employers never send them: the answers are a candidate's profile.
  const offersQuiz = hasQuiz && accountType === 'candidate';

  return (
    <div className="page page--auth">
      <section className="card auth-card" aria-labelledby="register-title">
        <h1 id="register-title">Create an account</h1>
        <p className="muted">Free for candidates and for employers. We email you a link to confirm your address.</p>
        <Form
          form={form}
          onValid={(values) =>
            submit({ ...values, withQuiz: offersQuiz && keepQuiz, returnUrl } satisfies RegisterSubmission)
          }
          result={result}
          busy={busy}
        >
          <ChoiceGroup name="accountType" legend="How will you use the job board?" choices={ACCOUNT_CHOICES} />
          {offersQuiz && <QuizAnswersNotice keep={keepQuiz} onKeep={setKeepQuiz} />}
          <div className="form-row">
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_RULES}
          />
          <Checkbox
            name="acceptTerms"
            label={
              <>
                I accept the{' '}
                <Link to={href('termsConditions')} target="_blank" rel="noopener">
                  terms and conditions<span className="visually-hidden"> (opens in a new tab)</span>
                </Link>{' '}
                and the{' '}
                <Link to={href('privacyPolicy')} target="_blank" rel="noopener">
                  privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
                </Link>
                .
              </>
            }
          />
          <SubmitButton className="button button--primary button--block" busy={busy} busyLabel="Creating your account…">
            Create account
          </SubmitButton>
        </Form>
        <p className="auth-links">
          Already have an account? <Link to={returnUrl ? loginWithReturn(returnUrl) : href('login')}>Sign in</Link>
        </p>
      </section>
      <aside className="card auth-aside" aria-labelledby="register-why">
        <h2 id="register-why">What an account gives you</h2>
        <h3>Looking for work</h3>
        <ul>
          <li>Jobs recommended for your profile, with how well each one matches.</li>
          <li>Save jobs, apply in one click, and follow each application.</li>
          <li>A public profile that employers can see, if you want them to.</li>
        </ul>
        {!hasQuiz && (
          <p className="muted">
            Not sure yet? <Link to={href('quiz')}>Take the quiz</Link>: a few questions, and the jobs that match your
            answers.
          </p>
        )}
        <h3>Hiring</h3>
        <ul>
          <li>Post jobs for your company: each is reviewed before it goes live.</li>
          <li>Boost a job: sponsored at the top of searches, in the newsletter, on social media.</li>
          <li>Manage your company's page and jobs with your team.</li>
        </ul>
      </aside>
    </div>
  );
}
