/** Display info of a series, from notes/<topic>/_series.md. */
export interface SeriesInfo {
  key: string;
  title: string;
  icon: string;
  description: string;
  /** Inclusive id range of the series, when the series is configured. */
  idRange?: readonly [number, number];
}

/** The icon of a series without display info (src/catalog/series-display.ts); the build copies its artwork only then. */
export const FALLBACK_SERIES_ICON = '📘';
