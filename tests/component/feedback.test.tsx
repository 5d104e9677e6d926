import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, describedBy, expectToast, fastUser, recordRequests } from './data';
import { renderApp, signInAs } from './render';
import { db } from '../../mocks/db';
import { behaviour } from '../../mocks/http';

/** feedback: anyone sends a topic, a message and perhaps an address; the page confirms it, or keeps what was typed. */

const requests = recordRequests();
const sends = () => requests.filter((r) => r === 'POST /api/Feedback');
const MESSAGE = 'The canoe instructor job in Ely shows no pay. Could the company add it?';

async function openForm(url = '/feedback') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Feedback' });
  return view;
}

/** The feedback stored last (the mock's newest record). */
const lastStored = () => db.feedback.all().reduce((a, b) => (b.id > a.id ? b : a));

describe('feedback', () => {
  it('a visitor sends feedback: confirmed in a live region, the focus on it, with a way to send more', async () => {
    const user = fastUser();
    const before = db.feedback.all().length;
    await openForm();
    expect(screen.getByLabelText('Your email (optional)')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'A job listing');
    await user.type(screen.getByLabelText('Your message'), MESSAGE);
    await user.type(screen.getByLabelText('Your email (optional)'), ' Robin@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you: your feedback is sent' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks.closest('.feedback-sent')).toHaveTextContent('If it needs an answer, we write to robin@example.com.');
    expect(screen.getByText('Your feedback is sent.')).toHaveAttribute('role', 'status');
    expect(db.feedback.all().length).toBe(before + 1);
    expect(lastStored()).toMatchObject({ topic: 'job-listing', message: MESSAGE, email: 'robin@example.com' });
    expect(lastStored().userId).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(screen.queryByRole('heading', { name: 'Thank you: your feedback is sent' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByLabelText('What is it about?')).toHaveValue('');
  });

  it('shows each refusal beside its field, focuses the first, and sends nothing', async () => {
    const user = fastUser();
    await openForm();
    await user.type(screen.getByLabelText('Your message'), 'Too hot');
    await user.type(screen.getByLabelText('Your email (optional)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    const topic = screen.getByLabelText('What is it about?');
    await waitFor(() => expect(describedBy(topic)).toContain('Choose what your feedback is about'));
    expect(topic).toHaveFocus();
    expect(describedBy(screen.getByLabelText('Your message'))).toContain('Write at least 10 characters');
    expect(describedBy(screen.getByLabelText('Your email (optional)'))).toContain('Enter a valid email address');
    expect(sends()).toEqual([]);
  });

  it('keeps what was typed when the server refuses, and sends it once the server takes it', async () => {
    const user = fastUser();
    behaviour.faults.push({ endpoint: 'POST Feedback', status: 500, remaining: 1 });
    await openForm();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'An idea for the board');
    await user.type(screen.getByLabelText('Your message'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    await expectToast('The demo controls made the server fail (500).');
    expect(screen.getByLabelText('Your message')).toHaveValue(MESSAGE);
    expect(screen.getByLabelText('What is it about?')).toHaveValue('idea');
    expect(screen.queryByRole('heading', { name: 'Thank you: your feedback is sent' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('heading', { name: 'Thank you: your feedback is sent' });
    expect(lastStored()).toMatchObject({ topic: 'idea', message: MESSAGE, email: null });
  });

  it("a signed-in user's address is offered, and the feedback is theirs", async () => {
    const user = fastUser();
    await signInAs('candidate@demo.test');
    const candidate = db.users.findFirst((q) => q.where({ email: 'candidate@demo.test' }))!;
    await openForm();
    expect(screen.getByLabelText('Your email (optional)')).toHaveValue('candidate@demo.test');
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'My account');
    await user.type(screen.getByLabelText('Your message'), 'How do I change the town my matches are measured from?');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    await screen.findByRole('heading', { name: 'Thank you: your feedback is sent' });
    expect(lastStored()).toMatchObject({ topic: 'account', email: 'candidate@demo.test', userId: candidate.id });
  });

  it('sends one feedback however fast the button is pressed twice', async () => {
    const user = fastUser();
    behaviour.latency = 'realistic';
    await openForm();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'Something else');
    await user.type(screen.getByLabelText('Your message'), MESSAGE);
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('heading', { name: 'Thank you: your feedback is sent' });
    expect(sends()).toEqual(['POST /api/Feedback']);
  });
});
