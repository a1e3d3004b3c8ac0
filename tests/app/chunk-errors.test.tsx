// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from '../../src/app/chunk-load-error';
import { lazyRouteComponent } from '../../src/app/lazy-route-component';
import { ErrorPanel } from '../../src/components/status/ErrorPanel';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loading a chunk', () => {
  it('fails with "missing" when the browser cannot fetch the module', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/about-x1.js'));
    const error = await loadChunk('about', failing, 1000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: 'Loading chunk about failed', chunk: 'about', reason: 'missing' });
  });

  it('fails with "timeout" when the module has not arrived in time', async () => {
    vi.useFakeTimers();
    const hanging = () => new Promise<never>(() => {});
    const result = loadChunk('note-101', hanging, 120_000).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ message: 'Loading chunk note-101 failed', reason: 'timeout' });
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk('about', async () => ({ default: 'ok' }), 1000)).resolves.toEqual({ default: 'ok' });
  });
});

describe('a lazy route whose chunk fails', () => {
  it('shows "Loading chunk {n} failed" with the reason, and Retry loads it again', async () => {
    // React reports the caught error to the console; the panel is what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const importer = async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/about-x1.js');
      return { AboutScreen: () => <h1>About us</h1> };
    };
    const rootRoute = createRootRoute({ errorComponent: ErrorPanel });
    const about = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: lazyRouteComponent(importer, 'AboutScreen', 'about'),
      errorComponent: ErrorPanel,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([about]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Loading chunk about failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: missing (Failed to fetch dynamically imported module');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
