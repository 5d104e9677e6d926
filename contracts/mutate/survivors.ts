import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exceptionFor, exceptions, type MutationException } from './exceptions';
import { EACH, showPath } from './fields';
import { KINDS, type MutationSpec } from './generate';
import type { Result } from './outcomes';

/**
 * What the generated mutations left standing: the survivors' report (`--survivors`), and the listed exceptions that
 * no longer hold. A survivor of an answer's field that the app's code never names is a field no screen reads: a
 * candidate to leave the answer rather than a hole in a pact.
 */

const SRC = path.resolve(import.meta.dirname, '../../src');
/** The answers' schemas name every field: reading a field is naming it anywhere else. */
const SCHEMAS = path.join(SRC, 'api', 'schemas');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === SCHEMAS ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

let words: Set<string> | null = null;
/** Whether the app's code (src/ but the schemas) names the key: a screen, its state or its rules may read it. */
function appReads(key: string): boolean {
  words ??= new Set(sourceFiles(SRC).flatMap((file) => readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []));
  return words.has(key);
}

/** The field's own key (the last one that is not an array's items). */
const keyOf = (spec: MutationSpec) => spec.path?.filter((k) => k !== EACH).at(-1);

/** Whether the survivor is a field of an answer that nothing in the app reads. */
const unread = (spec: MutationSpec) => {
  const key = keyOf(spec);
  return spec.path !== undefined && key !== undefined && !appReads(key);
};

const label = (e: MutationException) => [e.endpoint, e.kind, e.field].filter(Boolean).join(' ');

/** The listed exceptions a whole run shows are wrong: matching no mutation, or only caught ones, or a field now read. */
export function staleExceptions(results: readonly Result[], list: readonly MutationException[] = exceptions) {
  return list.flatMap((e) => {
    const under = results.filter((r) => r.spec && exceptionFor(r.spec, [e]));
    if (under.length === 0) return [`${label(e)}: matches no mutation`];
    if (under.every((r) => r.outcome === 'caught')) return [`${label(e)}: every mutation under it is caught`];
    // A value's mutations (a dropped null field is caught, and says nothing of a value).
    const valued = under.filter((r) => r.spec!.kind === 'retype' || r.spec!.kind === 'perturb');
    const changed = (rs: readonly Result[]) =>
      rs.some((r) => r.outcome === 'caught' || !r.note.startsWith('never applied'));
    if (e.because === 'always null')
      return changed(valued) ? [`${label(e)}: a mutation under it changed an answer (the field holds a value)`] : [];
    if (e.because === 'one or none')
      return changed(under) ? [`${label(e)}: a mutation under it changed an answer (the list holds more)`] : [];
    if (e.because === 'made up') return [];
    const key = e.field
      ?.split(/[.[\]*]+/)
      .filter(Boolean)
      .at(-1);
    return key && appReads(key) ? [`${label(e)}: src/ names ${key} now`] : [];
  });
}

const target = (spec: MutationSpec) => (spec.path ? showPath(spec.path) : (spec.param ?? ''));

/** The survivors' report, in Markdown. */
export function survivorsReport(results: readonly Result[], run: { whole: boolean; command: readonly string[] }) {
  const generated = results.filter((r) => r.spec);
  const survivors = generated.filter((r) => r.outcome !== 'caught');
  const rows = KINDS.map((kind) => {
    const all = generated.filter((r) => r.spec!.kind === kind);
    const left = all.filter((r) => r.outcome !== 'caught');
    const count = (prefixes: string[]) => left.filter((r) => prefixes.some((p) => r.note.startsWith(p))).length;
    const never = count(['never applied', 'no interaction']);
    const same = count(['applied, but']);
    const listed = left.filter((r) => r.exception).length;
    return `| ${kind} | ${all.length} | ${all.length - left.length} | ${left.length} | ${never} | ${same} | ${listed} |`;
  });
  const caught = generated.length - survivors.length;
  const candidates = new Map<string, Set<string>>();
  for (const r of survivors.filter((r) => unread(r.spec!))) {
    const key = `${r.spec!.endpoint} ${showPath(r.spec!.path!)}`;
    candidates.set(key, (candidates.get(key) ?? new Set()).add(r.spec!.kind));
  }
  const routes = [...new Set(survivors.map((r) => r.spec!.endpoint))];
  return [
    '# Generated mutations that survive',
    '',
    'Written by `npm run contracts:mutate -- --survivors contracts/mutation-survivors.md` (a whole run; design:',
    '[decision 0010](../docs/decisions/0010-generated-mutations.md)). A survivor is a regression of the mock that no',
    'pact interaction catches: a hole in a pact (pin the value the provider state fixes, add the missing token case),',
    'or a field no screen reads (a candidate to leave the answer). "never applied": no verified request or answer was',
    'changed by it (no interaction sends that token, or holds that field with a value); "same answers": it changed',
    'what the route did, but every interaction got its unmutated answer (only a later call, or another request, shows it).',
    ...(run.whole ? [] : ['', `**Partial run** (\`${run.command.slice(2).join(' ')}\`): not the whole set.`]),
    '',
    `Generated: ${generated.length}, caught ${caught}, survived ${survivors.length}.`,
    '',
    '| kind | mutations | caught | survived | never applied | same answers | listed exceptions |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Fields no screen reads',
    '',
    'Survivors of answer fields whose key the app (src/, but the schemas) never names: candidates to leave the answer.',
    '',
    ...[...candidates].map(([field, kinds]) => `- \`${field}\` (${[...kinds].join(', ')})`),
    '',
    '## Survivors by route',
    ...routes.flatMap((endpoint) => [
      '',
      `### ${endpoint}`,
      '',
      ...survivors
        .filter((r) => r.spec!.endpoint === endpoint)
        .map((r) => {
          const why = r.exception ? `listed exception: ${r.exception}` : r.note;
          const at = target(r.spec!);
          return `- ${r.spec!.kind}${at ? ` \`${at}\`` : ''}${unread(r.spec!) ? ' (unread)' : ''} — ${why}`;
        }),
    ]),
    '',
  ].join('\n');
}
