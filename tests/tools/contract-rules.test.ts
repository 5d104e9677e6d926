import { beforeAll, describe, expect, it } from 'vitest';
import { interactionsByRoute } from '../../contracts/mutate/interactions';
import { loadRules } from '../../contracts/rules';
import type { Rule } from '../../contracts/rules/define';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';

/**
 * The rules of contracts/rules/ against the committed pacts: a rule with no interaction, or an interaction no rule of
 * its call names, fails; so does a bound shown from one side only, or a side effect no read shows.
 */

let rules: Map<string, Rule[]>;
const callOf = new Map<string, string>();
const methodOf = new Map<string, string>();
beforeAll(async () => {
  rules = await loadRules();
  for (const [route, interactions] of interactionsByRoute(routes))
    for (const interaction of interactions) {
      callOf.set(interaction.description, route.endpoint);
      methodOf.set(interaction.description, interaction.request.method);
    }
});

const everyRule = () => [...rules].flatMap(([call, list]) => list.map((rule) => ({ call, rule })));

describe('the rules of each call', () => {
  it('are written for every call the mock serves, and only for those', () => {
    const endpoints = routes.map((route) => route.endpoint);
    expect(endpoints.filter((endpoint) => !rules.has(endpoint))).toEqual([]);
    expect([...rules.keys()].filter((call) => !endpoints.includes(call))).toEqual([]);
  });

  it('name only interactions the pacts hold, each once in a rule', () => {
    const unknown = everyRule().flatMap(({ call, rule }) =>
      rule.interactions.filter((d) => !callOf.has(d)).map((d) => `${call}: ${d}`),
    );
    expect(unknown).toEqual([]);
    const repeated = everyRule().filter(({ rule }) => new Set(rule.interactions).size !== rule.interactions.length);
    expect(repeated.map(({ call, rule }) => `${call}: ${rule.rule}`)).toEqual([]);
  });

  it('each have an interaction', () => {
    expect(
      everyRule()
        .filter(({ rule }) => rule.interactions.length === 0)
        .map(({ call }) => call),
    ).toEqual([]);
  });

  it('leave no interaction without a rule of the call it makes', () => {
    const named = new Set(
      everyRule().flatMap(({ call, rule }) => rule.interactions.filter((d) => callOf.get(d) === call)),
    );
    expect([...callOf.keys()].filter((d) => !named.has(d)).map((d) => `${callOf.get(d)}: ${d}`)).toEqual([]);
  });

  it('show a bound from both sides', () => {
    const oneSided = everyRule().filter(({ rule }) => rule.kind === 'bound' && rule.interactions.length < 2);
    expect(oneSided.map(({ call, rule }) => `${call}: ${rule.rule}`)).toEqual([]);
  });

  it('show a side effect with a read', () => {
    const unread = everyRule().filter(
      ({ rule }) => rule.kind === 'side effect' && !rule.interactions.some((d) => methodOf.get(d) === 'GET'),
    );
    expect(unread.map(({ call, rule }) => `${call}: ${rule.rule}`)).toEqual([]);
  });

  it('say what a backend reads, never a path of the web app or the mock', () => {
    const text = everyRule().flatMap(({ rule }) => [rule.rule, ...(rule.unpinned ?? [])]);
    expect(text.filter((t) => /\b(?:src|mocks|tests)\//.test(t))).toEqual([]);
  });
});
