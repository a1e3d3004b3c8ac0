import { seriesBucket, type BucketFile, type NoteFile, type SeriesFile } from '../../shared/catalogue-files';
import type { BodyAnnotations } from '../../shared/code-annotations';
import type { LessonSummary, NoteDetails, NoteSummary } from '../../shared/note';
import { catalogueManifest, loadCatalogueFile } from './catalogue-source';
import { savedNotes } from './saved-notes';

/** The bucket file that lists a series key, and what it lists (one of 16, whatever the key). */
async function bucketOf(key: string): Promise<{ file: string; entries: BucketFile }> {
  const bucket = seriesBucket(key);
  const file = catalogueManifest().buckets[bucket]!;
  return { file, entries: await loadCatalogueFile<BucketFile>(`series-index-${bucket}`, file) };
}

/** The file of a known series; none for any other key. */
function seriesFileIn(entries: BucketFile, key: string): string | undefined {
  return Object.hasOwn(entries, key) ? entries[key] : undefined;
}

/** Whether a lowercase topic is a known series: the navigation's 13, or any folder under notes/. */
export async function isKnownSeries(key: string): Promise<boolean> {
  return seriesFileIn((await bucketOf(key)).entries, key) !== undefined;
}

/** Every known series key, for the prerenderer, which visits them all. */
export async function allSeriesKeys(): Promise<string[]> {
  const { buckets } = catalogueManifest();
  const files = await Promise.all(buckets.map((file, bucket) => loadCatalogueFile<BucketFile>(`series-index-${bucket}`, file)));
  return files.flatMap((file) => Object.keys(file));
}

/** A series as the pages use it: each lesson with its topic. */
export interface SeriesChunk extends Omit<SeriesFile, 'lessons'> {
  lessons: readonly LessonSummary[];
}

/** The lessons of a known series, fetched as the series' own file with the chunk time-out. */
export async function loadSeries(key: string): Promise<SeriesChunk> {
  const file = seriesFileIn((await bucketOf(key)).entries, key);
  if (!file) return { info: undefined, lessons: [], notes: {}, copies: '' };
  const series = await loadCatalogueFile<SeriesFile>(`series-${key}`, file);
  // Every note of a series has the series key as its topic (the content build checks it).
  return { ...series, lessons: series.lessons.map((lesson) => ({ ...lesson, topic: key })) };
}

/**
 * The files a series' pages are made from: its bucket, its own file and the note's on a note's page, or every
 * note's (`'every'`) on the series' print page.
 */
export async function pageFilesOf(key: string, notes?: number | 'every'): Promise<string[]> {
  const bucket = await bucketOf(key);
  const seriesFile = seriesFileIn(bucket.entries, key);
  if (!seriesFile) return [bucket.file];
  return [bucket.file, seriesFile, ...noteFilesOf((await loadSeries(key)).notes, notes)];
}

function noteFilesOf(files: SeriesFile['notes'], notes?: number | 'every'): string[] {
  if (notes === 'every') return Object.values(files);
  return notes !== undefined && Object.hasOwn(files, notes) ? [files[notes]!] : [];
}

/** A note as its page receives it: metadata, light-markup body and the body's annotations. */
export interface LoadedNote {
  meta: NoteDetails;
  body: string;
  annotations?: BodyAnnotations;
}

/** A note's metadata, light-markup body and annotations: a save the dev server pushed, or its own file. */
export async function loadNote(series: SeriesChunk, id: number): Promise<LoadedNote> {
  const saved = import.meta.env.DEV ? savedNotes.get(id) : undefined;
  if (saved) return { meta: saved.meta, body: saved.default, annotations: saved.annotations };
  const file = Object.hasOwn(series.notes, id) ? series.notes[id] : undefined;
  if (!file) throw new Error(`Note ${id} has no file in its series`);
  const note = await loadCatalogueFile<NoteFile>(`note-${id}`, file);
  return { meta: note.meta, body: note.default, annotations: note.annotations };
}

/** Every note's card data for the home search, fetched when a visitor first searches. */
export async function loadSearchIndex(): Promise<readonly NoteSummary[]> {
  return loadCatalogueFile('search', catalogueManifest().search);
}
