import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mutateWith, type RouteMutation } from '../../mocks/mutation';
import { applyState } from '../../mocks/states';

/**
 * The state-change endpoint of a mutation session (contracts/mutate/session.ts): the mock's provider states
 * (mocks/states), as mocks/server.ts serves them, and one more, IN_FORCE, which temporary pacts give each interaction
 * last: its setup puts the mutation in force for the interaction's request, any other step takes it out.
 */

/** The provider state that puts the mutation in force (no real provider has it: only temporary pacts name it). */
const IN_FORCE = 'contracts:mutate puts its mutation in force';

type StateChange = { state?: string; params?: Record<string, unknown>; action?: string };

async function bodyOf(req: IncomingMessage): Promise<StateChange> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as StateChange) : {};
}

/** Serves the states on a free port; `inForce` gives the mutation from IN_FORCE's parameters. */
export async function startStates(inForce: (params: Record<string, unknown>) => RouteMutation | null) {
  const server = createServer(async (req, res) => {
    const { state = '', params = {}, action = 'setup' } = await bodyOf(req);
    const step = action === 'teardown' ? 'teardown' : 'setup';
    mutateWith(null);
    try {
      // IN_FORCE opens the interaction's journal as the state "" would (when it is the interaction's only state).
      await applyState(state === IN_FORCE ? '' : state, params, step);
      if (state === IN_FORCE && step === 'setup') mutateWith(inForce(params));
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: message }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    IN_FORCE,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
