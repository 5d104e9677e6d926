import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock in Node (component tests): the same handlers through msw's request interception. */
export const server = setupServer(...handlers);
