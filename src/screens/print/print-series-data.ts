import { notFound } from '@tanstack/react-router';
import { loadNote, loadSeries } from '../../app/catalogue-chunks';
import { seriesLessons } from '../../catalog/queries';
import { seriesDisplay } from '../../catalog/series-display';
import { pageHead, sitePath } from '../../site/page-head';

/** What `/print/{topic}` shows, and its head: code of its own, since few readers print (nothing of it on a first view). */
export async function printSeriesData(topic: string) {
  const chunk = await loadSeries(topic);
  const lessons = seriesLessons(chunk.lessons, topic);
  if (lessons.length === 0) throw notFound();
  const series = seriesDisplay(chunk.info, topic);
  const notes = Promise.all(lessons.map((lesson) => loadNote(chunk, lesson.id)));
  const head = pageHead({
    title: `${series.title}: the whole series to print`,
    description: `All ${lessons.length} ${series.title} notes on one page, in order, to print or save as a PDF.`,
    path: sitePath(['print', topic]),
  });
  return {
    series,
    lessons,
    // The prerenderer writes every note; a reader who follows the link sees the title page and contents at once,
    // the notes as they arrive (a series' notes are dozens of files, and laying them all out takes a while).
    notes: import.meta.env.SSR ? await notes : notes,
    // The notes' own pages are the ones to find; this one repeats them.
    head: { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] },
  };
}
