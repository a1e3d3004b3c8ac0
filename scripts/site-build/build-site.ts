import os from 'node:os';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { LogLevel } from 'vite';
import { buildContent, CATALOGUE_DIR } from '../compiler/build-content.ts';
import { readBuildCache } from '../compiler/build-cache.ts';
import { CATALOGUE_PATH } from '../../shared/catalogue-files.ts';
import { runChild, type PrerenderRequest, type PrerenderResult, type ViteBuildsRequest } from './child-messages.ts';
import { seriesIcons, writeEmojiFiles } from './emoji-files.ts';
import { writeOfflineFiles } from './offline-files.ts';
import { packageCacheDir, precompress } from './precompress.ts';
import { cachedSite, cachedViteBuilds, linkTree } from './output-cache.ts';
import { hashProjectFiles } from '../compiler/cache-file.ts';

export interface BuildSiteOptions {
  rootDir: string;
  /** Where the site goes, relative to rootDir. */
  outDir?: string;
  /** Site settings (VITE_*) for this build only. */
  env?: Record<string, string>;
  logLevel?: LogLevel;
}

/** From this many notes on, the pages are prerendered by a process per core. */
const PRERENDER_SHARD_NOTES = 1_000;
const VITE_BUILDS = path.join(import.meta.dirname, 'vite-builds.mjs');

/** The production build: the notes and the two bundles side by side, then the pages from both, the offline worker, the compressed copies. */
export async function buildSite({ rootDir, outDir = 'dist', env = {}, logLevel = 'warn' }: BuildSiteOptions) {
  const distDir = path.resolve(rootDir, outDir);
  // The bundles are built beside dist/, which is replaced only once the notes and both bundles are built.
  const clientDir = path.join(rootDir, 'build', 'client', path.basename(distDir));
  const serverDir = path.join(rootDir, 'build', 'server', path.basename(distDir));
  const catalogueDir = path.join(rootDir, CATALOGUE_DIR);
  // Production React whatever NODE_ENV the caller runs with (Vitest's 'test' included).
  const childEnv = { ...process.env, ...env, NODE_ENV: 'production' };
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const stop = new AbortController();
  try {
    // 1. The notes, on every core, and the bundles, in a background process on the CPU the notes leave (theirs is the longer path).
    const [content, bundles] = await Promise.all([
      buildContent({
        rootDir,
        threads: os.availableParallelism(),
        cache: readBuildCache(path.join(rootDir, '.cache')),
      }).then((result) => {
        if (!result.ok) throw new Error(`Content build failed:\n${result.report}`);
        if (logLevel === 'info') console.log(result.report);
        return { notes: result.catalogue.notes.length, icons: seriesIcons(result.catalogue), end: since() };
      }),
      cachedViteBuilds(rootDir, path.join(rootDir, '.cache', 'vite'), childEnv, { client: clientDir, server: serverDir }, (kinds) =>
        runChild<ViteBuildsRequest, void>(
          VITE_BUILDS,
          {
            configFile: path.join(rootDir, 'vite.config.ts'),
            logLevel,
            builds: kinds.map((kind) => ({ kind, outDir: kind === 'client' ? clientDir : serverDir })),
          },
          { cwd: rootDir, env: childEnv, signal: stop.signal, background: true },
        ),
      ).then(({ reused, keys }) => ({ reused, keys, end: since() })),
    ]);

    // 2-4. The site an earlier build wrote from the same bundles and catalogue, or:
    const siteKey = hashProjectFiles(rootDir, [CATALOGUE_DIR], { extra: [bundles.keys.client, bundles.keys.server] });
    const site = await cachedSite(path.join(rootDir, '.cache', 'site'), siteKey, distDir, async () => {
      // 2. The pages, from the catalogue served beside the assets (but the manifest, in every page, and the copies the pages are made from).
      await rm(distDir, { recursive: true, force: true });
      linkTree(clientDir, distDir);
      linkTree(catalogueDir, path.join(distDir, CATALOGUE_PATH), ['manifest.json', 'copies']);
      await writeEmojiFiles(distDir, content.icons);
      // The assets are final: their compressed copies are made on the cores the prerenderer leaves free.
      const shards = content.notes >= PRERENDER_SHARD_NOTES ? os.availableParallelism() : 1;
      const [rendered, assets] = await Promise.all([
        Promise.all(
          Array.from({ length: shards }, (_, shard) =>
            runChild<PrerenderRequest, PrerenderResult>(
              path.join(serverDir, 'prerender.js'),
              { entryFile: path.join(serverDir, 'entry-server.js'), distDir, catalogueDir, shard, shards },
              { cwd: rootDir, env: childEnv, signal: stop.signal },
            ),
          ),
        ),
        precompress(distDir, {
          cacheDir: path.join(rootDir, '.cache', 'compressed'),
          runtimeCacheDir: path.join(packageCacheDir(rootDir), 'compressed'),
          part: 'assets',
        }),
      ]);
      const pages = since();

      // 3. The offline worker, which lists what the pages need.
      await writeOfflineFiles(rootDir, distDir, catalogueDir);
      const offline = since();

      // 4. A gzip and a Brotli copy of every other text file.
      const pageFiles = await precompress(distDir, { part: 'pages' });
      return {
        pages: rendered.reduce((sum, shard) => sum + shard.pages, 0),
        // Each step's end, in ms from the start.
        steps: { pages, offline, compression: since() },
        // Of the files compressed, how many the cache of the last build had (assets only).
        compressedFiles: assets.files + pageFiles.files,
        reusedFiles: assets.reused,
      };
    });
    const { steps, ...report } = site.report;
    return {
      ...report,
      outDir: distDir,
      // Each step's end, in ms from the start (the notes and the bundles are built side by side).
      timings: {
        notes: content.end,
        bundles: bundles.end,
        ...(site.reused ? { pages: since(), offline: since(), compression: since() } : steps),
      },
      // The Vite builds whose output an earlier build of the same inputs gave.
      reusedBuilds: bundles.reused,
      // Whether the pages, the offline worker and the compressed copies are an earlier build's, of the same inputs.
      reusedSite: site.reused,
    };
  } catch (error) {
    stop.abort();
    throw error;
  } finally {
    await Promise.all([clientDir, serverDir].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
