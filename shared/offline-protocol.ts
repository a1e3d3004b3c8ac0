/**
 * What the service worker (service-worker.ts) and the pages say to each other, and the build's
 * description of the site that the worker carries. Imported as types only on both sides.
 */

/** A series as the worker knows it: its pages, the chunks they all need, and each note's own chunks. */
export interface OfflineSeries {
  /** The chunks every page of the series loads: its bucket and series chunks. */
  chunks: string[];
  /** Each note's own chunk files, by note id. */
  notes: Record<string, string[]>;
  /** What its samples and checks need to run offline, saved with the series: Python's files, for a series with Python. */
  runtime: string[];
}

/** Written into sw.js by the build (scripts/site-build/offline-files.ts). */
export interface OfflineManifest {
  /** Changes with any deployed file: names the worker's cache, and makes browsers see an update. */
  version: string;
  /** The page entry script of this build, which every page of the same build references. */
  entry: string;
  /** Saved at install: the home, about, contact and privacy pages, the fallback page, the app's code, the stylesheet, the icons. */
  shell: string[];
  /** Served for a page that was never saved, offline: the app then tells the reader so. */
  fallback: string;
  /** By series key (`c++` as is). */
  series: Record<string, OfflineSeries>;
  /** The full-text and home search data, saved with a series so search works offline. */
  search: string[];
}

/** A page's message to the worker. */
export type PageMessage =
  | { type: 'keep'; path: string }
  | { type: 'save-series'; key: string }
  | { type: 'remove-series'; key: string }
  | { type: 'status' }
  | { type: 'skip-waiting' };

/** What is on this device, as the worker answers `status`. */
export interface OfflineStatus {
  /** Series saved in full. */
  savedSeries: string[];
  /** Every note page that reads offline (`/react/101`, `/c++/1001`), saved series included. */
  notes: string[];
}

/** The worker's messages to every open page while it saves or removes a series. */
export type WorkerMessage =
  | { type: 'series-progress'; key: string; done: number; total: number }
  | { type: 'series-saved'; key: string }
  | { type: 'series-failed'; key: string; reason: string }
  | { type: 'series-removed'; key: string };
