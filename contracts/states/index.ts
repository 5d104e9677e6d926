import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { StateDoc } from './define';

/** Every area's state docs, found by convention: each other `.ts` file of this folder default-exports them. */
export async function loadStateDocs(): Promise<Map<string, StateDoc>> {
  const files = readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && file !== 'define.ts' && file !== 'index.ts')
    .sort();
  const docs = new Map<string, StateDoc>();
  for (const file of files) {
    const area = ((await import(path.join(import.meta.dirname, file))) as { default: Record<string, StateDoc> })
      .default;
    for (const [name, doc] of Object.entries(area)) docs.set(name, doc);
  }
  return docs;
}
