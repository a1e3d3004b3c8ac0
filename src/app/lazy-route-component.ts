import { createElement, use, type ComponentType, type ReactNode } from 'react';
import { siteConfig } from '../site/config';
import { ChunkLoadError, loadChunk } from './chunk-load-error';

type Preloadable<P> = ((props: P) => ReactNode) & { preload: () => Promise<void> };

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
  let pending: Promise<void> | undefined;
  let failure: ChunkLoadError | undefined;

  const load = (): Promise<void> => {
    if (component) return Promise.resolve();
    pending ??= loadChunk(chunk, importer, siteConfig.chunkTimeoutMs).then(
      (module) => {
        component = module[exportName] as ComponentType<P>;
        failure = undefined;
        pending = undefined;
      },
      (error: unknown) => {
        failure = error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, 'error', String(error));
        failure.retry = () => {
          failure = undefined;
          return load();
        };
        pending = undefined;
      },
    );
    return pending;
  };

  function LazyRoute(props: P) {
    if (component) return createElement(component, props);
    if (failure) throw failure;
    use(load());
    if (failure) throw failure;
    return component ? createElement(component, props) : null;
  }
  LazyRoute.preload = load;
  return LazyRoute;
}
