import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  NOTE_FILES_FOLDER,
  SERIES_BUCKETS,
  seriesBucket,
  type BucketFile,
  type CatalogueManifest,
  type HomeFile,
  type LessonEntry,
  type SeriesFile,
} from '../../shared/catalogue-files.ts';
import { seriesKeyOf, SUMMARY_FIELDS, type NoteChunk, type NoteMeta, type NoteSummary } from '../../shared/note.ts';
import type { Catalogue, CompiledNote } from './compiled-note.ts';
import { buildSearchIndex } from './search-index.ts';
import { SERIES_CONFIG } from './series-config.ts';

/** The catalogue's files by name (their JSON text) and the manifest that names the entry files. */
export interface CatalogueOutput {
  manifest: CatalogueManifest;
  files: ReadonlyMap<string, string>;
}

/** What earlier outputs made of an unchanged note (the very same object): its file, not made again. */
export type CatalogueMemo = WeakMap<CompiledNote, { file: string; text: string; copy: string }>;

const MANIFEST = 'manifest.json';

/** A file name for a series that any host serves as is (`c++` → `c_2b_2b`). */
function seriesFileStem(key: string): string {
  return key.replace(/[^a-z0-9-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`);
}

/** The catalogue as files no page outgrows: notes, series, 16 buckets of series, and a fixed-size manifest naming the entry files. */
export function catalogueOutput(catalogue: Catalogue, memo: CatalogueMemo = new WeakMap()): CatalogueOutput {
  const files = new Map<string, string>();
  const add = (folder: string, stem: string, value: unknown, text = JSON.stringify(value)) => {
    const file = `${folder}${stem}.${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.json`;
    files.set(file, text);
    return file;
  };
  const noteFile = (note: CompiledNote) => {
    let made = memo.get(note);
    if (!made) {
      const text = JSON.stringify(noteChunk(note));
      made = { file: add(NOTE_FILES_FOLDER, String(note.meta.id), undefined, text), text, copy: JSON.stringify(note.copy) };
      memo.set(note, made);
    } else files.set(made.file, made.text);
    return made;
  };

  const bySeries = new Map<string, CompiledNote[]>();
  for (const note of catalogue.notes) {
    const key = seriesKeyOf(note.meta);
    if (!bySeries.has(key)) bySeries.set(key, []);
    bySeries.get(key)!.push(note);
  }
  const buckets: Record<string, string>[] = Array.from({ length: SERIES_BUCKETS }, () => ({}));
  for (const key of catalogue.seriesKeys) {
    const notes = bySeries.get(key) ?? [];
    const made = notes.map(noteFile);
    const copies = `{${notes.map((note, index) => `${JSON.stringify(String(note.meta.id))}:${made[index]!.copy}`).join(',')}}`;
    const series: SeriesFile = {
      info: catalogue.series.find((info) => info.key === key),
      lessons: notes.map(lessonEntry),
      notes: Object.fromEntries(notes.map((note, index) => [note.meta.id, made[index]!.file])),
      copies: add('copies/', seriesFileStem(key), undefined, copies),
      ...(notes.some(runsPython) && { python: true }),
    };
    buckets[seriesBucket(key)]![key] = add('series/', seriesFileStem(key), series);
  }

  const home: HomeFile = {
    series: catalogue.series.filter((info) => SERIES_CONFIG.some((config) => config.key === info.key)),
    firstNotes: SERIES_CONFIG.flatMap((config) => {
      const first = bySeries.get(config.key)?.[0];
      return first ? [summary(first)] : [];
    }),
  };
  // The search index's shards and notes' files, in a folder named by their content.
  const search = buildSearchIndex(catalogue.notes, catalogue.series, (hash) => `search/${hash}/`);
  for (const [name, text] of search.files) files.set(`${search.head.folder}${name}`, text);
  const manifest: CatalogueManifest = {
    navigation: SERIES_CONFIG.map(({ key, label }) => ({ key, label })),
    home: add('', 'home', home),
    buckets: buckets.map((bucket: BucketFile, index) => add('buckets/', String(index), bucket)),
    search: add('', 'search', catalogue.notes.map(summary)),
    fullText: add('', 'full-text', search.head),
  };
  return { manifest, files };
}

/** A note as its series' file lists it, with the exercises its reader can solve (the sidebar counts them). */
function lessonEntry(note: CompiledNote): LessonEntry {
  const solvable = note.exercises
    .filter((exercise) => exercise.check && exercise.check.kind !== 'unchecked')
    .map((exercise) => exercise.slug);
  return { id: note.meta.id, title: note.meta.title, ...(solvable.length > 0 && { exercises: solvable }) };
}

/** Whether a note's samples or checks run Python. */
function runsPython({ annotations }: CompiledNote): boolean {
  return (
    (annotations.run ?? []).some((plan) => plan !== 0 && plan.kind === 'python') ||
    Object.values(annotations.checks ?? {}).some((check) => check.kind === 'code' && check.lang === 'python')
  );
}

/** Writes the files outDir lacks (named by content hash), swaps the manifest in at once, then removes files no longer named. */
export function writeCatalogue({ manifest, files }: CatalogueOutput, outDir: string): { written: string[]; removed: string[] } {
  const existing = new Set(listFiles(outDir));
  const written: string[] = [];
  for (const [file, text] of files) {
    if (existing.has(file)) continue;
    mkdirSync(path.join(outDir, path.dirname(file)), { recursive: true });
    // Synchronous: thousands of small files are written faster without thread-pool hops.
    writeFileSync(path.join(outDir, file), text);
    written.push(file);
  }
  const manifestText = `${JSON.stringify(manifest, null, 1)}\n`;
  const temporary = path.join(outDir, `${MANIFEST}.${process.pid}.tmp`);
  writeFileSync(temporary, manifestText);
  renameSync(temporary, path.join(outDir, MANIFEST));
  const removed = [...existing].filter((file) => file !== MANIFEST && !files.has(file));
  for (const file of removed) rmSync(path.join(outDir, file), { force: true });
  // A folder left empty (an old search index's) goes too; one still holding files stays.
  for (const folder of new Set(removed.map((file) => path.dirname(file)).filter((folder) => folder !== '.'))) {
    try {
      rmdirSync(path.join(outDir, folder));
    } catch {
      // Not empty: it holds this catalogue's files.
    }
  }
  return { written, removed };
}

/** The catalogue's file names under outDir (`notes/105.x.json`), manifest included. */
function listFiles(outDir: string): string[] {
  try {
    return readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** A note's own file: metadata (but headings, which the page reads from the body), body and annotations. */
export function noteChunk(note: CompiledNote): NoteChunk {
  const meta: Partial<NoteMeta> = { ...note.meta };
  delete meta.headings;
  return { meta: meta as NoteChunk['meta'], default: note.body, annotations: note.annotations };
}

/** A note's card fields (JSON leaves out those it lacks). */
function summary({ meta }: CompiledNote): NoteSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, meta[field]])) as NoteSummary;
}
