import { useAtomValue } from 'jotai/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Feedback } from '../../api/schemas/feedback';
import { feedbackInputSchema } from '../../api/schemas/feedback';
import { SelectInput, TextArea, TextField } from '../../components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../components/form/Form';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_TOPICS,
  feedbackTopicLabels,
} from '../../domain/feedback';
import { href } from '../../domain/paths';
import { userAtom } from '../../state/session';

/**
 * feedback (anyone, no guard; docs/product.md §4.10): a topic, a message and an address to answer to (the signed-in
 * user's, to begin with). Sent, the page says so in a live region and moves the focus to that heading, with a way to
 * send more; refused, the form keeps what was typed and shows why beside the fields. A signed-in user's text is kept
 * as a draft should their session end under it.
 */
export default function FeedbackPage() {
  const user = useAtomValue(userAtom);
  const blank = { topic: undefined, message: '', email: user?.user.email ?? '' };
  const form = useSchemaForm(feedbackInputSchema, blank);
  const { submit, busy, result } = useFormAction<Feedback>();
  // The feedback the last answer stored, until the user asks to send more.
  const [answered, setAnswered] = useState(result);
  const [sent, setSent] = useState<Feedback | null>(null);
  if (answered !== result) {
    setAnswered(result);
    if (result?.ok) setSent(result.value);
  }
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const sendMore = () => {
    form.reset(blank);
    setSent(null);
  };

  return (
    <section className="page page--narrow feedback-page" aria-labelledby="feedback-title">
      <h1 id="feedback-title">Feedback</h1>
      <p className="lead">
        Tell us what works and what does not: a listing that looks wrong, something broken, an idea for the board. The
        people who run it read every message.
      </p>
      {/* The focus moves to the heading (read out); the live region says only that it is sent. */}
      <p role="status" className="visually-hidden">
        {sent ? 'Your feedback is sent.' : ''}
      </p>
      <div>
        {sent && (
          <div className="card feedback-sent">
            <h2 tabIndex={-1} ref={thanks}>
              Thank you: your feedback is sent
            </h2>
            <p>
              {sent.email
                ? `If it needs an answer, we write to ${sent.email}.`
                : 'You gave no address, so we will not write back.'}
            </p>
            <p className="feedback-sent__actions">
              <button type="button" className="button button--primary" onClick={sendMore}>
                Send more feedback
              </button>
              <Link to={href('jobs')}>Back to the jobs</Link>
            </p>
          </div>
        )}
      </div>
      {!sent && (
        <Form
          form={form}
          onValid={(values) => submit(values)}
          result={result}
          busy={busy}
          keepDraft
          className="card feedback-form"
          aria-label="Send feedback"
        >
          <SelectInput name="topic" label="What is it about?">
            <option value="">Choose a topic</option>
            {FEEDBACK_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {feedbackTopicLabels[topic]}
              </option>
            ))}
          </SelectInput>
          <TextArea
            name="message"
            label="Your message"
            hint={`${FEEDBACK_MESSAGE_MIN} to ${FEEDBACK_MESSAGE_MAX.toLocaleString('en-US')} characters. For a job, name it and its company.`}
            rows={6}
          />
          <TextField
            name="email"
            label="Your email (optional)"
            hint="Only to answer you. Leave it empty for no answer."
            type="email"
            autoComplete="email"
          />
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send feedback
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
