import { type ComponentType, createElement, lazy, useState } from 'react';

// A part of the shell that shows only on demand or only for some users loads when it is first
// needed (issue 7 §5), so every signed-in screen does not carry its code. preload() starts the load
// early where the need is foreseeable (a physician's top-bar tools, fetched beside the current
// user): a part whose code is already in when it first renders shows at once, with no Suspense
// pass. Otherwise it renders through React.lazy, under the caller's Suspense (fallback null).

export interface OnDemand<P> {
  /** Starts loading (once); resolves when the component is ready. */
  preload(): Promise<ComponentType<P>>;
  /** Renders the part: at once when its code is in, else through React.lazy (suspending). */
  Component: ComponentType<P>;
}

export function onDemand<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        loading = undefined; // a failed chunk load may be retried by the next render
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy stand-in to the loaded component would remount it.
    const [viaLazy] = useState(() => loaded === undefined);
    return createElement(viaLazy ? Lazy : loaded!, props);
  }
  return { preload, Component };
}
