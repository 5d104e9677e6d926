import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { describedBy } from './data';
import { TextField } from '../../src/components/form/fields';
import { Form, SubmitButton, useFormAction, useSchemaForm } from '../../src/components/form/Form';
import { byIntent, submissionOf } from '../../src/components/form/submission';
import type { ActionResult } from '../../src/components/route/loaders';

/** The form abstraction (src/components/form) on a small form of its own, against a route action. */
const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter a name')),
  remoteCountries: z.array(z.string().check(z.minLength(2, 'Enter a country code'))),
});
type Values = z.infer<typeof schema>;

function CountriesForm() {
  const form = useSchemaForm(schema, { name: '', remoteCountries: ['', ''] });
  const { submit, busy, result } = useFormAction();
  return (
    <Form form={form} onValid={(values) => submit(values)} result={result} busy={busy}>
      <TextField name="name" label="Name" />
      <TextField name="remoteCountries.0" label="First country" />
      <TextField name="remoteCountries.1" label="Second country" />
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save
      </SubmitButton>
      <Link to="/elsewhere">Elsewhere</Link>
    </Form>
  );
}

function renderForm(answer: (values: Values) => ActionResult | Promise<ActionResult>) {
  const received: Values[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const submission = await submissionOf(request, schema);
    if (!submission.ok) return submission;
    received.push(submission.value);
    return answer(submission.value);
  });
  const router = createMemoryRouter([
    { path: '/', Component: CountriesForm, action },
    { path: '/elsewhere', Component: () => <h1>Elsewhere</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return { action, received, router };
}

const refused = (fieldErrors: Record<string, string>, message = 'Some fields are not valid.'): ActionResult => ({
  ok: false,
  status: 400,
  message,
  fieldErrors,
});

describe('the form abstraction', () => {
  it('bad input: messages beside the fields, the first invalid field focused, nothing sent', async () => {
    const user = userEvent.setup();
    const { action } = renderForm(() => ({ ok: true, value: null }));
    await user.type(screen.getByLabelText('Second country'), 'C');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(describedBy(screen.getByLabelText('First country'))).toBe('Enter a country code');
    expect(describedBy(screen.getByLabelText('Second country'))).toBe('Enter a country code');
    expect(screen.getByLabelText('Second country')).toHaveValue('C');
    expect(action).not.toHaveBeenCalled();
  });

  it("the server's field error on an array item lands on that item, focused, and nothing typed is lost", async () => {
    const user = userEvent.setup();
    const { received } = renderForm(() => refused({ 'remoteCountries.1': 'We do not serve this country yet' }));
    await user.type(screen.getByLabelText('Name'), 'Ridge Guides');
    await user.type(screen.getByLabelText('First country'), 'US');
    await user.type(screen.getByLabelText('Second country'), 'ZZ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Second country'))).toBe('We do not serve this country yet'),
    );
    expect(screen.getByLabelText('Second country')).toHaveFocus();
    expect(screen.getByLabelText('Second country')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First country')).not.toHaveAttribute('aria-invalid');
    expect(received).toEqual([{ name: 'Ridge Guides', remoteCountries: ['US', 'ZZ'] }]);
    expect(screen.getByLabelText('Name')).toHaveValue('Ridge Guides');
  });

  it('a refusal that names no field shows above the fields, and goes once the form is sent again', async () => {
    const user = userEvent.setup();
    let answers = 0;
    renderForm(() => (answers++ === 0 ? refused({}, 'That name is taken.') : { ok: true, value: null }));
    await user.type(screen.getByLabelText('Name'), 'Taken');
    await user.type(screen.getByLabelText('First country'), 'US');
    await user.type(screen.getByLabelText('Second country'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('an action that does not know what it was sent answers a 400 the form shows above the fields', async () => {
    const user = userEvent.setup();
    // The action takes intents; this form sends none.
    const intents = byIntent(z.extend(schema, { intent: z.literal('save') }));
    const router = createMemoryRouter([
      { path: '/', Component: CountriesForm, action: ({ request }) => submissionOf(request, intents) },
    ]);
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Name'), 'Ridge Guides');
    await user.type(screen.getByLabelText('First country'), 'US');
    await user.type(screen.getByLabelText('Second country'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page cannot do what the form asked. Reload the page and try again.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ridge Guides');
  });

  it('while the action runs the submit button says so, sends nothing more, and keeps the focus', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const { action } = renderForm(
      () => new Promise<ActionResult>((resolve) => (finish = () => resolve({ ok: true, value: null }))),
    );
    await user.type(screen.getByLabelText('Name'), 'Ridge');
    await user.type(screen.getByLabelText('First country'), 'US');
    await user.type(screen.getByLabelText('Second country'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    // Unavailable, not disabled: a disabled button drops the focus to the page.
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    await user.click(saving);
    await user.keyboard('{Enter}');
    finish();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'false');
    expect(save).toHaveFocus();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('two clicks before the page has drawn the first one send the form once', async () => {
    const user = userEvent.setup();
    const { action } = renderForm(() => ({ ok: true, value: null }));
    await user.type(screen.getByLabelText('Name'), 'Ridge');
    await user.type(screen.getByLabelText('First country'), 'US');
    await user.type(screen.getByLabelText('Second country'), 'CA');
    // Both in the same moment: the button does not say "Saving…" yet, and the values are still being checked.
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'false'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('a button that calls submit twice in one moment (an action button double-clicked) sends once', async () => {
    const action = vi.fn(() => ({ ok: true as const, value: null }));
    function Remove() {
      const { submit } = useFormAction();
      return (
        <button type="button" onClick={() => void submit({ id: 7 })}>
          Remove
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '/', Component: Remove, action }]);
    render(<RouterProvider router={router} />);
    const remove = screen.getByRole('button', { name: 'Remove' });
    fireEvent.click(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(router.state.fetchers.size).toBe(0));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    // Once the answer is in, the next click sends again.
    fireEvent.click(remove);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const user = userEvent.setup();
    const { router, action } = renderForm(() => ({ ok: true, value: null }));
    await user.type(screen.getByLabelText('Name'), 'Ridge Guides');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/');

    await user.type(screen.getByLabelText('First country'), 'US');
    await user.type(screen.getByLabelText('Second country'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saved: the action has answered and the form took what it sent as its saved state.
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'false'));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
