import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PACT_DIR, PACT_RUN_DIR } from './pact-dirs';

const pactFilesIn = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json'));

interface PactFile {
  interactions: Array<{ description: string }>;
  [key: string]: unknown;
}

/**
 * One pact of the parts the test files wrote, laid out as Pact writes one: its interactions one per description, in
 * the order of their descriptions; keys in the order Pact wrote them, two-space indents, no final newline.
 */
function merged(parts: readonly PactFile[]): string {
  const byDescription = new Map(parts.flatMap((p) => p.interactions).map((i) => [i.description, i]));
  const interactions = [...byDescription.values()].sort((a, b) =>
    a.description < b.description ? -1 : a.description > b.description ? 1 : 0,
  );
  return JSON.stringify({ ...parts[0], interactions }, null, 2);
}

/**
 * Whether this run ran every test of the contract project: all its files, no test name filter. Only such a run writes
 * the committed pacts; one file's run (or `-t`) would replace them with that file's interactions alone.
 */
async function ranEveryContract(project: TestProject): Promise<{ whole: boolean; ran: number; all: number }> {
  const { testFiles } = await project.globTestFiles();
  const ran = new Set(
    project.vitest.state
      .getFiles()
      .filter((file) => file.projectName === project.name)
      .map((file) => path.resolve(file.filepath)),
  );
  const whole = !project.vitest.config.testNamePattern && testFiles.every((file) => ran.has(path.resolve(file)));
  return { whole, ran: ran.size, all: testFiles.length };
}

/**
 * The pact files are regenerated whole on every run of all contract tests (CI compares them to the committed ones).
 * The contract tests write them into a directory of the run's own, each test file's pacts apart (./pact-dirs.ts);
 * when the project ends, each pact's parts are merged into one file that replaces the one of contracts/pacts by a
 * rename. So contracts/pacts is never empty or half-written while other tests (the unit tests of the OpenAPI file and
 * of the provider states read it) run beside the contract tests. A run of some files only leaves contracts/pacts as
 * it is and keeps its merged pacts in .pacts-run/partial/ to look at.
 */
export default function setup(project: TestProject) {
  rmSync(PACT_RUN_DIR, { recursive: true, force: true });
  mkdirSync(PACT_RUN_DIR, { recursive: true });
  return async function teardown() {
    const parts = readdirSync(PACT_RUN_DIR).map((dir) => path.join(PACT_RUN_DIR, dir));
    const written = new Set(parts.flatMap(pactFilesIn));
    const { whole, ran, all } = await ranEveryContract(project);
    const target = whole ? PACT_DIR : path.join(PACT_RUN_DIR, 'partial');
    // A run stopped before any contract test wrote (a configuration error, say) keeps the committed files.
    if (written.size) {
      mkdirSync(target, { recursive: true });
      for (const file of written) {
        const pacts = parts
          .filter((dir) => pactFilesIn(dir).includes(file))
          .map((dir) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as PactFile);
        const merging = path.join(PACT_RUN_DIR, `${file}.merging`);
        writeFileSync(merging, merged(pacts));
        renameSync(merging, path.join(target, file));
      }
      if (whole) for (const file of pactFilesIn(PACT_DIR)) if (!written.has(file)) rmSync(path.join(PACT_DIR, file));
    }
    if (whole) rmSync(PACT_RUN_DIR, { recursive: true, force: true });
    else
      console.log(
        `contracts/pacts left as committed: this run ran ${ran} of ${all} contract test files` +
          `${project.vitest.config.testNamePattern ? ', filtered by test name' : ''}; its pacts are in ` +
          `${path.relative(process.cwd(), target)}/ (all contract tests: npx vitest run --project contract)`,
      );
  };
}
