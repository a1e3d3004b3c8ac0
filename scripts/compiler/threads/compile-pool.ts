import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { serialize } from 'node:v8';
import { compileNote, type CatalogueContext, type NoteJob, type NoteResult } from '../compile-note.ts';
import type { CodeRuns } from '../../../shared/code-annotations.ts';
import { codeRunsKey, highlightCode, loadHighlighter } from '../highlight/highlight-code.ts';
import { MIN_JOBS_FOR_WORKERS, MIN_TEXT_FOR_HIGHLIGHTER, type Colourer, type CompileThreads } from './compile-threads.ts';
import type { WorkerPool } from './worker-pool.ts';
import type compileBatch from './compile-worker.ts';

const BATCH_SIZE = 32;
/** Tells one build's context from another's, in threads that keep theirs (compile-worker.ts). */
let contexts = 0;

/** Compiled notes and when their code is coloured: beside the colouring thread, runs are filled in place by `coloured`. */
export interface CompiledJobs {
  results: NoteResult[];
  coloured: Promise<void>;
}

/** The code a message to the colouring thread carries at least, so that it starts early but is not flooded. */
const HIGHLIGHT_BATCH_CHARS = 16 * 1024;

/** Compiles every job; this thread and the workers each take the next free batch, so a slow-starting worker holds nothing up. */
export async function compileAll(
  jobs: readonly NoteJob[],
  context: CatalogueContext,
  runs: Map<string, CodeRuns | 0>,
  threads?: CompileThreads,
): Promise<CompiledJobs> {
  if (threads?.colourer && jobs.reduce((sum, job) => sum + job.text.length, 0) >= MIN_TEXT_FOR_HIGHLIGHTER)
    return compileBesideHighlighter(jobs, context, runs, threads.colourer());
  return { results: await compileOnThreads(jobs, context, runs, threads?.compilers), coloured: Promise.resolve() };
}

/** Compiles whole notes, on this thread and on the compiling threads for a large catalogue. */
async function compileOnThreads(
  jobs: readonly NoteJob[],
  context: CatalogueContext,
  runs: Map<string, CodeRuns | 0>,
  compilers?: WorkerPool<typeof compileBatch>,
): Promise<NoteResult[]> {
  if (jobs.length === 0) return [];
  await loadHighlighter();
  const compile = (job: NoteJob) => compileNote(job, context, (code, lang) => highlightCode(code, lang, runs));
  if (!compilers || jobs.length < MIN_JOBS_FOR_WORKERS) return jobs.map(compile);

  const results: NoteResult[] = new Array(jobs.length);
  const bytes = serialize(context);
  const shared = { id: ++contexts, bytes: new Uint8Array(new SharedArrayBuffer(bytes.length)) };
  shared.bytes.set(bytes);
  // This thread takes batches from the front, the workers from the back: each meets fewer languages (notes are in series order).
  let next = 0;
  let last = Math.ceil(jobs.length / BATCH_SIZE);
  const onThisThread = async () => {
    while (next < last) {
      const start = next++ * BATCH_SIZE;
      for (let index = start; index < Math.min(start + BATCH_SIZE, jobs.length); index++) results[index] = compile(jobs[index]!);
      // Let worker results in, so each worker gets its next batch without waiting for this loop.
      await yieldToEvents();
    }
  };
  const onWorkers = async () => {
    while (next < last) {
      const start = --last * BATCH_SIZE;
      const compiled = await compilers.run({ context: shared, jobs: jobs.slice(start, start + BATCH_SIZE) });
      compiled.forEach((result, offset) => (results[start + offset] = result));
    }
  };
  // As many batches out at once as the threads take (compile-threads.ts): a slow-starting one holds none up.
  await Promise.all([onThisThread(), ...Array.from({ length: 2 * compilers.threads }, onWorkers)]);
  return results;
}

/** Compiles on this thread while the colouring thread colours each new block; the notes return once parsed, their runs filled in later. */
async function compileBesideHighlighter(
  jobs: readonly NoteJob[],
  context: CatalogueContext,
  runs: Map<string, CodeRuns | 0>,
  { pool, ready }: Colourer,
): Promise<CompiledJobs> {
  /** Where each block waiting for its colours goes: a note's code annotations, at an index. */
  const waiting = new Map<string, { code: (CodeRuns | 0)[]; index: number }[]>();
  const answers: Promise<unknown>[] = [ready];
  let batch: { key: string; code: string; lang: string }[] = [];
  let batchChars = 0;
  const send = () => {
    if (batch.length === 0) return;
    const sent = batch;
    const answer = pool.run(sent).then((coloured) =>
      coloured.forEach((result, at) => {
        runs.set(sent[at]!.key, result);
        for (const slot of waiting.get(sent[at]!.key)!) slot.code[slot.index] = result;
      }),
    );
    // Heard through `coloured`; a failure before that is not an unhandled rejection.
    answer.catch(() => undefined);
    answers.push(answer);
    batch = [];
    batchChars = 0;
  };

  const results: NoteResult[] = [];
  for (const job of jobs) {
    const pending: [key: string, index: number][] = [];
    let index = 0;
    const result = compileNote(job, context, (code, lang) => {
      const at = index++;
      const key = codeRunsKey(code, lang);
      if (key === undefined) return undefined;
      const known = runs.get(key);
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
    // Lets the thread's answers in between notes, so its batches keep flowing.
    await yieldToEvents();
  }
  send();
  const coloured = Promise.all(answers).then(() => undefined);
  // Whoever awaits the colours hears of a failure; until then it is not an unhandled rejection.
  coloured.catch(() => undefined);
  return { results, coloured };
}
