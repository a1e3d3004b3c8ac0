import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { CATALOGUE_PATH, seriesBucket, type BucketFile, type CatalogueManifest, type SeriesFile } from '../../shared/catalogue-files.ts';
import { EMOJI_PATH } from '../../shared/emoji-artwork.ts';
import { PYODIDE_FILES } from '../../shared/python-runtime.ts';
import { noteFile, shardFile, type SearchHead, type SearchNote } from '../../shared/search-index.ts';
import type { OfflineSeries } from '../../shared/offline-protocol.ts';
import { OFFLINE_FALLBACK, SHELL_PAGES, offlineManifest, type OfflineCatalogue } from './offline-manifest.ts';
import { pageFile } from './page-files.ts';
import { SANDBOX_PAGE_PATHS } from '../vite/sandbox-pages.ts';

/** The offline page for a page never saved: the not-found page's frame with an empty main, in which the app renders the path. */
export function offlineFallbackPage(notFoundHtml: string): string {
  const siteName = /<title\b[^>]*>[^<]*\| ([^<]+)<\/title>/.exec(notFoundHtml)?.[1] ?? '';
  const page = notFoundHtml
    .replace(/<title\b[^>]*>[^<]*<\/title>/g, '')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '')
    .replace(/<meta data-prerendered=""[^>]*>/g, '')
    .replace(/(<main\b[^>]*>)[\s\S]*?(<\/main>)/, '$1$2');
  if (!page.includes('data-fallback')) throw new Error('404.html has no data-fallback root to build the offline page from');
  return page.replace('</head>', `<title>${siteName}</title><meta name="robots" content="noindex"/>\n  </head>`);
}

/** The catalogue's files as the offline worker saves them, read from build/catalogue/. */
export async function offlineCatalogue(catalogueDir: string): Promise<OfflineCatalogue> {
  const read = async <T>(file: string) => JSON.parse(await readFile(path.join(catalogueDir, file), 'utf8')) as T;
  const manifest = await read<CatalogueManifest>('manifest.json');
  const sitePath = (file: string) => `${CATALOGUE_PATH}${file}`;
  // The full-text index: its head and every shard, and each note's own file, which goes with the note.
  const head = await read<SearchHead>(manifest.fullText);
  const searchFile = (file: string) => sitePath(`${head.folder}${file}`);
  const searchNotes = new Map<number, [string]>();
  for (const index of head.sections.keys()) {
    // Read synchronously: thousands of small files, each in the thread pool, would take seconds.
    const { id } = JSON.parse(readFileSync(path.join(catalogueDir, head.folder, noteFile(index)), 'utf8')) as SearchNote;
    searchNotes.set(id, [searchFile(noteFile(index))]);
  }
  const series: Record<string, OfflineSeries> = {};
  for (const [index, bucketFile] of manifest.buckets.entries()) {
    for (const [key, seriesFile] of Object.entries(await read<BucketFile>(bucketFile))) {
      if (seriesBucket(key) !== index) throw new Error(`The series ${key} is in the wrong bucket of the catalogue`);
      const { notes, python } = await read<SeriesFile>(seriesFile);
      series[key] = {
        chunks: [sitePath(bucketFile), sitePath(seriesFile)],
        notes: Object.fromEntries(
          Object.entries(notes).map(([id, file]) => [id, [sitePath(file), ...(searchNotes.get(Number(id)) ?? [])]]),
        ),
        runtime: python ? PYODIDE_FILES.map((file) => `/pyodide/${file}`) : [],
      };
    }
  }
  const search = [sitePath(manifest.search), sitePath(manifest.fullText), ...head.shards.map((_keys, file) => searchFile(shardFile(file)))];
  return { series, search, home: sitePath(manifest.home) };
}

/** After the pages are prerendered: the offline fallback page, and /sw.js (src/offline/service-worker.ts bundled with this build's manifest). */
export async function writeOfflineFiles(rootDir: string, distDir: string, catalogueDir: string): Promise<void> {
  await writeFile(
    path.join(distDir, OFFLINE_FALLBACK.slice(1)),
    offlineFallbackPage(await readFile(path.join(distDir, '404.html'), 'utf8')),
  );

  const assets = (await readdir(path.join(distDir, 'assets'), { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => `/assets/${entry.name}`);
  const home = await readFile(pageFile(distDir, '/'), 'utf8');
  // The files of public/ the pages link to; the large icons only an install needs, the browser fetches then.
  const publicFiles = (await readdir(path.join(rootDir, 'public'))).map((file) => `/${file}`).filter((file) => home.includes(`"${file}"`));
  // The series icons' artwork (emoji-files.ts), which every series page draws.
  publicFiles.push(...(await readdir(path.join(distDir, EMOJI_PATH))).map((file) => `${EMOJI_PATH}${file}`));
  const shellContents = new Map<string, Buffer>();
  for (const page of [...SHELL_PAGES, OFFLINE_FALLBACK, ...SANDBOX_PAGE_PATHS, ...publicFiles]) {
    shellContents.set(page, await readFile(SHELL_PAGES.includes(page) ? pageFile(distDir, page) : path.join(distDir, page)));
  }
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(home)?.[1];
  if (!entry) throw new Error('The home page has no module script to take as the build entry');
  const manifest = offlineManifest({ catalogue: await offlineCatalogue(catalogueDir), entry, assets, publicFiles, shellContents });

  // esbuild, already loaded, not a third Vite build: one small file without assets, and Vite takes most of a second to import.
  await build({
    entryPoints: [path.join(rootDir, 'src', 'offline', 'service-worker.ts')],
    outfile: path.join(distDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { OFFLINE_MANIFEST: JSON.stringify(manifest) },
  });
}
