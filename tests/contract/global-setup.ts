import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The pact files are regenerated whole on every run: clear them first (CI compares them to the committed ones). */
export default function setup() {
  const dir = path.resolve(import.meta.dirname, '../../contracts/pacts');
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.json')) rmSync(path.join(dir, file));
}
