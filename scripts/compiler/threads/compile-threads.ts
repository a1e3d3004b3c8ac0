import { startWorkerPool, type WorkerPool } from './worker-pool.ts';
import type compileBatch from './compile-worker.ts';
import type colourBlocks from './highlight-worker.ts';

// The threads a build compiles on, started before the compiler loads: this module loads nothing else.

/** Below this many notes the workers are not worth their messages. */
export const MIN_JOBS_FOR_WORKERS = 600;
/** Below this much Markdown, a thread that only colours code costs more to start (tsx, Shiki, grammars) than it saves. */
export const MIN_TEXT_FOR_HIGHLIGHTER = 256 * 1024;

/** The thread that colours code (highlight-worker.ts); `ready` settles once it has loaded its grammars. */
export interface Colourer {
  pool: WorkerPool<typeof colourBlocks>;
  ready: Promise<void>;
}

/** Worker threads beside this one: compilers for a large cold build, or one colouring thread for a smaller one (compile-pool.ts). */
export interface CompileThreads {
  compilers?: WorkerPool<typeof compileBatch>;
  /** The colouring thread, started on the first call unless it was already. */
  colourer?: () => Colourer;
  close: () => Promise<void>;
}

/** Starts `count` compiling threads; they load the sources through tsx, so only callers under tsx (CLI, benchmark) use them. */
export function startWorkers(count: number): CompileThreads {
  // Two batches a thread: each has its next one at hand when it finishes one.
  const compilers = startWorkerPool<typeof compileBatch>(new URL('./compile-worker.ts', import.meta.url), count, 2);
  return { compilers, close: compilers.close };
}

/** Threads whose only one colours code, started now (`startNow`) or when a build first needs it; tsx as above. */
export function highlightPool(startNow = false): CompileThreads {
  let colourer: Colourer | undefined;
  const start = () => {
    if (colourer) return colourer;
    const pool = startWorkerPool<typeof colourBlocks>(new URL('./highlight-worker.ts', import.meta.url), 1);
    // Answered once the thread has loaded its grammars; a failure is heard through the colours (compile-pool.ts).
    const ready = pool.run([]).then(() => undefined);
    ready.catch(() => undefined);
    return (colourer = { pool, ready });
  };
  if (startNow) start();
  return { colourer: start, close: async () => void (await colourer?.pool.close()) };
}
