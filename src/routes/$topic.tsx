import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isKnownSeries, loadSeries } from '../app/catalogue-chunks';
import { seriesLessons } from '../catalog/queries';
import { seriesDisplay } from '../catalog/series-display';
import { SeriesLayout } from '../screens/series/SeriesLayout';

export const Route = createFileRoute('/$topic')({
  // Only known series have a page; another case of a known topic moves to its lowercase path
  // (decisions.md items 1 and 2).
  beforeLoad: async ({ params, location }) => {
    const key = params.topic.toLowerCase();
    if (!(await isKnownSeries(key))) throw notFound();
    if (key !== params.topic) {
      const rest = location.pathname.split('/').slice(2).join('/');
      throw redirect({
        href: `/${key}${rest ? `/${rest}` : ''}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
        replace: true,
      });
    }
  },
  loader: async ({ params }) => {
    const chunk = await loadSeries(params.topic);
    return { series: seriesDisplay(chunk.info, params.topic), chunk, lessons: seriesLessons(chunk.lessons, params.topic) };
  },
  component: SeriesRoute,
});

function SeriesRoute() {
  const { series, chunk, lessons } = Route.useLoaderData();
  const { topic } = Route.useParams();
  return <SeriesLayout series={series} topic={topic} lessons={lessons} python={chunk.python === true} />;
}
