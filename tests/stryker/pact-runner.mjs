import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { commonTokens, declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';
import {
  determineHitLimitReached,
  DryRunStatus,
  TestStatus,
  toMutantRunResult,
} from '@stryker-mutator/api/test-runner';
import { register } from 'tsx/esm/api';

/**
 * A Stryker test runner over the provider verification (./harness.ts), warm: the mock, its server and pact's verifier
 * are loaded once per Stryker worker, and each mutant is switched on and off in the same process (the instrumented
 * code reads the active mutant from Stryker's global namespace at each call). Each interaction is a test: the dry run
 * records which mutants each one runs (per-test coverage), and a mutant is judged by those interactions only, stopping
 * at the first that fails. Mutants that run when a module loads cannot be judged so: stryker.config.mjs ignores them.
 */

/** Stryker's global namespace, as the instrumented code keeps it. */
const ns = () => (globalThis.__stryker__ ??= {});

class PactVerifierRunner {
  static inject = [commonTokens.logger];

  constructor(logger) {
    this.log = logger;
  }

  capabilities() {
    return { reloadEnvironment: false };
  }

  async init() {
    register();
    // Stryker starts its workers in the sandbox: the harness, and the mock it loads, are the instrumented copies.
    const { startHarness } = await import(pathToFileURL(path.resolve('tests/stryker/harness.ts')).href);
    this.harness = await startHarness();
  }

  /** The cases of these ids (all when none are given), verified in turn; with `bail`, up to the first that fails. */
  async run(ids, bail) {
    const wanted = ids ? new Set(ids) : undefined;
    const tests = [];
    for (const { id, description } of this.harness.cases) {
      if (wanted && !wanted.has(id)) continue;
      const started = performance.now();
      ns().currentTestId = id;
      let failures;
      try {
        ({ failures } = await this.harness.verify(id));
      } catch (error) {
        failures = [String(error instanceof Error ? error.stack : error)];
      } finally {
        ns().currentTestId = undefined;
      }
      const timeSpentMs = Math.round(performance.now() - started);
      tests.push(
        failures.length
          ? { id, name: id, status: TestStatus.Failed, failureMessage: failures.join('\n'), timeSpentMs }
          : { id, name: id, status: TestStatus.Success, timeSpentMs },
      );
      this.log.debug(`${id} (${description}): ${failures.length ? 'failed' : 'passed'}`);
      if (bail && failures.length) break;
    }
    return tests;
  }

  async dryRun() {
    ns().activeMutant = undefined;
    const tests = await this.run(undefined, false);
    return { status: DryRunStatus.Complete, tests, mutantCoverage: ns().mutantCoverage };
  }

  async mutantRun(options) {
    const space = ns();
    space.activeMutant = options.activeMutant.id;
    space.hitLimit = options.hitLimit;
    space.hitCount = options.hitLimit === undefined ? undefined : 0;
    let tests;
    try {
      tests = await this.run(options.testFilter, !options.disableBail);
    } finally {
      space.activeMutant = undefined;
    }
    const timedOut = determineHitLimitReached(space.hitCount, space.hitLimit);
    space.hitCount = undefined;
    return toMutantRunResult(timedOut ?? { status: DryRunStatus.Complete, tests });
  }

  async dispose() {
    await this.harness?.stop();
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.TestRunner, 'pact-verifier', PactVerifierRunner)];
