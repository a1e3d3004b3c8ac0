import { createFileRoute, redirect } from '@tanstack/react-router';
import { seriesLanding } from '../../app/series-landing';
import { seriesDisplay } from '../../catalog/series-display';
import { seriesInfo } from '../../generated/catalog';
import { SeriesWelcome } from '../../screens/series/SeriesWelcome';
import { pageHead, sitePath } from '../../site/page-head';

export const Route = createFileRoute('/$topic/')({
  // A series with lessons opens its first lesson, replacing the history entry so Back leaves it.
  beforeLoad: async ({ params }) => {
    const landing = await seriesLanding(params.topic);
    if (landing) {
      throw redirect({ to: '/$topic/$noteId', params: { topic: landing.topic, noteId: landing.noteId }, replace: true });
    }
  },
  head: ({ params }) => {
    const series = seriesDisplay(seriesInfo, params.topic);
    return pageHead({ title: `${series.title} Notes`, description: series.description, path: sitePath([series.key]) });
  },
  component: SeriesIndex,
});

function SeriesIndex() {
  const { topic } = Route.useParams();
  return <SeriesWelcome series={seriesDisplay(seriesInfo, topic)} />;
}
