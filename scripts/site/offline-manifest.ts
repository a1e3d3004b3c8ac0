import { createHash } from 'node:crypto';
import type { OfflineManifest, OfflineSeries } from '../../src/offline/protocol.ts';
import type { NoteChunks } from '../vite/note-chunk-files.ts';

/** A chunk of Vite's build manifest (`build.manifest`), keyed by its source module. */
export interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteChunk>;

/** The pages every visitor gets offline with the app shell: they need no content chunk. */
export const SHELL_PAGES = ['/', '/about', '/contact', '/privacy'];

/** The page the worker serves offline for a page that was never saved (see offline-files.ts). */
export const OFFLINE_FALLBACK = '/offline.html';

const SERIES_MODULE = /^src\/generated\/series\/([^/]+)\.ts$/;
const SEARCH_MODULE = /^src\/generated\/(full-text|search-index)\.ts$/;

/** A series key from its module's file name, which the content build encodes (`c_2b_2b` → `c++`). */
export function seriesKeyOfModule(name: string): string {
  return name.replace(/_([0-9a-f]{2})/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
}

/** A module's chunk file and the files of the chunks it imports statically, as site paths. */
function chunkFiles(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = vite[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(vite, imported, seen))];
}

interface ManifestInput {
  vite: ViteManifest;
  /** Each series module's note files (scripts/vite/note-chunk-files.ts). */
  noteChunks: NoteChunks;
  /** The page entry script every page of the build loads (`/assets/boot-x.js`). */
  entry: string;
  /** Every file the build wrote under assets/, as site paths (`/assets/app-x.js`). */
  assets: readonly string[];
  /** The site's own files from public/ (`/favicon.svg`), cached with the shell. */
  publicFiles: readonly string[];
  /** The content of each shell file that is not a hashed asset, for the version. */
  shellContents: ReadonlyMap<string, string | Buffer>;
}

/**
 * What the service worker knows of a build: the app shell (every page's code, the stylesheet, the
 * static pages, the icons), the chunks of each series and note (saved only when read or when their
 * series is saved), the search data, and a version that changes with any of them.
 */
export function offlineManifest({ vite, noteChunks, entry, assets, publicFiles, shellContents }: ManifestInput): OfflineManifest {
  // The notes' own chunks, the series' and the search data are content; all other code is the shell.
  const content = new Set([
    ...Object.entries(vite)
      .filter(([key]) => SERIES_MODULE.test(key) || SEARCH_MODULE.test(key))
      .map(([, chunk]) => `/${chunk.file}`),
    ...Object.values(noteChunks).flatMap((notes) => Object.values(notes)),
  ]);
  const code = assets.filter((file) => /\.(js|css)$/.test(file) && !content.has(file));
  if (!code.includes(entry)) throw new Error(`The page entry ${entry} is not among the built assets`);
  const shell = [...SHELL_PAGES, OFFLINE_FALLBACK, ...code, ...publicFiles];
  // A content chunk's imports of shell code (the preload helper) are in the shell already.
  const contentFiles = (key: string) => chunkFiles(vite, key).filter((file) => content.has(file));

  const series: Record<string, OfflineSeries> = {};
  const search: string[] = [];
  for (const key of Object.keys(vite)) {
    const seriesModule = SERIES_MODULE.exec(key);
    if (seriesModule) {
      // A note's chunk imports nothing: it is data.
      const notes = Object.fromEntries(Object.entries(noteChunks[key] ?? {}).map(([id, file]) => [id, [file]]));
      series[seriesKeyOfModule(seriesModule[1]!)] = { chunks: contentFiles(key), notes };
    } else if (SEARCH_MODULE.test(key)) {
      search.push(...contentFiles(key));
    }
  }

  const hash = createHash('sha256');
  for (const file of [...assets].sort()) hash.update(`${file}\n`);
  for (const [file, text] of [...shellContents].sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update(text);
  return { version: hash.digest('hex').slice(0, 16), entry, shell, fallback: OFFLINE_FALLBACK, series, search };
}
