import { parentPort } from 'node:worker_threads';
import { compileNote, type CatalogueContext, type NoteJob } from './compile-note.ts';
import { loadHighlighter } from './highlight-code.ts';

// Compiles batches of notes on another core for compile-pool.ts.
await loadHighlighter();
let context: CatalogueContext | undefined;
parentPort!.on('message', (message: { context: CatalogueContext } | { start: number; jobs: NoteJob[] }) => {
  if ('context' in message) {
    context = message.context;
    return;
  }
  parentPort!.postMessage({ start: message.start, results: message.jobs.map((job) => compileNote(job, context!)) });
});
