import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { compileNote, type CatalogueContext, type NoteJob, type NoteResult } from './compile-note.ts';
import type { CodeRuns } from '../../src/catalog/types.ts';
import { codeRunsKey, knownRuns, loadHighlighter } from './highlight-code.ts';
import { MIN_JOBS_FOR_WORKERS, MIN_TEXT_FOR_HIGHLIGHTER, type HighlightThread, type WorkerPool } from './compile-threads.ts';

const BATCH_SIZE = 32;

/**
 * Compiled notes, and when their code is coloured: every thread but the colouring one returns its
 * notes whole (`coloured` settled); beside the colouring thread, the notes come back as soon as they
 * are parsed, and their code's runs are filled in, in place, by the time `coloured` resolves.
 */
export interface CompiledJobs {
  results: NoteResult[];
  coloured: Promise<void>;
}

const COLOURED = Promise.resolve();
/** The code a message to the colouring thread carries at least, so that it starts early but is not flooded. */
const HIGHLIGHT_BATCH_CHARS = 16 * 1024;

/**
 * Compiles every job, sharing batches between this thread and the pool's workers: whoever is free
 * takes the next batch, so a slow-starting worker never holds the build up. `onRunning` is called
 * once every thread compiles: when the colouring thread has loaded its grammars, or at once.
 */
export async function compileAll(
  jobs: readonly NoteJob[],
  context: CatalogueContext,
  pool?: WorkerPool,
  onRunning: () => void = () => {},
): Promise<CompiledJobs> {
  if (pool?.highlighter && jobs.reduce((sum, job) => sum + job.text.length, 0) >= MIN_TEXT_FOR_HIGHLIGHTER)
    return compileBesideHighlighter(jobs, context, pool.highlighter(), onRunning);
  onRunning();
  return { results: await compileOnThreads(jobs, context, pool), coloured: COLOURED };
}

/** Compiles whole notes, on this thread and on the pool's workers for a large catalogue. */
async function compileOnThreads(jobs: readonly NoteJob[], context: CatalogueContext, pool?: WorkerPool): Promise<NoteResult[]> {
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

/**
 * Compiles every job on this thread while `worker` colours their code: each block whose colours
 * are not known yet goes to the worker as it is met, and its runs are filled in as they come. The
 * notes are returned once parsed: the build validates them and writes what does not carry colours
 * while the worker finishes. It runs the very same tokeniser (highlight-code.ts), so the result is the same.
 */
async function compileBesideHighlighter(
  jobs: readonly NoteJob[],
  context: CatalogueContext,
  { worker, ready }: HighlightThread,
  onRunning: () => void,
): Promise<CompiledJobs> {
  /** Where each block waiting for its colours goes: a note's code annotations, at an index. */
  const waiting = new Map<string, { code: (CodeRuns | 0)[]; index: number }[]>();
  let batch: { key: string; code: string; lang: string }[] = [];
  let batchChars = 0;
  let expected = 0;
  let received = 0;
  /** Every note is parsed and every block sent: the colours are all in once as many came back. */
  let allSent = false;
  let settle: (error?: unknown) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Heard through `coloured`; a failure after this thread has thrown is not another one to report.
  done.catch(() => undefined);
  const onMessage = (runs: [string, CodeRuns | 0][] | 'ready') => {
    if (runs === 'ready') return;
    for (const [key, result] of runs) {
      knownRuns.set(key, result);
      for (const slot of waiting.get(key) ?? []) slot.code[slot.index] = result;
    }
    received += runs.length;
    if (allSent && received === expected) settle();
  };
  const onError = (error: unknown) => settle(error);
  worker.on('message', onMessage);
  worker.on('error', onError);
  ready.then(onRunning, onError);
  const send = () => {
    if (batch.length === 0) return;
    expected += batch.length;
    worker.postMessage(batch);
    batch = [];
    batchChars = 0;
  };

  const stopListening = () => {
    worker.off('message', onMessage);
    worker.off('error', onError);
  };
  try {
    const results: NoteResult[] = [];
    for (const job of jobs) {
      const pending: [key: string, index: number][] = [];
      let index = 0;
      const result = compileNote(job, context, (code, lang) => {
        const at = index++;
        const key = codeRunsKey(code, lang);
        if (key === undefined) return undefined;
        const known = knownRuns.get(key);
        if (known !== undefined) return known === 0 ? undefined : known;
        pending.push([key, at]);
        if (!waiting.has(key)) {
          waiting.set(key, []);
          batch.push({ key, code, lang });
          batchChars += code.length;
        }
        return undefined;
      });
      // compileNote made the array for this note alone: its waiting entries are filled in place.
      const code = result.annotations.code as (CodeRuns | 0)[];
      for (const [key, at] of pending) waiting.get(key)!.push({ code, index: at });
      if (batchChars >= HIGHLIGHT_BATCH_CHARS) send();
      results.push(result);
      // Lets the worker's messages in between notes: its word that it is ready (onRunning) comes
      // when it is, not once every note is parsed.
      await yieldToEvents();
    }
    send();
    allSent = true;
    if (received === expected) settle();
    const coloured = done.finally(stopListening);
    // Whoever awaits the colours hears of a failure; until then it is not an unhandled rejection.
    coloured.catch(() => undefined);
    return { results, coloured };
  } catch (error) {
    stopListening();
    throw error;
  }
}
