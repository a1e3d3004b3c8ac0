import type { NoteMeta, NoteSummary, SeriesInfo } from '../catalog/types';
import { siteConfig } from '../site/config';
import { loadChunk } from './chunk-load-error';

/** Every known series: loaded by series and note pages, so other pages do not carry it. */
export interface SeriesIndex {
  seriesKeys: readonly string[];
  seriesInfo: readonly SeriesInfo[];
  seriesLoaders: Readonly<Record<string, () => Promise<SeriesChunk>>>;
}

export function loadSeriesIndex(): Promise<SeriesIndex> {
  return loadChunk('series-index', () => import('../generated/series-index'), siteConfig.chunkTimeoutMs);
}

/** A series chunk: its lessons and a loader per note body. */
export interface SeriesChunk {
  lessons: readonly NoteMeta[];
  bodies: Readonly<Record<number, () => Promise<{ default: string }>>>;
}

/** The lessons of a known series, fetched as the series' own chunk with the chunk time-out. */
export async function loadSeries(key: string): Promise<SeriesChunk> {
  const importer = (await loadSeriesIndex()).seriesLoaders[key];
  if (!importer) return Promise.resolve({ lessons: [], bodies: {} });
  return loadChunk(`series-${key}`, importer, siteConfig.chunkTimeoutMs);
}

/** A note's light-markup body, fetched as its own chunk with the chunk time-out. */
export async function loadNoteBody(series: SeriesChunk, id: number): Promise<string> {
  const importer = series.bodies[id];
  if (!importer) throw new Error(`Note ${id} has no body in its series`);
  const module = await loadChunk(`note-${id}`, importer, siteConfig.chunkTimeoutMs);
  return module.default;
}

/** Every note's card data for the home search, fetched when a visitor first searches. */
export async function loadSearchIndex(): Promise<readonly NoteSummary[]> {
  const module = await loadChunk('search', () => import('../generated/search-index'), siteConfig.chunkTimeoutMs);
  return module.summaries;
}
