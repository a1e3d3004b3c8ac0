import { deserialize } from 'node:v8';
import { compileNote, type CatalogueContext, type NoteJob, type NoteResult } from '../compile-note.ts';
import type { CodeRuns } from '../../../shared/code-annotations.ts';
import { highlightCode, loadHighlighter } from '../highlight/highlight-code.ts';

/** A batch of notes; the build's context comes once, in shared memory, known by `id`. */
export interface CompileBatch {
  context: { id: number; bytes: Uint8Array };
  jobs: NoteJob[];
}

// Compiles batches of notes on another core for compile-pool.ts.
await loadHighlighter();
let read: { id: number; context: CatalogueContext } | undefined;
/** The colours this thread has made, by codeRunsKey: a block met twice is tokenised once. */
const runs = new Map<string, CodeRuns | 0>();

export default function compileBatch({ context, jobs }: CompileBatch): NoteResult[] {
  if (read?.id !== context.id) read = { id: context.id, context: deserialize(context.bytes) as CatalogueContext };
  return jobs.map((job) => compileNote(job, read!.context, (code, lang) => highlightCode(code, lang, runs)));
}
