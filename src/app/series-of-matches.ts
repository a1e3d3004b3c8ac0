import type { SeriesInfo } from '../../shared/series';

/** The series display info the `/$topic` layout loaded, for the head tags of the pages inside it. */
export function seriesOf(matches: readonly { routeId: string; loaderData?: unknown }[]): SeriesInfo {
  const layout = matches.find((match) => match.routeId === '/$topic');
  const series = (layout?.loaderData as { series?: SeriesInfo } | undefined)?.series;
  if (!series) throw new Error('The series layout has not loaded its series');
  return series;
}
