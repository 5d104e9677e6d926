import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Rule, Rules } from './define';

/** Every area's rules, found by convention: each other `.ts` file of this folder default-exports `defineRules(…)`. */
export async function loadRules(): Promise<Map<string, Rule[]>> {
  const files = readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && file !== 'define.ts' && file !== 'index.ts')
    .sort();
  const byCall = new Map<string, Rule[]>();
  for (const file of files) {
    const rules = ((await import(path.join(import.meta.dirname, file))) as { default: Rules }).default;
    for (const [call, list] of Object.entries(rules)) {
      if (byCall.has(call)) throw new Error(`${file}: the rules of ${call} are written in another file too`);
      byCall.set(call, [...list]);
    }
  }
  return byCall;
}
