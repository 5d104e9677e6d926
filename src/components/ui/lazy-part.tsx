import { lazy, memo, Suspense, type ComponentType } from 'react';

/**
 * A part whose code comes in a chunk of its own, shown once it has loaded (nothing stands in meanwhile), in a Suspense
 * boundary of its own that its parent's re-renders do not reach while the props hold (memo): React 19, under the
 * tests' act(), loops forever re-rendering three or more sibling boundaries that wait for their chunks
 * (docs/decisions/0025).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  return memo(function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
