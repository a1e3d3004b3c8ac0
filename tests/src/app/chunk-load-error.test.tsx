// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from '../../../src/app/chunk-load-error';
import { SITE_UPDATED } from '../../../src/app/reload-to-update';
import { lazyRouteComponent } from '../../../src/app/lazy-route-component';
import { ErrorPanel } from '../../../src/components/status/ErrorPanel';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  // A page rendered by a test marks itself hydrated (use-hydrated-mark.ts); the next test's page has not yet.
  document.documentElement.removeAttribute('data-hydrated');
});

const MODULE_URL = 'http://localhost:3000/assets/series-pages-x1.js';
const gone = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${MODULE_URL}`));

/** The host as the probe after a failed import finds it: the module's status, and the page it serves now. */
function host(moduleStatus: number | 'unreachable', servedEntry = '/assets/boot-a.js') {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (moduleStatus === 'unreachable') throw new TypeError('Failed to fetch');
    if (init?.method === 'HEAD') return new Response(null, { status: moduleStatus });
    return new Response(`<script type="module" crossorigin src="${servedEntry}"></script>`, { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  document.head.innerHTML = '<script type="module" src="/assets/boot-a.js"></script>';
  return fetch;
}

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

  it('fails with "updated" when the host answers that the module is gone: the site was deployed again', async () => {
    const fetch = host(404);
    expect(await loadChunk('topic.noteId', gone, 1000).catch((caught: unknown) => caught)).toMatchObject({ reason: 'updated' });
    expect(fetch).toHaveBeenCalledWith(MODULE_URL, { method: 'HEAD', cache: 'no-store' });
  });

  it('fails with "updated" when the module is there but the page is now served by another build', async () => {
    host(200, '/assets/boot-b.js');
    expect(await loadChunk('topic.noteId', gone, 1000).catch((caught: unknown) => caught)).toMatchObject({ reason: 'updated' });
  });

  it('keeps "missing" for the network: no answer, a server error, or the same build', async () => {
    for (const status of ['unreachable', 503, 200] as const) {
      host(status);
      expect(await loadChunk('topic.noteId', gone, 1000).catch((caught: unknown) => caught)).toMatchObject({ reason: 'missing' });
    }
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

describe('a lazy component asked for before it renders', () => {
  it('counts as loaded only once a load has worked: a failed one is tried again by the next preload', async () => {
    let attempts = 0;
    const Lazy = lazyRouteComponent(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/search-x1.js');
        return { Results: () => <p>Results</p> };
      },
      'Results',
      'search-dialog',
    );
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(attempts).toBe(2);
    expect(Lazy.isLoaded()).toBe(true);
    render(<Lazy />);
    expect(screen.getByText('Results')).toBeInTheDocument();
  });
});

describe('a chunk that fails while the app takes over a prerendered page', () => {
  it('leaves the page as it is and says the site was updated, with a Reload', async () => {
    host(404);
    document.body.innerHTML = '<div id="root"><main><h1>The History of React</h1></main></div>';
    let settled = false;
    void loadChunk('topic.noteId', gone, 1000).then(
      () => (settled = true),
      () => (settled = true),
    );
    const prompt = await screen.findByRole('status');
    expect(prompt).toHaveTextContent(`${SITE_UPDATED} Reload`);
    expect(screen.getByRole('heading', { name: 'The History of React' })).toBeInTheDocument();
    expect(settled).toBe(false);
  });
});

describe('the error panel for a chunk the site no longer has', () => {
  it('says the site was updated and offers Reload, never a Retry of the same 404', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    const error = new ChunkLoadError('note-102', 'updated', 'Failed to fetch dynamically imported module');
    error.retry = vi.fn();
    const rootRoute = createRootRoute({ component: () => <ErrorPanel error={error} reset={() => {}} info={{ componentStack: '' }} /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading chunk note-102 failed');
    expect(alert).toHaveTextContent('Reason: updated');
    expect(alert).toHaveTextContent(SITE_UPDATED);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(error.retry).not.toHaveBeenCalled();
  });
});
