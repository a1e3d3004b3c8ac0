/**
 * The configured series: their keys in navigation order and the id range each may use.
 * This is the one place the ranges of site-spec.md section 3 live.
 */
export interface SeriesConfig {
  key: string;
  /** Inclusive range of ids a note of this series may take. */
  idRange: readonly [number, number];
}

export const SERIES_CONFIG: readonly SeriesConfig[] = [
  { key: 'c', idRange: [901, 999] },
  { key: 'c++', idRange: [1001, 1999] },
  { key: 'python', idRange: [3001, 3999] },
  { key: 'java', idRange: [4001, 4999] },
  { key: 'html', idRange: [201, 299] },
  { key: 'css', idRange: [401, 499] },
  { key: 'javascript', idRange: [301, 399] },
  { key: 'react', idRange: [101, 199] },
  { key: 'nodejs', idRange: [501, 599] },
  { key: 'docker', idRange: [601, 699] },
  { key: 'git', idRange: [701, 799] },
  { key: 'github', idRange: [801, 899] },
  { key: 'dsa', idRange: [2001, 2999] },
];

export function findSeriesConfig(key: string): SeriesConfig | undefined {
  return SERIES_CONFIG.find((series) => series.key === key);
}
