import { describe, expect, it } from 'vitest';
import { API, call, seededMockForEachTest, tokenOf } from './seeded-mock';
import { accountDetailsSchema } from '../../src/api/schemas/account-settings';
import { qualificationsInputSchema } from '../../src/api/schemas/profile';

/**
 * A JSON body is read as contracts/openapi.json reads it: sent as JSON (415 otherwise), its numbers JSON numbers. A
 * boolean or a number's text where a number belongs is refused, as the document refuses it; a form's text of a number
 * is still its number (the forms and the mock use the same schemas).
 */

seededMockForEachTest();

const CANDIDATE = 'candidate@demo.test';

async function put(path: string, token: string, body: unknown) {
  return call('PUT', `${API}/${path}`, { token, body });
}

/** The demo candidate's sign-in, its JSON body sent with this Content-Type. */
const loginSentAs = (type: string) =>
  fetch(`${API}/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: JSON.stringify({ email: CANDIDATE, password: 'demo1234' }),
  });

describe('mock: a JSON body', () => {
  it('sent as text/plain is a 415 that says to send JSON', async () => {
    const response = await loginSentAs('text/plain');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Send the body as JSON, with the header Content-Type: application/json.',
    });
  });

  it('sent as application/json with a charset is read', async () => {
    expect((await loginSentAs('application/json; charset=utf-8')).status).toBe(200);
  });

  it('refuses true for a code (profileVisibility) and keeps the setting; 2 is taken', async () => {
    const token = await tokenOf(CANDIDATE);
    const before = (await call('GET', `${API}/Account`, { token })).body.result as { profileVisibility: number };
    for (const profileVisibility of [true, '2', [2]]) {
      const refused = await put('Account/visibility', token, { profileVisibility });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ profileVisibility: ['Choose who may see your profile'] });
    }
    const after = (await call('GET', `${API}/Account`, { token })).body.result as { profileVisibility: number };
    expect(after.profileVisibility).toBe(before.profileVisibility);
    const other = before.profileVisibility === 1 ? 2 : 1;
    expect((await put('Account/visibility', token, { profileVisibility: other })).status).toBe(200);
    expect(
      ((await call('GET', `${API}/Account`, { token })).body.result as { profileVisibility: number }).profileVisibility,
    ).toBe(other);
  });

  it('refuses true for the pronouns instead of storing 1, and keeps them', async () => {
    const token = await tokenOf(CANDIDATE);
    const account = async () => (await call('GET', `${API}/Account`, { token })).body.result as { pronouns: unknown };
    expect((await put('Account', token, { firstName: 'Casey', lastName: 'Rivers', pronouns: 2 })).status).toBe(200);
    const refused = await put('Account', token, { firstName: 'Casey', lastName: 'Rivers', pronouns: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ pronouns: ['Choose pronouns of the list'] });
    expect((await account()).pronouns).toBe(2);
  });

  it('refuses a focus list of true', async () => {
    const token = await tokenOf(CANDIDATE);
    const refused = await put('Profile/qualifications', token, {
      experience: null,
      nextJob: null,
      focus: [true],
      skills: [],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors as object)).toEqual(['focus.0']);
  });
});

describe("a form's values", () => {
  it('still read the text of a number as that number, and refuse a boolean', () => {
    expect(accountDetailsSchema.parse({ firstName: 'Casey', lastName: 'Rivers', pronouns: '1' }).pronouns).toBe(1);
    expect(accountDetailsSchema.safeParse({ firstName: 'Casey', lastName: 'Rivers', pronouns: true }).success).toBe(
      false,
    );
    const qualifications = { experience: '', nextJob: '', focus: ['2', '5'], skills: [] };
    expect(qualificationsInputSchema.parse(qualifications).focus).toEqual([2, 5]);
  });
});
