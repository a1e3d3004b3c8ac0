import { useEffect, useState, type ReactNode } from 'react';
import { loadChunk } from '../../app/chunk-load-error';
import { siteConfig } from '../../site/config';

let setDialog: ((dialog: ReactNode) => void) | undefined;

/**
 * Shows a dialog whose code is its own chunk, fetched on first use (search, keyboard shortcuts):
 * `render` gets the module and the function that takes the dialog away again. If the chunk cannot
 * be fetched, its 'Loading chunk {n} failed' shows instead.
 */
export function showDialog<M>(
  chunk: string,
  importer: () => Promise<M>,
  render: (module: M, close: () => void) => ReactNode,
): Promise<void> {
  return loadChunk(chunk, importer, siteConfig.chunkTimeoutMs).then(
    (module) => setDialog?.(render(module, () => setDialog?.(undefined))),
    (error: Error) => setDialog?.(<span role="alert">{error.message}</span>),
  );
}

/** Where those dialogs go: inside the router, whose links they hold, and in one place for the site. */
export function DialogHost() {
  const [dialog, set] = useState<ReactNode>();
  useEffect(() => {
    setDialog = set;
    return () => {
      setDialog = undefined;
    };
  }, []);
  return dialog;
}
