import { createElement, use, type ComponentType, type ReactNode } from 'react';
import { siteConfig } from '../site/config';
import { ChunkLoadError, loadChunk } from './chunk-load-error';

type Preloadable<P> = ((props: P) => ReactNode) & { preload: () => Promise<void>; isLoaded: () => boolean };

/**
 * TanStack Router's lazyRouteComponent (swapped in by scripts/vite/guard-route-chunks.ts), plus the chunk
 * time-out and a ChunkLoadError whose retry really loads the chunk again.
 */
export function lazyRouteComponent<P extends object>(
  importer: () => Promise<Record<string, unknown>>,
  exportName = 'default',
  chunk = 'route',
): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let loaded: (Promise<void> & { status?: 'fulfilled' }) | undefined;
  let failure: ChunkLoadError | undefined;

  const load = (): Promise<void> => {
    loaded ??= loadChunk(chunk, importer, siteConfig.chunkTimeoutMs).then(
      (module) => {
        component = module[exportName] as ComponentType<P>;
        failure = undefined;
        // Marked as React marks a promise it saw settle: a first render after a preload does not suspend.
        loaded!.status = 'fulfilled';
      },
      (error: unknown) => {
        failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, 'error', String(error));
        failure.retry = () => {
          failure = undefined;
          return load();
        };
        loaded = undefined;
      },
    );
    return loaded;
  };

  function LazyRoute(props: P) {
    if (failure) throw failure;
    // On every render: React expects the render after one that suspended in use() to call use() again.
    use(load());
    if (failure) throw failure;
    return createElement(component!, props);
  }
  LazyRoute.preload = load;
  LazyRoute.isLoaded = () => component !== undefined && failure === undefined;
  return LazyRoute;
}
