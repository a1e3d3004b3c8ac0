import type { OfflineManifest } from '../../shared/offline-protocol';

/**
 * A page's path as the worker stores it: each segment decoded and encoded again as the site writes
 * its links (`/c%2B%2B/1001/` → `/c++/1001`), so both spellings find the same saved page.
 */
export function pagePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const canonical = segments.map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape stays as typed: no page has it, so it is never saved.
    }
    return encodeURIComponent(decoded).replace(/%2B/gi, '+');
  });
  return '/' + canonical.join('/');
}

/** The series key and note id a page path names, when it is a series or note page of the build. */
export function pageOf(manifest: OfflineManifest, path: string): { key: string; id?: string } | undefined {
  const [topic, id, ...rest] = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (!topic || rest.length > 0 || !Object.hasOwn(manifest.series, topic)) return undefined;
  if (id === undefined) return { key: topic };
  return Object.hasOwn(manifest.series[topic]!.notes, id) ? { key: topic, id } : undefined;
}

/**
 * A series or note page and the chunks it needs to open offline, by itself or from another page;
 * the page comes last, so a saved page always has its chunks.
 */
export function pageFiles(manifest: OfflineManifest, path: string): string[] {
  const page = pageOf(manifest, path);
  if (!page) return [];
  const series = manifest.series[page.key]!;
  return [...series.chunks, ...(page.id === undefined ? [] : series.notes[page.id]!), path];
}

/** The paths of every note page of a series, by id order as the manifest lists them. */
export function seriesNotePaths(manifest: OfflineManifest, key: string): string[] {
  const series = manifest.series[key];
  if (!series) return [];
  return Object.keys(series.notes)
    .sort((a, b) => Number(a) - Number(b))
    .map((id) => pagePath(`/${encodeURIComponent(key)}/${id}`));
}

/** Whether a path is a note page (`/topic/id`), as the offline list shows them. */
export function isNotePath(manifest: OfflineManifest, path: string): boolean {
  return pageOf(manifest, path)?.id !== undefined;
}

/** Where the worker keeps its own records inside its cache (which series were saved in full). */
export const WORKER_RECORDS = '/__offline__/';

/** Where the site serves Pyodide's files, which the worker keeps once a page has fetched them (a Python run). */
export const PYTHON_RUNTIME = '/pyodide/';

// A file of an older build's shell that this build renamed or dropped (an icon, the offline page).
const SHELL_FILE = /\.(?:html|svg|png|ico|webmanifest|json|txt|xml)$/;

/**
 * The series and note pages a cache holds, by their path: everything but the worker's records,
 * hashed assets, Python's files and the app shell, this build's or an older one's.
 */
export function keptPages(manifest: OfflineManifest, paths: readonly string[]): string[] {
  const shell = new Set([...manifest.shell, manifest.fallback]);
  const other = [WORKER_RECORDS, '/assets/', PYTHON_RUNTIME];
  return paths.filter((path) => !other.some((prefix) => path.startsWith(prefix)) && !shell.has(path) && !SHELL_FILE.test(path));
}

/** What a deployment's cache holds: every path in it, and the series saved in full there. */
export interface CacheContents {
  paths: readonly string[];
  savedSeries: readonly string[];
}

/**
 * Whether an older deployment's cache can go once this deployment's cache is `current`: each page
 * the reader kept there reads from this one with every file it needs, and each series saved there
 * is saved here too. Otherwise it stays, and its copies keep serving what this deployment lacks.
 */
export function supersedes(manifest: OfflineManifest, current: CacheContents, older: CacheContents): boolean {
  const held = new Set(current.paths);
  const pageReplaced = (path: string) => {
    const files = pageFiles(manifest, path);
    return files.length > 0 && files.every((file) => held.has(file));
  };
  return older.savedSeries.every((key) => current.savedSeries.includes(key)) && keptPages(manifest, older.paths).every(pageReplaced);
}
