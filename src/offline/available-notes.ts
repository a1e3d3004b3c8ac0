import { loadSeries } from '../app/catalogue-chunks';
import { seriesDisplay } from '../catalog/series-display';
import { offlineStatus } from './worker-client';

/** A series with the notes of it that read offline on this device. */
export interface AvailableSeries {
  key: string;
  title: string;
  notes: { path: string; id: number; title: string }[];
}

/**
 * The notes saved on this device, by series in the navigation's order of keys and by id, titled
 * from their series chunks (saved with them); a note whose series chunk cannot be read is listed by its path.
 */
export async function availableNotes(): Promise<AvailableSeries[]> {
  const { notes } = await offlineStatus();
  const byKey = new Map<string, { path: string; id: number }[]>();
  for (const path of notes) {
    const [key, id] = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (!key || !id) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), { path, id: Number(id) }]);
  }
  const series = await Promise.all(
    [...byKey].map(async ([key, paths]) => {
      const chunk = await loadSeries(key).catch(() => undefined);
      const titles = new Map(chunk?.lessons.map((lesson) => [lesson.id, lesson.title]));
      return {
        key,
        title: seriesDisplay(chunk?.info, key).title,
        notes: paths.sort((a, b) => a.id - b.id).map((note) => ({ ...note, title: titles.get(note.id) ?? note.path })),
      };
    }),
  );
  return series.sort((a, b) => a.title.localeCompare(b.title));
}
