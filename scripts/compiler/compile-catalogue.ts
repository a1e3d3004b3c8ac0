import { createHash } from 'node:crypto';
import type { SeriesInfo } from '../../shared/series.ts';
import type { NoteJob, NoteResult } from './compile-note.ts';
import { compileAll } from './threads/compile-pool.ts';
import type { CompileThreads } from './threads/compile-threads.ts';
import { normalisedText, type SourceFile } from '../note-source/load.ts';
import type { Catalogue, CompiledNote } from './compiled-note.ts';
import type { NoteFileTable } from './note-links.ts';
import { countErrors, sortProblems, type Problem, type ProblemInput } from '../note-source/problems.ts';
import { findSeriesConfig, SERIES_CONFIG } from './series-config.ts';
import type { BuildCache } from './build-cache.ts';
import { readSeriesInfo } from './series-info.ts';

export interface CompileResult {
  catalogue: Catalogue;
  problems: Problem[];
  ok: boolean;
  /** How many notes were compiled, not taken from the cache. */
  compiled: number;
  /** Settles once every code block's colours are in its note: a large cold build returns the notes first (compileAll). */
  coloured: Promise<void>;
}

export interface CompileOptions {
  cache?: BuildCache;
  /** Worker threads to share a large cold build with (see compile-pool.ts). */
  workers?: CompileThreads;
}

/** The notes folder, as messages name it from the project root. */
const NOTES = 'notes';
const NOTE_FILE = /^(\d+)-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TOPIC_FOLDER = /^[a-z0-9][a-z0-9+.-]*$/;

/** Validates and compiles every note and series file; links resolve by file name, so each note compiles on its own. */
export async function compileSources(sources: readonly SourceFile[], options: CompileOptions = {}): Promise<CompileResult> {
  const cached = options.cache?.notes ?? new Map<string, NoteResult>();
  const problems: Problem[] = [];
  const add = (path: string, found: readonly ProblemInput[]) => {
    for (const problem of found) problems.push({ file: `${NOTES}/${path}`, ...problem });
  };

  const topics = new Set<string>();
  const inFolders: HashedSource[] = [];
  for (const source of sources) {
    const [topic, name, ...deeper] = source.path.split('/');
    if (source.unreadable) {
      add(source.path, [{ ...source.unreadable, severity: 'error', field: 'file' }]);
    } else if (!topic || !name || deeper.length > 0) {
      add(source.path, [fileProblem('a note belongs directly in notes/<topic>/')]);
    } else if (!TOPIC_FOLDER.test(topic)) {
      add(source.path, [fileProblem(`"${topic}" is not a valid series folder: use lowercase letters, digits and + . -`)]);
    } else {
      topics.add(topic);
      inFolders.push(normalised(source));
    }
  }
  const seriesKeys = [...SERIES_CONFIG.map((series) => series.key), ...[...topics].filter((topic) => !findSeriesConfig(topic)).sort()];
  const seriesKeySet = new Set(seriesKeys);

  const series: SeriesInfo[] = [];
  const jobs: NoteJob[] = [];
  for (const file of inFolders) {
    const [topic = '', name = ''] = file.path.split('/');
    const config = findSeriesConfig(topic);
    if (file.text.includes('\u0000')) {
      add(file.path, [fileProblem('contains binary data (a NUL byte): notes are UTF-8 text')]);
    } else if (name === '_series.md') {
      const result = readSeriesInfo(file.text, topic, config);
      add(file.path, result.problems);
      if (result.info) series.push(result.info);
    } else {
      const fileId = NOTE_FILE.exec(name)?.[1];
      if (fileId === undefined) add(file.path, [fileProblem('the file name must be <id>-<slug>.md, for example 104-jsx-in-depth.md')]);
      jobs.push({
        path: file.path,
        text: file.text,
        topic,
        fileId: fileId === undefined ? undefined : Number(fileId),
        idRange: config?.idRange,
      });
    }
  }
  for (const topic of topics) {
    if (!findSeriesConfig(topic)) {
      add(`${topic}/_series.md`, [
        fileProblem(
          `"${topic}" is not a configured series, so its id range is not checked (see scripts/compiler/series-config.ts)`,
          'warning',
        ),
      ]);
    }
    if (!series.some((info) => info.key === topic)) {
      add(`${topic}/_series.md`, [fileProblem('missing: the series page falls back to a generic title and description', 'warning')]);
    }
  }

  const table: NoteFileTable = new Map(
    jobs.filter((job) => job.fileId !== undefined).map((job) => [job.path, { topic: job.topic, id: job.fileId! }]),
  );
  const tableKey = hashText(`${[...table.keys()].join('\n')}\n${seriesKeys.join(',')}`);
  const hashes = new Map(inFolders.map((file) => [file.path, file.hash]));
  const keys = jobs.map((job) => `${job.path}\u0000${hashes.get(job.path)}\u0000${tableKey}`);
  const pending = jobs.filter((_job, index) => !cached.has(keys[index]!));
  const { results: fresh, coloured } = await compileAll(
    pending,
    { table, seriesKeys: seriesKeySet },
    options.cache?.runs ?? new Map(),
    options.workers,
  );
  const freshByPath = new Map(pending.map((job, index) => [job.path, fresh[index]!]));
  const results = jobs.map((job, index) => cached.get(keys[index]!) ?? freshByPath.get(job.path)!);
  if (options.cache) options.cache.notes = new Map(keys.map((key, index) => [key, results[index]!]));

  results.forEach((result, index) => add(jobs[index]!.path, result.problems));
  const duplicates = findDuplicateIds(jobs, results);
  for (const [index, message] of duplicates)
    add(jobs[index]!.path, [{ ...results[index]!.idPosition, severity: 'error', field: 'id', message }]);

  const notes = results.flatMap((result, index) => (duplicates.has(index) ? [] : (compiledNote(result, jobs[index]!) ?? [])));

  const sorted = sortProblems(problems);
  return {
    catalogue: {
      notes: notes.sort((a, b) => a.meta.id - b.meta.id),
      seriesKeys,
      series: series.sort((a, b) => seriesKeys.indexOf(a.key) - seriesKeys.indexOf(b.key)),
    },
    problems: sorted,
    ok: countErrors(sorted) === 0,
    compiled: pending.length,
    coloured,
  };
}

/** A problem with a file as a whole, at its first line. */
function fileProblem(message: string, severity: ProblemInput['severity'] = 'error'): ProblemInput {
  return { line: 1, column: 1, severity, field: 'file', message };
}

// An unchanged note is the cache's same NoteResult, so its CompiledNote and what derives from it are made once.
const compiledNotes = new WeakMap<NoteResult, CompiledNote | null>();

/** A note as the catalogue carries it, or null when its id, title or date is missing. */
function compiledNote(result: NoteResult, job: NoteJob): CompiledNote | null {
  const known = compiledNotes.get(result);
  if (known !== undefined) return known;
  const { id, title, date, reviewed, references, description, tags, seriesKey, displayTopic } = result.fields;
  const note: CompiledNote | null =
    id === undefined || title === undefined || date === undefined
      ? null
      : {
          meta: {
            id,
            topic: job.topic,
            ...(seriesKey ? { seriesKey } : {}),
            title,
            ...(description ? { description } : { excerpt: result.body.plainText.slice(0, 150) }),
            tags,
            date,
            ...(reviewed ? { reviewed } : {}),
            ...(references.length > 0 ? { references } : {}),
            ...(displayTopic ? { displayTopic } : {}),
            headings: result.body.headings,
            readingMinutes: result.readingMinutes,
            sourcePath: `${NOTES}/${job.path}`,
          },
          body: result.lightMarkup,
          annotations: result.annotations,
          blocks: result.body.blocks,
          sections: result.sections,
          copy: result.copy,
          exercises: result.body.exercises,
        };
  compiledNotes.set(result, note);
  return note;
}

/** For every note whose id another note also uses: its index and a message naming the others. */
function findDuplicateIds(jobs: readonly NoteJob[], results: readonly NoteResult[]): Map<number, string> {
  const byId = new Map<number, number[]>();
  results.forEach((result, index) => {
    const id = result.fields.id;
    if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), index]);
  });
  const duplicates = new Map<number, string>();
  for (const [id, indexes] of byId) {
    if (indexes.length < 2) continue;
    for (const index of indexes) {
      const others = indexes.filter((other) => other !== index).map((other) => `${NOTES}/${jobs[other]!.path}`);
      duplicates.set(index, `${id} is also used by ${others.join(', ')}`);
    }
  }
  return duplicates;
}

// The dev server passes its unchanged files again, the same objects: each is normalised and hashed once.
const normalisedSources = new WeakMap<SourceFile, HashedSource>();

interface HashedSource extends SourceFile {
  hash: string;
}

function normalised(source: SourceFile): HashedSource {
  let result = normalisedSources.get(source);
  if (!result) {
    const text = normalisedText(source.text);
    result = { path: source.path, text, hash: hashText(text) };
    normalisedSources.set(source, result);
  }
  return result;
}

function hashText(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}
