import { stat } from 'node:fs/promises';
import path from 'node:path';
import { highlightPool, MIN_JOBS_FOR_WORKERS, MIN_TEXT_FOR_HIGHLIGHTER, startWorkers } from './threads/compile-threads.ts';
import type { CompileResult } from './compile-catalogue.ts';
import { createBuildCache, saveBuildCache, type BuildCache } from './build-cache.ts';
import { listSources, readSources, reloadSources } from '../note-source/load.ts';
import { formatProblem, summarise } from '../note-source/problems.ts';
import { catalogueOutput, writeCatalogue, type CatalogueOutput } from './write-catalogue.ts';
import { exerciseCounts, formatExerciseCounts } from './exercise-counts.ts';
import { formatQuestionCounts } from './question-counts.ts';

export interface BuildOptions {
  /** The project root: messages name files relative to it. */
  rootDir: string;
  /** Where the catalogue's files go (CATALOGUE_DIR by default); false keeps them in memory (the dev server). */
  outDir?: string | false;
  /** Validate only; write nothing. */
  check?: boolean;
  /** What earlier builds left (readBuildCache keeps it on disk); a cache in memory by default. */
  cache?: BuildCache;
  /** Whether the compiled notes are saved to the cache's disk copy (a dev server's save skips it). */
  saveNotes?: boolean;
  /** Files the watcher saw added, changed or deleted since the last build with this cache. */
  changed?: readonly string[];
  /** Cores to compile on; more than one starts worker threads, which need tsx (CLI, benchmark). */
  threads?: number;
}

export interface BuildResult extends CompileResult {
  /** The catalogue's files when every note is valid and this was no check, made when first read (the dev server sends a save first). */
  readonly output?: CatalogueOutput;
  /** The files written to outDir. */
  written?: string[];
  /** Every problem and the closing summary, as printed. */
  report: string;
}

/** Where `npm run content` and `npm run build` write the catalogue, from the project root. */
export const CATALOGUE_DIR = path.join('build', 'catalogue');

/** Compiles notes/ and, when every note is valid, writes the catalogue; a failed build writes nothing. */
export async function buildContent(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const notesDir = path.join(options.rootDir, 'notes');
  const outDir = options.outDir ?? path.join(options.rootDir, CATALOGUE_DIR);

  const cache = options.cache ?? createBuildCache();
  const incremental = options.changed && cache.sources.size > 0;
  const files = incremental ? [] : await listSources(notesDir);
  const threads = options.threads ?? 1;
  // A large cold build compiles on worker threads, booting while the compiler loads; a smaller one may colour code on another core.
  const workers =
    threads <= 1
      ? undefined
      : files.length >= MIN_JOBS_FOR_WORKERS
        ? startWorkers(threads - 1)
        : highlightPool(!incremental && cache.notes.size === 0 && (await textSize(notesDir, files)) >= MIN_TEXT_FOR_HIGHLIGHTER);
  let result: CompileResult;
  try {
    const [{ compileSources }, sources] = await Promise.all([
      import('./compile-catalogue.ts'),
      incremental ? reloadSources(notesDir, cache.sources, options.changed!) : readSources(notesDir, files),
    ]);
    cache.sources = new Map(sources.map((source) => [source.path, source]));
    result = await compileSources(sources, { cache, workers });
    await result.coloured;
  } finally {
    await workers?.close();
  }
  const lines = result.problems.map(formatProblem);
  // The check reports how the exercises are checked on the page, per series (issue 44's counts).
  if (options.check) {
    lines.push(...formatExerciseCounts(exerciseCounts(result.catalogue.notes, result.catalogue.seriesKeys)));
    lines.push(...formatQuestionCounts(result.catalogue.notes, result.catalogue.seriesKeys));
  }
  let output: CatalogueOutput | undefined;
  const makeOutput = () => (output ??= catalogueOutput(result.catalogue, cache.catalogue));
  let written: string[] | undefined;
  if (!result.ok) {
    lines.push(`Content build failed: ${summarise(result.problems)}.${options.check ? '' : ' The previous catalogue was kept.'}`);
  } else {
    if (!options.check && outDir) written = writeCatalogue(makeOutput(), outDir).written;
    const { notes, series } = result.catalogue;
    const action = options.check
      ? 'checked'
      : written
        ? `compiled, ${written.length} file${written.length === 1 ? '' : 's'} written`
        : 'compiled';
    lines.push(
      `Content: ${notes.length} notes in ${series.length} series ${action} (${summarise(result.problems)}) in ${Math.round(performance.now() - started)} ms.`,
    );
  }
  // A broken note is kept too: the next build reports its problems without compiling it again.
  if (!options.check) saveBuildCache(cache, result.catalogue.notes, { notes: options.saveNotes !== false && result.compiled > 0 });
  return {
    ...result,
    written,
    report: lines.join('\n'),
    get output() {
      return result.ok && !options.check ? makeOutput() : undefined;
    },
  };
}

/** The bytes of the notes' files: what a cold build has to compile. */
async function textSize(notesDir: string, files: readonly string[]): Promise<number> {
  const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(notesDir, file))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
