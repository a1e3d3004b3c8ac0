import { createHash } from 'node:crypto';
import type { OfflineManifest } from '../../shared/offline-protocol.ts';
import { SANDBOX_PAGE_PATHS } from '../vite/sandbox-pages.ts';

/** The pages every visitor gets offline with the app shell: they need no content chunk. */
export const SHELL_PAGES = ['/', '/about', '/contact', '/privacy', '/review'];

/** The page the worker serves offline for a page that was never saved (see offline-files.ts). */
export const OFFLINE_FALLBACK = '/offline.html';

/** The catalogue's files as the worker saves them, as site paths: each series' and the search's, and the home page's data. */
export interface OfflineCatalogue extends Pick<OfflineManifest, 'series' | 'search'> {
  home: string;
}

interface ManifestInput {
  catalogue: OfflineCatalogue;
  /** The page entry script every page of the build loads (`/assets/boot-x.js`). */
  entry: string;
  /** The files the client build wrote under assets/, as site paths (`/assets/app-x.js`). */
  assets: readonly string[];
  /** The site's own files outside assets/ (`/favicon.svg`, `/emoji/1f40d.svg`), cached with the shell. */
  publicFiles: readonly string[];
  /** The content of each shell file that is not a hashed asset, for the version. */
  shellContents: ReadonlyMap<string, string | Buffer>;
}

/** What the service worker knows of a build: the app shell, each series' and note's files, the search data, and a version. */
export function offlineManifest({ catalogue, entry, assets, publicFiles, shellContents }: ManifestInput): OfflineManifest {
  // The scripts, the stylesheet and the pictures the pages import (the about page's emoji).
  const code = assets.filter((file) => /\.(js|css|svg)$/.test(file));
  if (!code.includes(entry)) throw new Error(`The page entry ${entry} is not among the built assets`);
  const shell = [...SHELL_PAGES, OFFLINE_FALLBACK, ...SANDBOX_PAGE_PATHS, ...code, catalogue.home, ...publicFiles];
  const content = [
    ...Object.values(catalogue.series).flatMap((series) => [...series.chunks, ...Object.values(series.notes).flat()]),
    ...catalogue.search,
  ];
  const hash = createHash('sha256');
  for (const file of [...assets, ...content, catalogue.home].sort()) hash.update(`${file}\n`);
  for (const [file, text] of [...shellContents].sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update(text);
  return {
    version: hash.digest('hex').slice(0, 16),
    entry,
    shell,
    fallback: OFFLINE_FALLBACK,
    series: catalogue.series,
    search: catalogue.search,
  };
}
