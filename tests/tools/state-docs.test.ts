import { beforeAll, describe, expect, it } from 'vitest';
import { pactDocuments, routeOf } from '../../contracts/mutate/interactions';
import { loadStateDocs } from '../../contracts/states';
import type { StateDoc } from '../../contracts/states/define';
import '../../mocks/handlers';
import { routes } from '../../mocks/http';
import { applyState, resetState, states } from '../../mocks/states';
import { providerCalls } from '../../mocks/states/support';

/**
 * The published provider states (contracts/states/) against the mock's: one for each state, and each state's `calls`
 * the very calls it makes on the provider when the committed pacts' interactions give it, from an empty database.
 */

let docs: Map<string, StateDoc>;
beforeAll(async () => {
  docs = await loadStateDocs();
});

describe('the published provider states', () => {
  it('describe every state the mock implements, and no other', () => {
    const names = Object.keys(states);
    expect(names.filter((name) => !docs.has(name))).toEqual([]);
    expect([...docs.keys()].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('say what a backend reads, never a path of the web app or the mock', () => {
    const texts = [...docs].filter(([, doc]) => /\b(?:src|mocks|tests)\//.test(doc.creates)).map(([name]) => name);
    expect(texts).toEqual([]);
  });

  it("name the calls each state makes on the provider, as every interaction's states make them", async () => {
    const made = new Map<string, Set<string>>();
    let current = '';
    providerCalls.seen = (method, path) => {
      const route = routeOf(routes, 'job-board-api', { method, path: `/${path.split('?')[0]}` });
      made.get(current)!.add(route?.endpoint ?? `${method} ${path} (no call)`);
    };
    try {
      await resetState();
      for (const pact of pactDocuments)
        for (const interaction of pact.interactions) {
          for (const { name, params = {} } of interaction.providerStates ?? []) {
            current = name;
            if (!made.has(name)) made.set(name, new Set());
            await applyState(name, params, 'setup');
          }
          await applyState('', {}, 'teardown');
        }
    } finally {
      providerCalls.seen = null;
    }
    const differ = [...made]
      .map(([name, calls]) => ({ name, calls: [...calls].sort(), said: [...(docs.get(name)?.calls ?? [])].sort() }))
      .filter(({ calls, said }) => calls.join() !== said.join());
    expect(differ.map(({ name, calls }) => ({ name, calls }))).toEqual([]);
  });
});
