import { useEffect, useState } from 'react';
import { loadSeries, type SeriesChunk } from '../../app/catalogue-chunks';
import { useReadingProgress, type ReadingProgress } from '../../app/reading-progress';

/** How far the visitor is in one series they started. */
export interface SeriesProgress {
  read: number;
  total: number;
}

/**
 * The visitor's progress in each series they started, fetched once the page is interactive (the home page
 * does not carry every series' lessons); a series that fails to load shows none.
 */
export function useSeriesProgress(): {
  progress: ReadingProgress;
  chunks: Readonly<Record<string, SeriesChunk>>;
  bySeries: Record<string, SeriesProgress>;
} {
  const progress = useReadingProgress();
  const [chunks, setChunks] = useState<Readonly<Record<string, SeriesChunk>>>({});
  const started = Object.keys(progress.read).sort().join('\n');

  useEffect(() => {
    let current = true;
    for (const key of started === '' ? [] : started.split('\n')) {
      loadSeries(key).then(
        (chunk) => current && setChunks((loaded) => (loaded[key] ? loaded : { ...loaded, [key]: chunk })),
        // Nothing to continue with after all: the home page need not keep the panel's place.
        () => document.documentElement.removeAttribute('data-returning'),
      );
    }
    return () => {
      current = false;
    };
  }, [started]);

  const bySeries: Record<string, SeriesProgress> = {};
  for (const [key, ids] of Object.entries(progress.read)) {
    const lessons = chunks[key]?.lessons;
    const read = lessons?.filter((lesson) => ids.includes(lesson.id)).length ?? 0;
    if (lessons && read > 0) bySeries[key] = { read, total: lessons.length };
  }
  return { progress, chunks, bySeries };
}
