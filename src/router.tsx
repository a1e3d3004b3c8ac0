import { createRouter } from '@tanstack/react-router';
import { ErrorPanel } from './components/status/ErrorPanel';
import { PendingPanel } from './components/status/PendingPanel';
import { routeTree } from './routeTree.gen';

/** The site's router; a function so tests can give each render its own history. */
export function createSiteRouter(options: Partial<Parameters<typeof createRouter>[0]> = {}) {
  return createRouter({
    routeTree,
    // Unknown paths at any depth get the site's 404 page, not a series layout around it.
    notFoundMode: 'root',
    // `/c++` is a real series path: keep `+` readable in every link the router builds.
    pathParamsAllowedCharacters: ['+'],
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorPanel,
    defaultPendingComponent: PendingPanel,
    scrollRestoration: true,
    ...options,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
