import '../mocks/handlers';
import { routes, type DeclaredRoute } from '../mocks/http';
import { interactionsByRoute, pactDocuments, type PactInteraction } from './mutate/interactions';
import { loadRules } from './rules';
import type { Rule } from './rules/define';
import { loadStateDocs } from './states';
import type { StateDoc } from './states/define';
import { access, errorStatuses } from '../mocks/openapi/document';

/**
 * contracts/reference.md, generated from what the code holds: the calls the mock declares (method, path, auth,
 * roles, error statuses), their rules (./rules), the committed pacts' interactions and the provider states
 * (./states). `npm run contracts:reference` writes it; tests/tools/reference.test.ts fails when it is stale.
 */

export const REFERENCE_PATH = 'contracts/reference.md';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];
const PROVIDER = { api: 'the product API', content: 'the content service' } as const;

/** The call as a backend reads it: its method and path relative to its service's base, `{id}` for a parameter. */
export const callTitle = ({ service, method, path }: DeclaredRoute) =>
  `${method.toUpperCase()} ${service === 'content' ? path.replace(/^cms\//, '') : path}`.replace(/:(\w+)/g, '{$1}');

/** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
export const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

interface Call {
  route: DeclaredRoute;
  title: string;
  interactions: PactInteraction[];
  rules: Rule[];
  states: string[];
  needs: string[];
}

const statesOf = (interactions: readonly PactInteraction[]) => [
  ...new Set(interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name))),
];

function callsOf(rules: Map<string, Rule[]>, docs: Map<string, StateDoc>): Call[] {
  const byRoute = interactionsByRoute(routes);
  const titleOf = new Map(routes.map((route) => [route.endpoint, callTitle(route)]));
  const order = (route: DeclaredRoute) =>
    `${route.service} ${route.path.toLowerCase()} ${METHODS.indexOf(route.method.toUpperCase())}`;
  return [...routes]
    .sort((a, b) => order(a).localeCompare(order(b)))
    .map((route) => {
      const interactions = byRoute.get(route) ?? [];
      const states = statesOf(interactions);
      const needs = [...new Set(states.flatMap((name) => docs.get(name)?.calls ?? []))]
        .filter((endpoint) => endpoint !== route.endpoint)
        .map((endpoint) => titleOf.get(endpoint) ?? endpoint)
        .sort();
      return { route, title: callTitle(route), interactions, rules: rules.get(route.endpoint) ?? [], states, needs };
    });
}

const authText = (route: DeclaredRoute) => access(route).text.replace(/\.$/, '');

function callIndex(calls: readonly Call[]): string[] {
  return [
    '| call | provider | auth | spec | rules | interactions |',
    '|---|---|---|---|---|---|',
    ...calls.map(
      ({ route, title, rules, interactions }) =>
        `| [${title}](#${anchor(title)}) | ${route.service} | ${cell(authText(route))} | ${route.options.spec} | ` +
        `${rules.length} | ${interactions.length} |`,
    ),
  ];
}

function ruleLines(rule: Rule, index: number): string[] {
  const lines = [`${index + 1}. **${rule.kind}**: ${rule.rule}`];
  lines.push(`   - shown by: ${rule.interactions.map((d) => `*${d}*`).join('; ')}`);
  if (rule.unpinned?.length) lines.push(`   - not pinned yet: ${rule.unpinned.join('; ')}`);
  return lines;
}

function callSection({ route, title, interactions, rules, states, needs }: Call): string[] {
  const statuses = errorStatuses(route).join(', ');
  const spec =
    route.options.spec === 'documented' ? 'documented (the product brief names the call)' : 'proposed (designed here)';
  return [
    `### ${title}`,
    '',
    `${route.options.summary}. Provider: ${PROVIDER[route.service]}. Auth: ${authText(route)}. Errors: ${statuses}. ` +
      `Spec: ${spec}.`,
    '',
    ...(rules.length ? ['Rules:', '', ...rules.flatMap(ruleLines), ''] : []),
    `Interactions (${interactions.length}), in the pact's order:`,
    '',
    ...interactions.map((i) => `- *${i.description}* → ${i.response.status}`),
    '',
    `The states they give (each interaction's, in order, are in the pact file): ` +
      `${states.map((name) => `[${name}](#${anchor(name)})`).join('; ') || 'none'}.`,
    '',
    `The calls those states make on the provider (implement them first): ` +
      `${needs.length ? needs.map(code).join(', ') : 'none'}.`,
    '',
  ];
}

/** The parameters of a state's first use in the pacts: the body of its state-change request. */
function firstUse(name: string) {
  for (const pact of pactDocuments)
    for (const interaction of pact.interactions) {
      const state = interaction.providerStates?.find((s) => s.name === name);
      if (state) return { provider: pact.provider.name, params: state.params ?? {} };
    }
  return null;
}

function stateSection(name: string, doc: StateDoc, usedBy: readonly string[]): string[] {
  const use = firstUse(name);
  const body = JSON.stringify({ state: name, params: use?.params ?? {}, action: 'setup' });
  return [
    `### ${name}`,
    '',
    doc.creates.replace(/\.?$/, '.'),
    '',
    ...(doc.calls?.length
      ? [`Made through the provider's own calls: ${doc.calls.map((c) => code(callTitle(routeOf(c)))).join(', ')}.`, '']
      : []),
    `- setup: ${code(body)}${use ? ` (to the state URL of ${use.provider})` : ''}`,
    `- used by: ${usedBy.map((title) => `[${title}](#${anchor(title)})`).join(', ') || 'no interaction'}`,
    '',
  ];
}

const routeOf = (endpoint: string) => {
  const route = routes.find((r) => r.endpoint === endpoint);
  if (!route) throw new Error(`A state names the call ${endpoint}, which the mock does not declare`);
  return route;
};

export async function referenceText(): Promise<string> {
  const [rules, docs] = await Promise.all([loadRules(), loadStateDocs()]);
  const calls = callsOf(rules, docs);
  const usedBy = (name: string) => calls.filter((call) => call.states.includes(name)).map((call) => call.title);
  const interactionCount = calls.reduce((n, call) => n + call.interactions.length, 0);
  const unpinned = calls.reduce((n, call) => n + call.rules.reduce((m, r) => m + (r.unpinned?.length ?? 0), 0), 0);
  return [
    '# Contracts reference',
    '',
    '<!-- Generated by `npm run contracts:reference` from the calls, their rules, the pacts and the provider ' +
      'states; do not edit. -->',
    '',
    `Every call the web app makes (${calls.length}), with the rules a server must implement and the interactions ` +
      `of the pact files that show each (${interactionCount} in all), then every provider state ` +
      `(${docs.size}): what it must put in place. How to verify, and what holds for every call: [README.md](README.md). ` +
      `"Not pinned yet" (${unpinned} points) is what a half-broken server could still get past the pacts: ` +
      "a server should implement it as the rule says; the pacts' work list.",
    '',
    '## Calls',
    '',
    ...callIndex(calls),
    '',
    ...calls.flatMap(callSection),
    '## Provider states',
    '',
    'A state puts in place, with the ids and keys its parameters name, what its text says; teardown puts back what ' +
      'the interaction changed ([README.md](README.md#provider-states)).',
    '',
    ...[...docs].flatMap(([name, doc]) => stateSection(name, doc, usedBy(name))),
  ].join('\n');
}
