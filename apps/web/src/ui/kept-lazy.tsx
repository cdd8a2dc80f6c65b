import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { keptModule } from '../lib/kept-module';

/**
 * A component whose code stays out of its screen's first load: `load` fetches the module and `pick` takes the
 * component from it. `preload` fetches the code ahead of its first use; once it is here the component draws in the
 * very render that asks for it (keptModule), not a task later behind `fallback`, which shows only the first time
 * the code is still on its way.
 */
export function keptLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode = null,
): { Component: (props: P) => ReactNode; preload: () => void } {
  const module = keptModule(load);
  const Later = lazy(() => module.load().then((loaded) => ({ default: pick(loaded) })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module scope (as React's own lazy() is), so it keeps one identity and its state
  function Component(props: P) {
    const Loaded = module.kept === undefined ? undefined : pick(module.kept);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Later {...props} />
      </Suspense>
    );
  }
  const preload = () => {
    module.load().catch(() => {
      // Nothing to report: drawing the component imports it again and the app's error screen tells of a failure.
    });
  };
  return { Component, preload };
}
