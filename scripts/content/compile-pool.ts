import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { compileNote, type CatalogueContext, type NoteJob, type NoteResult } from './compile-note.ts';
import { loadHighlighter } from './highlight-code.ts';

/** A worker thread does not inherit tsx's loader: register it, then load the TypeScript worker. */
const WORKER_BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./compile-worker.ts', import.meta.url).href)}); });`;

/** Below this many notes the workers are not worth their messages. */
export const MIN_JOBS_FOR_WORKERS = 600;
const BATCH_SIZE = 32;

/** Worker threads that compile notes beside this one; started early so they boot while files load. */
export interface WorkerPool {
  workers: Worker[];
  close: () => Promise<void>;
}

/**
 * Starts `count` worker threads. They load the TypeScript sources through tsx, so only callers
 * running under tsx (the CLI and the benchmark) use them; the Vite plugin's bundled config does not.
 */
export function startWorkers(count: number): WorkerPool {
  const workers = Array.from({ length: Math.max(0, Math.floor(count)) }, () => new Worker(WORKER_BOOT, { eval: true }));
  return { workers, close: async () => void (await Promise.all(workers.map((worker) => worker.terminate()))) };
}

/**
 * Compiles every job, sharing batches between this thread and the pool's workers: whoever is free
 * takes the next batch, so a slow-starting worker never holds the build up.
 */
export async function compileAll(jobs: readonly NoteJob[], context: CatalogueContext, pool?: WorkerPool): Promise<NoteResult[]> {
  if (jobs.length === 0) return [];
  await loadHighlighter();
  if (!pool || pool.workers.length === 0 || jobs.length < MIN_JOBS_FOR_WORKERS) return jobs.map((job) => compileNote(job, context));

  const results: NoteResult[] = new Array(jobs.length);
  const batches: number[] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) batches.push(start);
  // This thread takes batches from the front, the workers from the back: the notes come in series
  // order, so each thread mostly meets the same few languages and compiles fewer grammars twice.
  let next = 0;
  let last = batches.length;
  let inFlight = 0;
  let settle: (error?: unknown) => void = () => {};
  const workersDone = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });

  const feed = (worker: Worker) => {
    if (next >= last) return;
    const start = batches[--last]!;
    inFlight++;
    worker.postMessage({ start, jobs: jobs.slice(start, start + BATCH_SIZE) });
  };
  const listeners = pool.workers.map((worker) => {
    const onMessage = (message: { start: number; results: NoteResult[] }) => {
      message.results.forEach((result, offset) => (results[message.start + offset] = result));
      inFlight--;
      feed(worker);
      if (inFlight === 0 && next >= last) settle();
    };
    const onError = (error: unknown) => settle(error);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({ context });
    feed(worker);
    feed(worker);
    return () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
  });

  try {
    while (next < last) {
      const start = batches[next++]!;
      for (let index = start; index < Math.min(start + BATCH_SIZE, jobs.length); index++)
        results[index] = compileNote(jobs[index]!, context);
      // Let worker results in, so each worker gets its next batch without waiting for this loop.
      await yieldToEvents();
    }
    if (inFlight > 0) await workersDone;
  } finally {
    listeners.forEach((remove) => remove());
  }
  return results;
}
