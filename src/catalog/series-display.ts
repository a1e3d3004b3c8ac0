import { FALLBACK_SERIES_ICON, type SeriesInfo } from '../../shared/series';

export const GENERIC_SERIES_DESCRIPTION =
  'Short, focused notes with working examples, in a learning order from the first step to confident use.';

/**
 * The title, icon and description of a series page: the author's `_series.md`, or the capitalised
 * topic and the generic description when a series has none.
 */
export function seriesDisplay(info: SeriesInfo | undefined, topic: string): SeriesInfo {
  const key = topic.toLowerCase();
  return (
    info ?? {
      key,
      title: key.charAt(0).toUpperCase() + key.slice(1),
      icon: FALLBACK_SERIES_ICON,
      description: GENERIC_SERIES_DESCRIPTION,
    }
  );
}
