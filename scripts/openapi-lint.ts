import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SwaggerMockValidatorFactory, type ValidationOutcome } from '@pactflow/swagger-mock-validator';
import { OPENAPI_PATH } from '../mocks/openapi/document';

/**
 * `npm run lint:openapi`: contracts/openapi.json as a backend team's tools read it. Redocly CLI's lint with its
 * recommended rules (redocly.yaml, .redocly.lint-ignore.yaml) must find no problem, warnings included; PactFlow's
 * swagger-mock-validator (its bi-directional contract check) must find no error between the document and each pact
 * file of contracts/pacts. Every problem is printed with where it is; the exit code is 1 when any was found.
 */

const root = path.resolve(import.meta.dirname, '..');
const pactDir = path.join(root, 'contracts/pacts');

interface RedoclyProblem {
  ruleId: string;
  severity: string;
  message: string;
  location?: Array<{ pointer?: string }>;
}

function redoclyProblems(): string[] {
  const cli = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
  const run = spawnSync(process.execPath, [cli, 'lint', OPENAPI_PATH, '--format=json'], {
    cwd: root,
    encoding: 'utf8',
    // No usage reports and no update check: the run stays on this machine.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  let problems: RedoclyProblem[];
  try {
    problems = (JSON.parse(run.stdout) as { problems: RedoclyProblem[] }).problems;
  } catch {
    return [`redocly lint did not answer (exit ${run.status}): ${run.stderr || run.stdout}`];
  }
  const found = problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} (at ${p.location?.[0]?.pointer ?? 'the document'})`,
  );
  if (run.status !== 0 && found.length === 0) found.push(`redocly lint failed (exit ${run.status}): ${run.stderr}`);
  return found;
}

async function pactProblems(file: string): Promise<{ errors: string[]; warnings: string[] }> {
  let outcome: ValidationOutcome;
  try {
    outcome = await SwaggerMockValidatorFactory.create().validate({
      specPathOrUrl: path.join(root, OPENAPI_PATH),
      mockPathOrUrl: path.join(pactDir, file),
    });
  } catch (error) {
    // It throws on what it cannot read at all (an OpenAPI version it does not support, a file that is no pact).
    return { errors: [error instanceof Error ? error.message : String(error)], warnings: [] };
  }
  const line = ({ code, message, mockDetails, specDetails }: (typeof outcome.errors)[number]) =>
    `${code}: ${message} (interaction "${mockDetails?.interactionDescription ?? '?'}" at ${mockDetails?.location ?? '?'}; document at ${specDetails?.location ?? '?'})`;
  const errors = outcome.errors.map(line);
  if (!outcome.success && errors.length === 0) errors.push(outcome.failureReason ?? 'failed, without a reason');
  return { errors, warnings: outcome.warnings.map(line) };
}

let failed = false;
const report = (title: string, problems: string[], failing: boolean) => {
  console.log(`${title}: ${problems.length === 0 ? 'none' : problems.length}`);
  for (const problem of problems) console.log(`  ${problem}`);
  if (failing && problems.length > 0) failed = true;
};

report(`redocly lint ${OPENAPI_PATH}, problems`, redoclyProblems(), true);
const pactFiles = readdirSync(pactDir).filter((file) => file.endsWith('.json'));
if (pactFiles.length === 0) report('swagger-mock-validator', ['no pact file in contracts/pacts'], true);
for (const file of pactFiles) {
  const { errors, warnings } = await pactProblems(file);
  report(`swagger-mock-validator ${OPENAPI_PATH} with ${file}, errors`, errors, true);
  if (warnings.length) report(`  and warnings (not failing)`, warnings, false);
}
console.log(failed ? `${OPENAPI_PATH}: problems found, above.` : `${OPENAPI_PATH}: no problems.`);
process.exit(failed ? 1 : 0);
