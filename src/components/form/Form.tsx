import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useFetcher } from 'react-router-dom';
import type { z } from 'zod/mini';
import { DraftNotice, useFormDraft } from './drafts';
import { LeaveConfirm, useLeaveGuard } from './LeaveGuard';
import { toSubmission } from './submission';
import type { ActionResult } from '../route/loaders';

/**
 * The one way to build a form (docs/architecture.md, "the way a form travels"): react-hook-form validating with the
 * same zod schema the API uses; the first invalid field focused on submit; the values sent to the route's action
 * through a fetcher (JSON, or form data when a file is among them); the action's refusal (ActionResult) set back
 * on the fields it names (`remoteCountries.0` included) or shown above them (no field named, or one the form does not
 * show); what was typed is never cleared on an error; one submission at a time, from the first click on: a second
 * click, Enter or button press before the first one's answer sends nothing (a synchronous guard in `Form` and in
 * `useFormAction`, not only the button's look, which follows with the next render).
 */
export function useSchemaForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Sends values to a route action through a fetcher, and gives its answer: the one way a form or an action button
 * (apply, save, pay, approve, remove) writes. `submit` resolves once the answer is in (and the page's data loaded
 * again); a call while one is in flight is dropped at once, so a double click sends one request.
 */
export function useFormAction<T = unknown>(action?: string) {
  const fetcher = useFetcher<ActionResult<T>>();
  const busy = fetcher.state !== 'idle';
  const inFlight = useRef(false);
  const send = fetcher.submit;
  const submit = useCallback(
    async (values: unknown, method: 'post' | 'put' | 'delete' = 'post') => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        await send(...toSubmission(values, { method, ...(action ? { action } : {}) }));
      } finally {
        inFlight.current = false;
      }
    },
    [send, action],
  );
  return { submit, busy, result: busy ? undefined : fetcher.data, fetcher };
}

const NONE: readonly string[] = [];

interface FormProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** Sends the checked values; returns the submission (useFormAction's `submit`), which holds the form until it ends. */
  onValid: (values: O) => Promise<unknown>;
  /** The last answer of the action this form submits to: a refusal's field errors land on their fields. */
  result?: ActionResult<unknown> | undefined;
  busy?: boolean;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  /**
   * Ask before leaving with unsaved changes (./LeaveGuard.tsx); off where what is typed is not work to keep (sign-in),
   * and for the sections of a page, whose page asks once (./sections.tsx).
   */
  confirmLeave?: boolean;
  /** Fields beside the form's values that show the server's refusal of them themselves (a file chooser). */
  ownErrors?: readonly string[] | undefined;
  /**
   * Keep what a signed-in user types as a draft that outlives a session ending under the form, and offer it back
   * (./drafts.tsx): on for the forms of work a user edits (a job, a company, the sections of a page).
   */
  keepDraft?: boolean;
}

/**
 * A form bound to `useSchemaForm`: validates, focuses the first invalid field, shows the server's refusal, and asks
 * before its unsaved changes are lost. A successful answer makes what was sent the form's saved state.
 */
export function Form<V extends FieldValues, O>({
  form,
  onValid,
  result,
  busy = false,
  children,
  className,
  confirmLeave = true,
  ownErrors = NONE,
  keepDraft = false,
  ...aria
}: FormProps<V, O>) {
  const draft = useFormDraft(form, keepDraft);
  const shown = useRef<ActionResult<unknown> | undefined>(undefined);
  /** From the submit event until the values are checked and their submission has ended. */
  const submitting = useRef(false);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      // Saved: nothing is unsaved any more (until the next change).
      form.reset(form.getValues());
      return;
    }
    const errors = Object.entries(result.fieldErrors).filter(([name]) => !ownErrors.includes(name));
    const onFields = errors.filter(([name]) => holdsField(form.getValues(name as Path<V>)));
    onFields.forEach(([name, message], i) =>
      form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    // A refusal that names no field, or a field this form does not show (never silently): above the fields.
    const elsewhere = errors.filter((error) => !onFields.includes(error)).map(([, message]) => message);
    if (elsewhere.length || !Object.keys(result.fieldErrors).length)
      form.setError('root.server', {
        type: String(result.status),
        message: elsewhere.length ? elsewhere.join('\n') : result.message,
      });
  }, [result, form, ownErrors]);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={className}
        aria-busy={busy || undefined}
        {...aria}
        onSubmit={(event) => {
          // One submission at a time, from the first event on (the submit button stays focusable while busy: see
          // SubmitButton).
          if (busy || submitting.current) return event.preventDefault();
          submitting.current = true;
          form.clearErrors('root.server');
          void form
            .handleSubmit(onValid as SubmitHandler<O>)(event)
            .finally(() => {
              submitting.current = false;
            });
        }}
      >
        <FormError />
        {draft.restored && <DraftNotice onDiscard={draft.discard} />}
        {children}
      </form>
      {confirmLeave && <LeaveGuard />}
    </FormProvider>
  );
}

/** A field of the form shows its own error: a value of it (a list included), not a group of fields (an address). */
const holdsField = (value: unknown) =>
  value !== undefined && (value === null || Array.isArray(value) || typeof value !== 'object');

/** The form's own leave question (a router holds one blocker: a form that does not ask holds none). */
function LeaveGuard() {
  const { isDirty } = useFormState();
  return <LeaveConfirm blocker={useLeaveGuard(isDirty)} />;
}

/**
 * The refusal of the server that names no field (a wrong password, a conflict, a fault), above the fields. It takes
 * the focus when it comes: the submit button may be a long form away, and a message out of sight is no message.
 */
function FormError() {
  const { formState } = useFormContext();
  const message = formState.errors.root?.server?.message;
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p className="form-error" role="alert" tabIndex={-1} ref={alert}>
      {message}
    </p>
  );
}

/**
 * The submit button: unavailable, and saying so, while the form is busy. `aria-disabled`, not `disabled`: a disabled
 * button drops the focus it has to the page, and the keyboard user would start again from the top.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'button button--primary',
  ...rest
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
  onClick?: () => void;
}) {
  return (
    <button type="submit" className={className} aria-disabled={busy} {...rest}>
      {busy ? busyLabel : children}
    </button>
  );
}
