import Tinypool from 'tinypool';

/** A worker file's default export: what it does with one task, and so the pool's task and result types. */
type Handler = (task: never) => unknown;

/** Threads that each run a worker file's default export on the tasks they are given, in turn. */
export interface WorkerPool<Run extends Handler> {
  run(task: Parameters<Run>[0]): Promise<Awaited<ReturnType<Run>>>;
  threads: number;
  close(): Promise<void>;
}

/** Starts `threads` threads that load `worker` now, each handed `tasksAtOnce` tasks so the next is at hand. */
export function startWorkerPool<Run extends Handler>(worker: URL, threads: number, tasksAtOnce = 1): WorkerPool<Run> {
  const typescript = worker.pathname.endsWith('.ts');
  const pool = new Tinypool({
    filename: typescript ? new URL('./typescript-worker.mjs', import.meta.url) : worker,
    workerData: typescript ? worker.href : undefined,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: tasksAtOnce,
    // No inherited TypeScript loader: a JavaScript thread starts without it, a TypeScript one registers it (typescript-worker.mjs).
    execArgv: [],
  });
  return { run: (task) => pool.run(task), threads, close: () => pool.destroy() };
}
