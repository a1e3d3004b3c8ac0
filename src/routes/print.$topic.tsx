import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isKnownSeries } from '../app/catalogue-chunks';
import { loadChunk } from '../app/chunk-load-error';
import { PrintSeriesPage } from '../screens/print/PrintSeriesPage';
import { siteConfig } from '../site/config';

// `/print/{topic}`, not `/{topic}/print`: there a word is a note id as typed, 'Note Not Found (404)' (decisions.md item 4).
export const Route = createFileRoute('/print/$topic')({
  beforeLoad: async ({ params }) => {
    const key = params.topic.toLowerCase();
    if (!(await isKnownSeries(key))) throw notFound();
    // Another case of a known topic moves to its lowercase path, as the series pages do (decisions.md item 2).
    if (key !== params.topic) throw redirect({ to: '/print/$topic', params: { topic: key }, replace: true });
  },
  loader: ({ params }) =>
    loadChunk('print', () => import('../screens/print/print-series-data'), siteConfig.chunkTimeoutMs).then((data) =>
      data.printSeriesData(params.topic),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: PrintSeriesRoute,
});

function PrintSeriesRoute() {
  const { series, lessons, notes } = Route.useLoaderData();
  return <PrintSeriesPage series={series} topic={Route.useParams().topic} lessons={lessons} notes={notes} />;
}
