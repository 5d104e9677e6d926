import { demoAccounts } from '../mocks/accounts';
import { seed } from '../mocks/seed';
import { DOCS_URL_PATH, OPENAPI_URL_PATH, startMockServer, STATE_CHANGE_PATH } from '../mocks/server';

/** `npm run mock:server [-- --port N] [--empty]`: the mock API over HTTP on 127.0.0.1, seeded with the demo data. */
const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = portArg >= 0 ? Number(args[portArg + 1]) : 4010;
if (!args.includes('--empty')) await seed();
const { url } = await startMockServer(port);
console.log(
  `Mock API:        ${url}/api   (e.g. curl -X POST ${url}/api/Auth/login -H 'Content-Type: application/json' -d '{"email":"${demoAccounts[0]?.email}","password":"${demoAccounts[0]?.password}"}')`,
);
console.log(`Content service: ${url}/cms`);
console.log(`Provider states: POST ${url}${STATE_CHANGE_PATH}`);
console.log(
  `OpenAPI:         ${url}${OPENAPI_URL_PATH}   (contracts/openapi.json; every answer is checked against it)`,
);
console.log(`API reference:   ${url}${DOCS_URL_PATH}   (the same document as a page, Redocly's)`);
