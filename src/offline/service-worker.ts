/// <reference lib="webworker" />
/*
 * The site's service worker, built into /sw.js by scripts/site-build/offline-files.ts with this build's
 * manifest. One cache per deployment holds everything it serves (the app shell, the pages the reader
 * opened or saved, their chunks), so a page is never served with another deployment's files. A new
 * deployment's worker installs in the background, saves the same pages again from the new build,
 * and waits: the page offers a reload, and only then does it take over. It drops an older cache
 * only once it holds everything the reader kept there (worker-plan.ts, `supersedes`): a page the
 * new build lacks, or could not fetch, stays readable from the older cache (its page and hashed
 * files are that deployment's own), until the reader removes it or a later build replaces it.
 */
import type { OfflineManifest, OfflineStatus, PageMessage, WorkerMessage } from '../../shared/offline-protocol';
import { PYODIDE_FILES } from '../../shared/python-runtime';
import {
  isNotePath,
  keptPages,
  pageFiles,
  pageOf,
  pagePath,
  PYTHON_RUNTIME,
  seriesNotePaths,
  supersedes,
  WORKER_RECORDS,
  type CacheContents,
} from './worker-plan';

declare const self: ServiceWorkerGlobalScope;
declare const OFFLINE_MANIFEST: OfflineManifest;

const manifest = OFFLINE_MANIFEST;
const CACHE_PREFIX = 'study-notes-';
const CACHE = CACHE_PREFIX + manifest.version;
/** Where the worker keeps which series were saved in full, inside its cache. */
const SAVED_SERIES = `${WORKER_RECORDS}saved-series.json`;
/** Files a save fetches at once: a series brings a hundred small files of the search index. */
const FETCHES_AT_ONCE = 6;

const shell = new Set(manifest.shell);

self.addEventListener('install', (event) => {
  event.waitUntil(install());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = await contents(await caches.open(CACHE));
      for (const name of await olderCaches()) {
        if (supersedes(manifest, current, await contents(await caches.open(name)))) await caches.delete(name);
      }
      // The first worker takes the open pages at once; a later one only runs after the reader's reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(servePage(request, url, event));
  else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith(PYTHON_RUNTIME) || shell.has(url.pathname))
    event.respondWith(serveFile(request, url, event));
});

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage;
  const reply = (value: unknown) => event.ports[0]?.postMessage(value);
  switch (message.type) {
    case 'skip-waiting':
      event.waitUntil(self.skipWaiting());
      break;
    case 'keep':
      event.waitUntil(keepPage(message.path).then(reply, () => reply(false)));
      break;
    case 'status':
      event.waitUntil(status().then(reply));
      break;
    case 'save-series':
      event.waitUntil(saveSeries(message.key).then(reply));
      break;
    case 'remove-series':
      event.waitUntil(removeSeries(message.key).then(reply));
      break;
  }
});

async function install() {
  const cache = await caches.open(CACHE);
  // Straight from the host, not from the browser's HTTP cache, which may hold an older page.
  await cache.addAll(manifest.shell.map((file) => new Request(file, { cache: 'reload' })));
  // The pages the previous deployment's worker kept, from this deployment, before this one may serve;
  // a series counts as saved here only once all of it is (what is not stays in the older cache).
  for (const name of await olderCaches()) {
    const old = await contents(await caches.open(name));
    const series = old.savedSeries.filter((key) => Object.hasOwn(manifest.series, key));
    const pages = keptPages(manifest, old.paths).filter((path) => pageOf(manifest, path));
    const [saved] = await Promise.all([
      Promise.allSettled(series.map((key) => saveFiles(key, () => {}))),
      Promise.allSettled(pages.map((path) => keepPage(path))),
    ]);
    const complete = series.filter((_, index) => saved[index]!.status === 'fulfilled');
    await writeSavedSeries(cache, [...new Set([...(await readSavedSeries(cache)), ...complete])]);
    // Python, which the reader ran here, stays at hand offline: this deployment's copy of it.
    if (old.paths.some((path) => path.startsWith(PYTHON_RUNTIME)))
      await cache.addAll(PYODIDE_FILES.map((file) => new Request(PYTHON_RUNTIME + file, { cache: 'no-cache' }))).catch(() => {});
  }
}

/** The caches of the site's other deployments: older ones, and while a newer worker installs, its own. */
async function olderCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
}

/** A path saved in another deployment's cache, which serves what this deployment's lacks. */
async function matchOlder(path: string): Promise<Response | undefined> {
  for (const name of await olderCaches()) {
    const saved = await (await caches.open(name)).match(path);
    if (saved) return saved;
  }
  return undefined;
}

async function contents(cache: Cache): Promise<CacheContents> {
  const paths = (await cache.keys()).map((request) => new URL(request.url).pathname);
  return { paths, savedSeries: await readSavedSeries(cache) };
}

/**
 * A page: the saved copy of this deployment, else the network (saving a series or note page); when
 * the host cannot give it, a copy an older deployment saved, else the fallback page.
 */
async function servePage(request: Request, url: URL, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const path = pagePath(url.pathname);
  const saved = await cache.match(path);
  if (saved) return saved;
  try {
    const response = await fetch(request);
    if (response.ok) {
      if (pageOf(manifest, path)) event.waitUntil(storePage(cache, path, response.clone()).catch(() => {}));
      return response;
    }
    return (await matchOlder(path)) ?? response;
  } catch (error) {
    const fallback = (await matchOlder(path)) ?? (await cache.match(manifest.fallback));
    if (fallback) return fallback;
    throw error;
  }
}

/**
 * A hashed asset, a file of Python's or a shell file: saved copies first (a hashed asset never changes, so an
 * older deployment's copy is the same file); anything fetched under /assets/ or /pyodide/ is kept. Python's
 * files are not hashed: an older deployment's serve only when the host cannot be reached.
 */
async function serveFile(request: Request, url: URL, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hashed = url.pathname.startsWith('/assets/');
  const kept = hashed || url.pathname.startsWith(PYTHON_RUNTIME);
  const saved = (await cache.match(url.pathname)) ?? (hashed ? await matchOlder(url.pathname) : undefined);
  if (saved) return saved;
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const older = kept ? await matchOlder(url.pathname) : undefined;
    if (older) return older;
    throw error;
  }
  if (response.ok && kept) event.waitUntil(cache.put(url.pathname, response.clone()));
  return response;
}

/**
 * Keeps a page only when it belongs to this deployment (it names this build's entry script): a
 * page of a newer deployment is left to that deployment's worker, which the browser installs.
 */
async function storePage(cache: Cache, path: string, response: Response): Promise<void> {
  if (!response.ok || response.redirected || response.type !== 'basic') throw new Error(`${path}: status ${response.status}`);
  const html = await response.clone().text();
  if (!html.includes(manifest.entry)) {
    await self.registration.update();
    throw new Error(`${path} is from another deployment`);
  }
  await cache.put(path, response);
}

/** Fetches into the cache whatever of `files` it lacks. */
async function fetchMissing(cache: Cache, files: readonly string[]): Promise<void> {
  let next = 0;
  const fetchNext = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      if (await cache.match(file)) continue;
      // A page is checked with the host (it must be this deployment's); a hashed asset never changes.
      const hashed = file.startsWith('/assets/');
      const response = await fetch(file, { cache: hashed ? 'default' : 'no-cache' });
      if (hashed || file.startsWith(PYTHON_RUNTIME)) {
        if (!response.ok) throw new Error(`${file}: status ${response.status}`);
        await cache.put(file, response);
      } else {
        await storePage(cache, file, response);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(FETCHES_AT_ONCE, files.length) }, fetchNext));
}

/** A series or note page the reader opened, with its chunks; false for any other path. */
async function keepPage(rawPath: string): Promise<boolean> {
  const files = pageFiles(manifest, pagePath(rawPath));
  if (files.length === 0) return false;
  await fetchMissing(await caches.open(CACHE), files);
  return true;
}

/**
 * Every note of a series with its chunks, the series page, the search data and what its samples need to run;
 * `progress` after each note.
 */
async function saveFiles(key: string, progress: (done: number, total: number) => void): Promise<void> {
  const cache = await caches.open(CACHE);
  const notes = seriesNotePaths(manifest, key);
  await fetchMissing(cache, [
    ...pageFiles(manifest, pagePath(`/${encodeURIComponent(key)}`)),
    ...manifest.search,
    ...manifest.series[key]!.runtime,
  ]);
  let done = 0;
  progress(done, notes.length);
  for (const path of notes) {
    await fetchMissing(cache, pageFiles(manifest, path));
    progress(++done, notes.length);
  }
}

async function saveSeries(key: string): Promise<boolean> {
  if (!Object.hasOwn(manifest.series, key)) return false;
  try {
    await saveFiles(key, (done, total) => tell({ type: 'series-progress', key, done, total }));
    const cache = await caches.open(CACHE);
    await writeSavedSeries(cache, [...new Set([...(await readSavedSeries(cache)), key])]);
    await tell({ type: 'series-saved', key });
    return true;
  } catch (error) {
    await tell({ type: 'series-failed', key, reason: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

/**
 * Drops the series' pages and note chunks, from every deployment's cache (an older one may still
 * hold some of them); the app shell and the search data stay.
 */
async function removeSeries(key: string): Promise<boolean> {
  const series = manifest.series[key];
  if (!series) return false;
  const seriesPage = pagePath(`/${encodeURIComponent(key)}`);
  const files = [seriesPage, ...series.chunks, ...Object.values(series.notes).flat()];
  for (const name of [CACHE, ...(await olderCaches())]) {
    const cache = await caches.open(name);
    const { paths, savedSeries } = await contents(cache);
    const pages = keptPages(manifest, paths).filter((path) => path === seriesPage || path.startsWith(`${seriesPage}/`));
    await Promise.all([...files, ...pages].map((file) => cache.delete(file)));
    await writeSavedSeries(
      cache,
      savedSeries.filter((saved) => saved !== key),
    );
  }
  await tell({ type: 'series-removed', key });
  return true;
}

/** What reads offline: from this deployment's cache and the older ones it has not replaced yet. */
async function status(): Promise<OfflineStatus> {
  const all = await Promise.all([CACHE, ...(await olderCaches())].map(async (name) => contents(await caches.open(name))));
  return {
    savedSeries: [...new Set(all.flatMap((cache) => cache.savedSeries))],
    notes: [...new Set(all.flatMap((cache) => cache.paths.filter((path) => isNotePath(manifest, path))))],
  };
}

async function readSavedSeries(cache: Cache): Promise<string[]> {
  const saved = await cache.match(SAVED_SERIES);
  return saved ? ((await saved.json()) as string[]) : [];
}

async function writeSavedSeries(cache: Cache, keys: readonly string[]): Promise<void> {
  await cache.put(SAVED_SERIES, new Response(JSON.stringify(keys), { headers: { 'Content-Type': 'application/json' } }));
}

/** Tells every open page of the site. */
async function tell(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}
