import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REFERENCE_PATH, referenceText } from '../contracts/reference';

/**
 * `npm run contracts:reference`: writes contracts/reference.md from the calls, their rules, the pacts and the states.
 * `-- --check`: writes nothing, fails when the committed file differs from a fresh one.
 */
const file = path.resolve(import.meta.dirname, '..', REFERENCE_PATH);
const fresh = await referenceText();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // none yet: differs
  }
  if (committed !== fresh) {
    console.error(`${REFERENCE_PATH} differs from the code: run npm run contracts:reference and commit it.`);
    process.exit(1);
  }
  console.log(`${REFERENCE_PATH} matches the code.`);
} else {
  writeFileSync(file, fresh);
  console.log(`Wrote ${REFERENCE_PATH}`);
}
