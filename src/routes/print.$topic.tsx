import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isKnownSeries, loadNote, loadSeries } from '../app/catalogue-chunks';
import { seriesLessons } from '../catalog/queries';
import { seriesDisplay } from '../catalog/series-display';
import { PrintSeriesPage } from '../screens/print/PrintSeriesPage';
import { pageHead, sitePath } from '../site/page-head';

// `/print/{topic}`, not `/{topic}/print`: there a word is a note id as typed, 'Note Not Found (404)' (decisions.md item 4).
export const Route = createFileRoute('/print/$topic')({
  beforeLoad: async ({ params }) => {
    const key = params.topic.toLowerCase();
    if (!(await isKnownSeries(key))) throw notFound();
    // Another case of a known topic moves to its lowercase path, as the series pages do (decisions.md item 2).
    if (key !== params.topic) throw redirect({ to: '/print/$topic', params: { topic: key }, replace: true });
  },
  loader: async ({ params }) => {
    const chunk = await loadSeries(params.topic);
    const lessons = seriesLessons(chunk.lessons, params.topic);
    if (lessons.length === 0) throw notFound();
    const notes = await Promise.all(lessons.map((lesson) => loadNote(chunk, lesson.id)));
    return { series: seriesDisplay(chunk.info, params.topic), notes };
  },
  head: ({ loaderData, params }) => {
    if (!loaderData) return {};
    const { series, notes } = loaderData;
    const head = pageHead({
      title: `${series.title}: the whole series to print`,
      description: `All ${notes.length} ${series.title} notes on one page, in order, to print or save as a PDF.`,
      path: sitePath(['print', params.topic]),
    });
    // The notes' own pages are the ones to find; this one repeats them.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: PrintSeriesRoute,
});

function PrintSeriesRoute() {
  const { series, notes } = Route.useLoaderData();
  return <PrintSeriesPage series={series} topic={Route.useParams().topic} notes={notes} />;
}
