import { Worker } from 'node:worker_threads';

// The threads a build compiles its notes on, started before the compiler itself loads (half a
// second on the thread that starts them): this module loads nothing else.

/** A worker thread does not inherit tsx's loader: register it, then load the TypeScript worker. */
const workerBoot = (file: string) =>
  `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL(file, import.meta.url).href)}); });`;

/** Below this many notes the workers are not worth their messages. */
export const MIN_JOBS_FOR_WORKERS = 600;
/**
 * Below this much Markdown to compile, a thread that only colours code costs more to start (tsx,
 * Shiki, the grammars: about a second of a core) than it saves: a tenth of the real catalogue.
 */
export const MIN_TEXT_FOR_HIGHLIGHTER = 256 * 1024;

/** The thread that colours code (highlight-worker.ts); `ready` settles once it has loaded its grammars. */
export interface HighlightThread {
  worker: Worker;
  ready: Promise<void>;
}

/**
 * Worker threads beside this one: threads that compile whole notes, for a large cold build (started
 * early, so they boot while files load), or one that only colours code, for a cold build of a
 * smaller catalogue, while this thread parses (compile-pool.ts).
 */
export interface WorkerPool {
  workers: Worker[];
  /** The colouring thread, started on the first call unless it was already. */
  highlighter?: () => HighlightThread;
  close: () => Promise<void>;
}

/**
 * Starts `count` worker threads. They load the TypeScript sources through tsx, so only callers
 * running under tsx (the CLI and the benchmark) use them; the Vite plugin's bundled config does not.
 */
export function startWorkers(count: number): WorkerPool {
  const workers = Array.from(
    { length: Math.max(0, Math.floor(count)) },
    () => new Worker(workerBoot('./compile-worker.ts'), { eval: true }),
  );
  return { workers, close: async () => void (await Promise.all(workers.map((worker) => worker.terminate()))) };
}

/** A pool whose only thread colours code, started now (`startNow`) or when a build first needs it; tsx as above. */
export function highlightPool(startNow = false): WorkerPool {
  let thread: HighlightThread | undefined;
  const start = () => (thread ??= startHighlightThread());
  if (startNow) start();
  return {
    workers: [],
    highlighter: start,
    close: async () => void (await thread?.worker.terminate()),
  };
}

function startHighlightThread(): HighlightThread {
  const worker = new Worker(workerBoot('./highlight-worker.ts'), { eval: true });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== 'ready') return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    // Whoever colours with the thread hears of a failure through `ready` too (compile-pool.ts).
    worker.once('error', reject);
  });
  ready.catch(() => undefined);
  return { worker, ready };
}
