import { useSyncExternalStore } from 'react';
import { compilerKept, downloadCompiler } from './compiler-files';

/** Where the page's C/C++ compiler stands: one state for every block of the page, so one download serves them all. */
export type CompilerState =
  | { status: 'checking' }
  | { status: 'absent' }
  | { status: 'downloading'; fraction: number }
  | { status: 'kept' }
  | { status: 'failed'; message: string };

let state: CompilerState = { status: 'checking' };
let checked = false;
let download: AbortController | undefined;
const listeners = new Set<() => void>();

function set(next: CompilerState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!checked && typeof window !== 'undefined') {
    checked = true;
    void compilerKept().then((kept) => state.status === 'checking' && set({ status: kept ? 'kept' : 'absent' }));
  }
  return () => listeners.delete(listener);
}

const ignore = () => () => {};
const NOT_NEEDED: CompilerState = { status: 'kept' };

/** The compiler's state, for a block that runs or checks C or C++ (`needed`); other blocks need none, and look for none. */
export function useCompiler(needed: boolean): CompilerState {
  return useSyncExternalStore(
    needed ? subscribe : ignore,
    () => (needed ? state : NOT_NEEDED),
    () => (needed ? state : NOT_NEEDED),
  );
}

/** Starts the download the reader asked for (once, whichever block asked). */
export function startDownload(): void {
  if (download || state.status === 'kept') return;
  const controller = (download = new AbortController());
  set({ status: 'downloading', fraction: 0 });
  downloadCompiler((fraction) => controller === download && set({ status: 'downloading', fraction }), controller.signal).then(
    () => {
      download = undefined;
      set({ status: 'kept' });
    },
    (error: unknown) => {
      if (controller !== download) return;
      download = undefined;
      set({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
}

/** Stops a download: nothing of it is kept, and the offer shows again. */
export function cancelDownload(): void {
  const controller = download;
  if (!controller) return;
  download = undefined;
  controller.abort();
  set({ status: 'absent' });
}

/** The compiler's files went missing from the browser's cache (the reader cleared site data): offer the download again. */
export function compilerLost(): void {
  if (state.status === 'kept') set({ status: 'absent' });
}
