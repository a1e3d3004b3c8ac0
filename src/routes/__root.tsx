import { createRootRoute, Link, Outlet } from '@tanstack/react-router';

export const Route = createRootRoute({ component: RootLayout });

function RootLayout() {
  return (
    <>
      <header>
        <Link to="/">Study Notes</Link>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}
