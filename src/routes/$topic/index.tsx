import { createFileRoute, redirect, useLoaderData } from '@tanstack/react-router';
import { seriesLanding } from '../../app/series-landing';
import { SeriesWelcome } from '../../screens/series/SeriesWelcome';
import { pageHead, sitePath } from '../../site/page-head';
import { seriesOf } from '../../app/series-of-matches';

export const Route = createFileRoute('/$topic/')({
  // A series with lessons opens its first lesson, replacing the history entry so Back leaves it.
  beforeLoad: async ({ params }) => {
    const landing = await seriesLanding(params.topic);
    if (landing) {
      throw redirect({ to: '/$topic/$noteId', params: { topic: landing.topic, noteId: landing.noteId }, replace: true });
    }
  },
  head: ({ matches }) => {
    const series = seriesOf(matches);
    return pageHead({ title: `${series.title} Notes`, description: series.description, path: sitePath([series.key]) });
  },
  component: SeriesIndex,
});

function SeriesIndex() {
  const { series } = useLoaderData({ from: '/$topic' });
  return <SeriesWelcome series={series} />;
}
