import { seriesLessons } from '../catalog/queries';
import { sitePath } from '../site/page-head';
import { loadSeries } from './catalogue-chunks';

/** Where a series page lands: its first lesson, or undefined while the series has none. */
export async function seriesLanding(topic: string): Promise<{ topic: string; noteId: string; path: string } | undefined> {
  const first = seriesLessons((await loadSeries(topic)).lessons, topic)[0];
  if (!first) return undefined;
  const noteId = String(first.id);
  return { topic, noteId, path: sitePath([topic, noteId]) };
}
