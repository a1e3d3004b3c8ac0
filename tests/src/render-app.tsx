import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createSiteRouter } from '../../src/router';

/** Renders the whole site at `path` (after `before`, the earlier history entries) and waits for it. */
export async function renderApp(path: string, before: string[] = []) {
  const history = createMemoryHistory({ initialEntries: [...before, path], initialIndex: before.length });
  const router = createSiteRouter({ history });
  const user = userEvent.setup();
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  await screen.findByRole('main');
  return { router, history, user };
}

/** The current path of a rendered site. */
export function currentPath(router: { state: { location: { pathname: string } } }): string {
  return router.state.location.pathname;
}

/** The visitor's first move on the page, which starts the note page's scroll-driven behaviour. */
export function movePointer() {
  fireEvent.pointerMove(document.body);
}
