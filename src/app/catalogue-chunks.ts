import type { BodyAnnotations, LessonSummary, NoteChunk, NoteDetails, NoteSummary, SeriesInfo, SeriesModule } from '../catalog/types';
import { bucketLoaders, seriesBucket } from '../generated/series-index';
import { siteConfig } from '../site/config';
import { loadChunk } from './chunk-load-error';
import { savedNotes } from './saved-notes';

/** The bucket chunk that lists a series key and where its chunk is (one of 16, whatever the key). */
async function loadSeriesLoaders(key: string): Promise<Readonly<Record<string, () => Promise<SeriesModule>>>> {
  const bucket = seriesBucket(key);
  const importer = bucketLoaders[bucket]!;
  return (await loadChunk(`series-index-${bucket}`, importer, siteConfig.chunkTimeoutMs)).seriesLoaders;
}

/** Whether a lowercase topic is a known series: the navigation's 13, or any folder under notes/. */
export async function isKnownSeries(key: string): Promise<boolean> {
  return Object.hasOwn(await loadSeriesLoaders(key), key);
}

/** Every known series key, for the prerenderer, which visits them all. */
export async function allSeriesKeys(): Promise<string[]> {
  const buckets = await Promise.all(bucketLoaders.map((importer) => importer()));
  return buckets.flatMap((bucket) => Object.keys(bucket.seriesLoaders));
}

/** A series chunk as the pages use it: each lesson with its topic. */
export interface SeriesChunk {
  info: SeriesInfo | undefined;
  lessons: readonly LessonSummary[];
  bodies: Readonly<Record<number, () => Promise<NoteChunk>>>;
}

/** The lessons of a known series, fetched as the series' own chunk with the chunk time-out. */
export async function loadSeries(key: string): Promise<SeriesChunk> {
  const importer = (await loadSeriesLoaders(key))[key];
  if (!importer) return { info: undefined, lessons: [], bodies: {} };
  const chunk = await loadChunk(`series-${key}`, importer, siteConfig.chunkTimeoutMs);
  // Every note of a series chunk has the series key as its topic (the content build checks it).
  return { ...chunk, lessons: chunk.lessons.map((lesson) => ({ ...lesson, topic: key })) };
}

/** The id of the element in which a prerendered note page carries its note (see entry-server). */
export const PRERENDERED_NOTE_ID = 'prerendered-note';

/** A note as its page receives it: metadata, light-markup body and the body's annotations. */
export interface LoadedNote {
  meta: NoteDetails;
  body: string;
  annotations?: BodyAnnotations;
}

/** The note a prerendered page carries as JSON, so taking the page over needs no extra request. */
function prerenderedNote(id: number): LoadedNote | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PRERENDERED_NOTE_ID);
  if (!element?.textContent) return undefined;
  const note = JSON.parse(element.textContent) as LoadedNote;
  return note.meta.id === id ? note : undefined;
}

/** A note's metadata, light-markup body and annotations: from the prerendered page, or its own chunk. */
export async function loadNote(series: SeriesChunk, id: number): Promise<LoadedNote> {
  const saved = import.meta.env.DEV ? savedNotes.get(id) : undefined;
  if (saved) return { meta: saved.meta, body: saved.default, annotations: saved.annotations };
  const prerendered = prerenderedNote(id);
  if (prerendered) return prerendered;
  const importer = series.bodies[id];
  if (!importer) throw new Error(`Note ${id} has no body in its series`);
  const module = await loadChunk(`note-${id}`, importer, siteConfig.chunkTimeoutMs);
  return { meta: module.meta, body: module.default, annotations: module.annotations };
}

/** Every note's card data for the home search, fetched when a visitor first searches. */
export async function loadSearchIndex(): Promise<readonly NoteSummary[]> {
  const module = await loadChunk('search', () => import('../generated/search-index'), siteConfig.chunkTimeoutMs);
  return module.summaries;
}
