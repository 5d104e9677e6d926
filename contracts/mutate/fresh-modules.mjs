/**
 * Module hooks of a text patch's worker (contracts/mutate/worker.ts): a module of the checkout imported with
 * `?mutant=N` imports the checkout's modules with `?mutant=N` too, so each patch loads the whole project afresh (Node
 * keeps a module per URL) while the packages, outside the checkout, stay loaded.
 */
const ROOT = new URL('../../', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const version = context.parentURL ? new URL(context.parentURL).searchParams.get('mutant') : null;
  if (!version || !resolved.url.startsWith(ROOT) || resolved.url.includes('/node_modules/')) return resolved;
  const url = new URL(resolved.url);
  url.searchParams.set('mutant', version);
  return { ...resolved, url: url.href };
}
