import { type ReactNode } from 'react';

// Areas load by route (DESIGN §10): a route's screen is fetched when the route is first opened,
// so the sign-in page does not carry every area's code. The guard (loader) stays in the entry
// and runs while the screen's code loads.

/** lazy: lazyPage(() => import('../pages/x/XPage'), (m) => <m.XPage />) */
export function lazyPage<M>(load: () => Promise<M>, render: (module: M) => ReactNode) {
  return async () => ({ element: render(await load()) });
}
