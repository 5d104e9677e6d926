/**
 * A verification session of `npm run contracts:mutate` (run by contracts/mutate/worker.ts): the mock, seeded and served
 * in this process with its own check of answers off (only the pacts judge), a state-change endpoint, and pact's
 * verifier, also in this process. A mutation is verified with a temporary pact of the interactions that call the mutated
 * route, each given one more provider state, last: IN_FORCE, whose setup puts the mutation in force for the
 * interaction's request and whose teardown takes it out (the other states run unmutated). One mock for every mutation:
 * its states put back what each interaction changed, as they always do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact-core';
import type { MutationSpec } from './generate';
import { interactionsByRoute, pactDocuments, PROVIDER_OF, routeOf, type PactInteraction } from './interactions';
import { liveMutation } from './runtime';
import { startStates } from './states-server';
import { mutateAt, type FieldOp } from './transforms';
import { routes, type DeclaredRoute } from '../../mocks/http';
import { mutateWith, type RouteMutation } from '../../mocks/mutation';
import { seed } from '../../mocks/seed';
import { startMockServer } from '../../mocks/server';
import { outcomesOf, type InteractionOutcome } from '../verification-results';
import { caStoreFor, inChunks } from '../verifier-input';

export interface Verified {
  /** How many interactions were verified. */
  verified: number;
  failed: InteractionOutcome[];
  /** Why the verification could not run at all. */
  error?: string;
}

export type Baseline = Verified & { companyChecks: string[] };
/**
 * `changes`: how often the mutation changed what the route did; `unchanged`: the route's 2xx interactions whose answers
 * it leaves as they were (not verified); `sameAnswers`: whether every verified interaction got its unmutated answer.
 */
export type SpecVerified = Verified & { id: string; changes: number; unchanged: number; sameAnswers: boolean };

export interface Session {
  /** Every interaction unmutated; notes which routes ask the company checks meanwhile, and keeps the answers. */
  baseline(): Promise<Baseline>;
  /** A generated mutation, against the interactions that call its route (for an answer's: that it changes). */
  run(spec: MutationSpec): Promise<SpecVerified>;
  /** Every interaction, unmutated, those of the `first` routes first, until one fails (a text patch's checkout). */
  all(first: readonly string[]): Promise<Verified>;
  close(): Promise<void>;
}

type Provider = (typeof PROVIDER_OF)[keyof typeof PROVIDER_OF];
type Given = { interaction: PactInteraction; params: Record<string, unknown> };

const looksLikeReport = (text: string) => text.trimStart().startsWith('{');
const isSuccess = (i: PactInteraction) => i.response.status >= 200 && i.response.status < 300;
const namesSort = (i: PactInteraction) => Object.keys(i.request.query ?? {}).some((k) => k === 'sort' || k === 'order');
const providerOf = (name: string) => name as Provider;
/** An answer to compare with another: its times left out (the states date records from the moment they run). */
const comparable = (body: unknown) => JSON.stringify(body).replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '"(time)"');

/** How many interactions a text patch's run verifies at once after those of its first routes. */
const PART = 120;

let sessions = 0;

export async function openSession(): Promise<Session> {
  await seed();
  const { server, url } = await startMockServer(0, '127.0.0.1', { checkResponses: false });
  const baseUrl: Record<Provider, string> = { 'job-board-api': `${url}/api`, 'job-board-content': `${url}/cms` };
  /** What the IN_FORCE state puts in force, from its parameters (set for each verification). */
  let inForce: (params: Record<string, unknown>) => RouteMutation | null = () => null;
  const states = await startStates((params) => inForce(params));
  const scratch = mkdtempSync(path.join(tmpdir(), `contracts-mutate-${process.pid}-${++sessions}-`));
  // The verifier runs in this process: it reads its CA store from this process's environment (decision 0026).
  Object.assign(process.env, caStoreFor([url, states.url], path.join(scratch, 'no-ca')));

  /** Verifies the interactions (of one provider) against the mock, each with IN_FORCE last, given its parameters. */
  async function verify(provider: Provider, given: Given[]): Promise<Verified> {
    if (given.length === 0) return { verified: 0, failed: [] };
    const pact = pactDocuments.find((p) => p.provider.name === provider)!;
    const interactions = given.map(({ interaction, params }) => ({
      ...interaction,
      providerStates: [...(interaction.providerStates ?? []), { name: states.IN_FORCE, params }],
    }));
    rmSync(path.join(scratch, 'pacts'), { recursive: true, force: true });
    const options = {
      provider,
      providerBaseUrl: baseUrl[provider],
      pactUrls: inChunks([{ file: 'mutated.json', pact: { ...pact, interactions } }], path.join(scratch, 'pacts')),
      providerStatesSetupUrl: states.url,
      logLevel: 'error' as const,
    };
    let report: string;
    try {
      report = await new Verifier(options).verify();
    } catch (error) {
      // pact-core rejects a failed verification with an Error whose message is the JSON report.
      const message = error instanceof Error ? error.message : String(error);
      if (!looksLikeReport(message)) return { verified: 0, failed: [], error: message.split('\n')[0] };
      report = message;
    } finally {
      mutateWith(null);
    }
    const outcomes = outcomesOf(
      report,
      given.map(({ interaction }) => interaction.description),
    );
    return { verified: outcomes.length, failed: outcomes.filter((o) => !o.passed) };
  }

  /** Verifies one group after the other, until one fails or cannot run. */
  async function verifyUntilFailed(groups: Array<{ provider: Provider; given: Given[] }>): Promise<Verified> {
    const done: Verified = { verified: 0, failed: [] };
    for (const { provider, given } of groups) {
      const result = await verify(provider, given);
      done.verified += result.verified;
      done.failed.push(...result.failed);
      if (result.error) return { ...done, error: result.error };
      if (done.failed.length) break;
    }
    return done;
  }

  const routeByEndpoint = new Map(routes.map((r) => [r.endpoint, r]));
  const calling = interactionsByRoute(routes);
  /** Each interaction's unmutated 200 answer (from the baseline), by description. */
  const answers = new Map<string, unknown>();

  /**
   * Whether the mutation of an answer changes this interaction's answer, as the baseline answered it. One it leaves
   * as it was cannot fail: it is not verified (an answer the baseline did not keep is).
   */
  function changesAnswer(spec: MutationSpec, interaction: PactInteraction): boolean {
    if (!answers.has(interaction.description)) return true;
    const before = answers.get(interaction.description);
    if (spec.kind === 'default-sort-flipped' && namesSort(interaction)) return false;
    const op = spec.kind === 'default-sort-flipped' ? 'reorder' : (spec.kind as FieldOp);
    return JSON.stringify(mutateAt(before, spec.path!, op)) !== JSON.stringify(before);
  }

  /** The route's interactions; for a change of its answers, those answered 2xx whose answers it changes. */
  function interactionsFor(spec: MutationSpec, route: DeclaredRoute) {
    const all = calling.get(route) ?? [];
    if (spec.path === undefined) return { interactions: all, unchanged: 0 };
    const answered = all.filter(isSuccess);
    const interactions = answered.filter((i) => changesAnswer(spec, i));
    return { interactions, unchanged: answered.length - interactions.length };
  }

  return {
    async baseline() {
      const companyChecks = new Set<string>();
      inForce = ({ endpoint, description }) => ({
        endpoint: String(endpoint),
        companyPerson: (person) => {
          companyChecks.add(String(endpoint));
          return person;
        },
        answer: (body) => {
          answers.set(String(description), JSON.parse(JSON.stringify(body)) as unknown);
          return body;
        },
      });
      const results: Verified[] = [];
      for (const pact of pactDocuments) {
        const provider = providerOf(pact.provider.name);
        const given = pact.interactions.map((interaction) => ({
          interaction,
          params: {
            endpoint: routeOf(routes, provider, interaction.request)?.endpoint ?? '',
            description: interaction.description,
          },
        }));
        results.push(await verify(provider, given));
      }
      const error = results.find((r) => r.error)?.error;
      return {
        verified: results.reduce((n, r) => n + r.verified, 0),
        failed: results.flatMap((r) => r.failed),
        ...(error ? { error } : {}),
        companyChecks: [...companyChecks].sort(),
      };
    },

    async run(spec) {
      const route = routeByEndpoint.get(spec.endpoint);
      if (!route) {
        return { id: spec.id, verified: 0, failed: [], changes: 0, unchanged: 0, sameAnswers: true, error: 'no route' };
      }
      const live = liveMutation(spec, route);
      // The mutated 200 answers, by interaction, to compare with the baseline's.
      const seen = new Map<string, string>();
      inForce = ({ description }) => ({
        ...live.mutation,
        answer: (body) => {
          const answered = live.mutation.answer ? live.mutation.answer(body) : body;
          seen.set(String(description), comparable(answered));
          return answered;
        },
      });
      const { interactions, unchanged } = interactionsFor(spec, route);
      const given = interactions.map((i) => ({ interaction: i, params: { id: spec.id, description: i.description } }));
      const result = await verify(PROVIDER_OF[route.service], given);
      const before = (i: PactInteraction) =>
        answers.has(i.description) ? comparable(answers.get(i.description)) : undefined;
      // A change of an answer changes it by construction: only one of the request's handling can leave it as it was.
      const sameAnswers = spec.path === undefined && interactions.every((i) => seen.get(i.description) === before(i));
      return { id: spec.id, ...result, changes: live.changes(), unchanged, sameAnswers };
    },

    all(first) {
      inForce = () => null;
      const firstRoutes = first.flatMap((endpoint) => routeByEndpoint.get(endpoint) ?? []);
      const firsts = new Set(firstRoutes.flatMap((route) => calling.get(route) ?? []));
      const named = (i: PactInteraction) => firsts.has(i);
      const groups = [true, false].flatMap((firstRound) =>
        pactDocuments.flatMap((pact) => {
          const provider = providerOf(pact.provider.name);
          const given = pact.interactions
            .filter((i) => named(i) === firstRound)
            .map((i) => ({ interaction: i, params: {} }));
          // The rest in parts, so that a mutation caught early stops early.
          if (!given.length) return [];
          const size = firstRound ? given.length : PART;
          return Array.from({ length: Math.ceil(given.length / size) }, (_, k) => ({
            provider,
            given: given.slice(k * size, (k + 1) * size),
          }));
        }),
      );
      return verifyUntilFailed(groups);
    },

    async close() {
      rmSync(scratch, { recursive: true, force: true });
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), states.close()]);
    },
  };
}
