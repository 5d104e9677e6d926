import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchor, REFERENCE_PATH, referenceText } from '../../contracts/reference';

/**
 * contracts/reference.md is generated: the committed file is what the code makes of it now; with the guide beside it
 * (contracts/README.md), all a backend reads.
 */

describe('the contracts reference', () => {
  it('is the one the calls, rules, pacts and states generate (npm run contracts:reference)', async () => {
    expect(readFileSync(REFERENCE_PATH, 'utf8') === (await referenceText())).toBe(true);
  });

  it('links only to headings it has', () => {
    const text = readFileSync(REFERENCE_PATH, 'utf8');
    const headings = new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1]!)));
    const links = [...new Set([...text.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!))];
    expect(links.filter((link) => !headings.has(link))).toEqual([]);
  });

  it('sends a backend to no file of the web app or the mock, nor does the guide', () => {
    for (const file of [REFERENCE_PATH, 'contracts/README.md'])
      expect([file, readFileSync(file, 'utf8').match(/\b(?:src|mocks)\/[\w./-]+/g)]).toEqual([file, null]);
  });

  it('leaves the guide short enough to read: at most 40 kB', () => {
    expect(readFileSync('contracts/README.md').length).toBeLessThanOrEqual(40_000);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchor('GET admin/Job/{id}')).toBe('get-adminjobid');
    expect(anchor('the employer {email} is signed in with token {token}')).toBe(
      'the-employer-email-is-signed-in-with-token-token',
    );
  });
});
