import { Worker } from 'node:worker_threads';
import { compileNote, type CatalogueContext, type NoteJob, type NoteResult } from './compile-note.ts';

/** A worker thread does not inherit tsx's loader: register it, then load the TypeScript worker. */
const WORKER_BOOT = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(new URL('./compile-worker.ts', import.meta.url).href)}); });`;

/** Below this many notes a worker's start-up costs more than it saves. */
const MIN_JOBS_FOR_WORKERS = 600;

/**
 * Compiles notes on `threads` cores: this thread takes one share, worker threads the rest.
 * Workers load the TypeScript sources through tsx, so they are used only where the caller asks:
 * the CLI and the benchmark do, the Vite plugin (whose config is bundled) does not.
 */
export async function compileAll(jobs: readonly NoteJob[], context: CatalogueContext, threads = 1): Promise<NoteResult[]> {
  const shares = jobs.length >= MIN_JOBS_FOR_WORKERS ? Math.max(1, Math.floor(threads)) : 1;
  if (shares === 1) return jobs.map((job) => compileNote(job, context));

  const chunks = Array.from({ length: shares }, (_, share) => jobs.filter((_job, index) => index % shares === share));
  const fromWorkers = chunks.slice(1).map(
    (chunk) =>
      new Promise<NoteResult[]>((resolve, reject) => {
        const worker = new Worker(WORKER_BOOT, { eval: true, workerData: { jobs: chunk, context } });
        worker.once('message', (result: NoteResult[]) => {
          resolve(result);
          void worker.terminate();
        });
        worker.once('error', reject);
      }),
  );
  const results = [chunks[0]!.map((job) => compileNote(job, context)), ...(await Promise.all(fromWorkers))];
  return jobs.map((_job, index) => results[index % shares]![Math.floor(index / shares)]!);
}
