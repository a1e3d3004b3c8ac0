import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadCodeRuns, saveCodeRuns } from './code-runs-cache.ts';
import { highlightPool, MIN_JOBS_FOR_WORKERS, MIN_TEXT_FOR_HIGHLIGHTER, startWorkers } from './compile-threads.ts';
import type { Catalogue, CompileCache, CompileResult } from './compile.ts';
import { loadNoteResults, saveNoteResults } from './note-results-cache.ts';
import type { EmitResult } from './emit.ts';
import { listSources, readSources, reloadSources } from './load.ts';
import { formatProblem, summarise } from './problems.ts';

export interface BuildOptions {
  /** The project root: messages name files relative to it. */
  rootDir: string;
  notesDir?: string;
  outDir?: string;
  /** Validate only; write nothing. */
  check?: boolean;
  cache?: CompileCache;
  /** Files the watcher saw added, changed or deleted since the last build with this cache. */
  changed?: readonly string[];
  /** Cores to compile on; more than one starts worker threads, which need tsx (CLI, benchmark). */
  threads?: number;
  /** A file that keeps the colours of the code samples from one build to the next. */
  codeRunsCache?: string;
  /** A file that keeps the compiled notes from one build to the next (see note-results-cache.ts). */
  noteResultsCache?: string;
  log?: (line: string) => void;
  /** Called with a valid catalogue before it is written (the dev server shows a saved note right away). */
  beforeEmit?: (catalogue: CompileResult['catalogue']) => void;
  /**
   * Called once, when the notes compile on every thread they use (the colouring thread has loaded
   * its grammars), or when they are read and none needs compiling; not if the notes cannot be read.
   */
  onRunning?: () => void;
  /**
   * Asks for every module but the notes' chunks to be written as soon as the notes are parsed and
   * valid, while their code is still being coloured: called then, the chunks are written after.
   * Without it the chunks come first (a dev server never imports a chunk that is not written yet).
   */
  onIndexesWritten?: (catalogue: Catalogue) => void;
}

export interface BuildResult extends CompileResult {
  emitted?: EmitResult;
  /** Every problem and the closing summary, as printed. */
  report: string;
}

/** Compiles notes/ and, when every note is valid, writes src/generated; a failed build writes nothing. */
export async function buildContent(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const notesDir = options.notesDir ?? path.join(options.rootDir, 'notes');
  const outDir = options.outDir ?? path.join(options.rootDir, 'src', 'generated');
  const label = path.relative(options.rootDir, notesDir).split(path.sep).join('/') || '.';

  let running = false;
  const onRunning = () => {
    if (!running) options.onRunning?.();
    running = true;
  };
  const reusable = options.noteResultsCache && !options.cache?.notes.size ? loadNoteResults(options.noteResultsCache) : undefined;
  const incremental = options.cache && options.changed && options.cache.sources.size > 0;
  const files = incremental ? [] : await listSources(notesDir);
  const threads = options.threads ?? 1;
  // Only a large cold build is worth workers that compile notes; they boot while the compiler loads.
  // A smaller one may colour its code on another core, if it has enough to compile (compile-pool.ts):
  // a cold one (no compiled note to reuse) starts that thread now, and it loads its grammars while
  // this thread loads the compiler (half a second).
  const workers =
    threads <= 1
      ? undefined
      : files.length >= MIN_JOBS_FOR_WORKERS
        ? startWorkers(threads - 1)
        : highlightPool(
            !incremental && !options.cache?.notes.size && !reusable?.size && (await textSize(notesDir, files)) >= MIN_TEXT_FOR_HIGHLIGHTER,
          );
  let result: CompileResult;
  let cache: CompileCache | undefined;
  let emitted: EmitResult | undefined;
  const typesModule = path.join(options.rootDir, 'src', 'catalog', 'types.ts');
  try {
    const [{ compileSources, createCompileCache }, sources] = await Promise.all([
      import('./compile.ts'),
      incremental ? reloadSources(notesDir, options.cache!.sources, options.changed!) : readSources(notesDir, files),
    ]);
    cache = options.cache ?? (options.noteResultsCache ? createCompileCache() : undefined);
    if (cache && reusable) cache.notes = reusable;
    if (options.codeRunsCache) loadCodeRuns(options.codeRunsCache);
    if (cache) cache.sources = new Map(sources.map((source) => [source.path, source]));
    result = await compileSources(sources, { notesLabel: label, cache, workers, onRunning });
    onRunning();
    if (result.ok && !options.check && options.onIndexesWritten) {
      const { emitIndexes } = await import('./emit.ts');
      emitted = await emitIndexes(result.catalogue, outDir, typesModule, cache?.emitted);
      options.onIndexesWritten(result.catalogue);
    }
    await result.coloured;
  } finally {
    await workers?.close();
  }
  const lines = result.problems.map(formatProblem);
  if (!result.ok) {
    lines.push(`Content build failed: ${summarise(result.problems)}.${options.check ? '' : ' The previous catalogue was kept.'}`);
  } else {
    options.beforeEmit?.(result.catalogue);
    if (!options.check) {
      const { emitBodies, emitCatalogue } = await import('./emit.ts');
      if (emitted) {
        const bodies = await emitBodies(result.catalogue, outDir, typesModule, cache?.emitted);
        emitted = { written: [...bodies.written, ...emitted.written], removed: emitted.removed };
      } else {
        emitted = await emitCatalogue(result.catalogue, outDir, typesModule, cache?.emitted);
      }
    }
    if (!options.check && options.codeRunsCache) saveCodeRuns(options.codeRunsCache, result.catalogue.notes);
    const { notes, series } = result.catalogue;
    const action = options.check
      ? 'checked'
      : `compiled, ${emitted!.written.length} file${emitted!.written.length === 1 ? '' : 's'} written`;
    lines.push(
      `Content: ${notes.length} notes in ${series.length} series ${action} (${summarise(result.problems)}) in ${Math.round(performance.now() - started)} ms.`,
    );
  }
  // After the catalogue: the Vite builds of `npm run build` wait for it, not for the cache.
  if (!options.check && options.noteResultsCache && result.compiled > 0) saveNoteResults(options.noteResultsCache, cache!.notes);
  const report = lines.join('\n');
  options.log?.(report);
  return { ...result, emitted, report };
}

/** The bytes of the notes' files: what a cold build has to compile. */
async function textSize(notesDir: string, files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(notesDir, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
