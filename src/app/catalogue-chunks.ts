import type { LessonSummary, NoteChunk, NoteDetails, NoteSummary, SeriesInfo } from '../catalog/types';
import { siteConfig } from '../site/config';
import { loadChunk } from './chunk-load-error';

/** Every known series: loaded by series and note pages, so other pages do not carry it. */
export interface SeriesIndex {
  seriesKeys: readonly string[];
  seriesLoaders: Readonly<
    Record<string, () => Promise<Omit<SeriesChunk, 'lessons'> & { lessons: readonly Pick<LessonSummary, 'id' | 'title'>[] }>>
  >;
}

export function loadSeriesIndex(): Promise<SeriesIndex> {
  return loadChunk('series-index', () => import('../generated/series-index'), siteConfig.chunkTimeoutMs);
}

/** A series chunk: its lessons and a loader per note body. */
export interface SeriesChunk {
  info: SeriesInfo | undefined;
  lessons: readonly LessonSummary[];
  bodies: Readonly<Record<number, () => Promise<NoteChunk>>>;
}

/** The lessons of a known series, fetched as the series' own chunk with the chunk time-out. */
export async function loadSeries(key: string): Promise<SeriesChunk> {
  const importer = (await loadSeriesIndex()).seriesLoaders[key];
  if (!importer) return { info: undefined, lessons: [], bodies: {} };
  const chunk = await loadChunk(`series-${key}`, importer, siteConfig.chunkTimeoutMs);
  // Every note of a series chunk has the series key as its topic (the content build checks it).
  return { ...chunk, lessons: chunk.lessons.map((lesson) => ({ ...lesson, topic: key })) };
}

/** The id of the element in which a prerendered note page carries its note (see entry-server). */
export const PRERENDERED_NOTE_ID = 'prerendered-note';

/** The note a prerendered page carries as JSON, so taking the page over needs no extra request. */
function prerenderedNote(id: number): { meta: NoteDetails; body: string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PRERENDERED_NOTE_ID);
  if (!element?.textContent) return undefined;
  const note = JSON.parse(element.textContent) as { meta: NoteDetails; body: string };
  return note.meta.id === id ? note : undefined;
}

/** A note's metadata and light-markup body: from the prerendered page, or its own chunk. */
export async function loadNote(series: SeriesChunk, id: number): Promise<{ meta: NoteDetails; body: string }> {
  const prerendered = prerenderedNote(id);
  if (prerendered) return prerendered;
  const importer = series.bodies[id];
  if (!importer) throw new Error(`Note ${id} has no body in its series`);
  const module = await loadChunk(`note-${id}`, importer, siteConfig.chunkTimeoutMs);
  return { meta: module.meta, body: module.default };
}

/** Every note's card data for the home search, fetched when a visitor first searches. */
export async function loadSearchIndex(): Promise<readonly NoteSummary[]> {
  const module = await loadChunk('search', () => import('../generated/search-index'), siteConfig.chunkTimeoutMs);
  return module.summaries;
}
