import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPENAPI_PATH, openApiDocument, serializeOpenApi } from '../mocks/openapi/document';

/**
 * `npm run contracts:openapi`: writes contracts/openapi.json from the mock's routes and the app's zod schemas.
 * `-- --check`: writes nothing, fails when the committed file differs from a fresh one.
 */
const file = path.resolve(import.meta.dirname, '..', OPENAPI_PATH);
const fresh = serializeOpenApi(await openApiDocument());
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // none yet: differs
  }
  if (committed !== fresh) {
    console.error(`${OPENAPI_PATH} differs from the routes and schemas: run npm run contracts:openapi and commit it.`);
    process.exit(1);
  }
  console.log(`${OPENAPI_PATH} matches the routes and schemas.`);
} else {
  writeFileSync(file, fresh);
  console.log(`Wrote ${OPENAPI_PATH}`);
}
