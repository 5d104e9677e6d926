import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench`'s three benches at their smallest size (`--smoke`): each seeds its data and checks that the mock's
 * query and the plain-array query of the same data agree on every page and total. Their time budgets are
 * benchmarks, judged by `npm run bench` on a quiet machine, not here.
 */

const root = path.resolve(import.meta.dirname, '../..');
const run = (script: string) =>
  new Promise<{ status: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, '--smoke'],
      { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });

describe('npm run bench, smallest size', () => {
  it('the job search: 1,001 jobs seeded, the mock and the plain search agree on every query', async () => {
    const { status, output } = await run('scripts/bench-search.ts');
    expect(output).toContain('1,001 jobs: seed');
    expect(output).toContain('smoke: the mock and the plain search agree on every query');
    expect(status).toBe(0);
  });

  it("the admins' company list: 300 companies, the same pages and counts from both", async () => {
    const { status, output } = await run('scripts/bench-companies.ts');
    expect(output).toContain('300 companies');
    expect(output).not.toContain('FAIL');
    expect(status).toBe(0);
  });

  it("a job's matching candidates: 2,000 candidates, the same pages and totals from both", async () => {
    const { status, output } = await run('scripts/bench-matching.ts');
    expect(output).toContain('2,000 candidates');
    expect(output).not.toContain('FAIL');
    expect(status).toBe(0);
  });
});
