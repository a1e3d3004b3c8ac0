import { createRootRoute } from '@tanstack/react-router';
import { lazyRouteComponent } from '../app/lazy-route-component';
import { RootLayout } from '../components/layout/RootLayout';

export const Route = createRootRoute({
  component: RootLayout,
  // Loaded only for a path the site does not have: the router fetches it before showing the 404.
  notFoundComponent: lazyRouteComponent(() => import('../screens/static/NotFoundPage'), 'NotFoundPage', 'not-found'),
});
