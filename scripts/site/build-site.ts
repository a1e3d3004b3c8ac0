import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { LogLevel } from 'vite';
import { contentSecurityPolicy } from '../vite/content-security-policy.ts';
import { atomFeed, type FeedNote } from './atom-feed.ts';
import { fillTemplate, pageFile } from './page-files.ts';
import { headersFile, robotsTxt, sitemapXml } from './search-engine-files.ts';

/** What the SSR bundle of src/entry-server.tsx offers the prerenderer. */
interface ServerEntry {
  sitePages(): Promise<{ path: string; redirectTo?: string; lastmod?: string; note?: Omit<FeedNote, 'url'> }[]>;
  renderPage(path: string): Promise<{ appHtml: string; headHtml: string; structuredDataHtml: string; dataHtml: string; status: 200 | 404 }>;
  canonicalUrl(path: string): string;
  siteName: string;
}

export interface BuildSiteOptions {
  rootDir: string;
  /** Where the site goes, relative to rootDir. */
  outDir?: string;
  /** Site settings (VITE_*) for this build only. */
  env?: Record<string, string>;
  logLevel?: LogLevel;
}

export interface BuildSiteResult {
  pages: number;
  outDir: string;
}

const run = promisify(execFile);
// The CLI file is not in vite's exports map: find it next to its package.json.
const VITE_BIN = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

// A path no route matches, rendered as the not-found page.
const NOT_FOUND_PROBE = '/__not_found__';

/**
 * The production build: the client bundle, then a server bundle of the same routes that renders
 * every page to static HTML (dist/react/101/index.html, dist/404.html), then the files search
 * engines, feed readers and static hosts read: sitemap.xml, feed.xml, robots.txt and _headers.
 */
export async function buildSite({ rootDir, outDir = 'dist', env = {}, logLevel = 'warn' }: BuildSiteOptions): Promise<BuildSiteResult> {
  const distDir = path.resolve(rootDir, outDir);
  const serverDir = path.join(rootDir, '.ssr', path.basename(distDir));
  const env_ = { ...process.env, ...env };
  // Each Vite build runs in a process of its own, so the peak memory is one build's, not the sum.
  const vite = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, [VITE_BIN, 'build', '--logLevel', logLevel, ...args], {
      cwd: rootDir,
      env: env_,
      maxBuffer: 64 << 20,
    });
    if (logLevel === 'info') process.stdout.write(stdout);
  };
  try {
    await vite('--outDir', distDir, '--emptyOutDir');
    await vite('--ssr', 'src/entry-server.tsx', '--outDir', serverDir, '--emptyOutDir');
    const entry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
    const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const pages = await entry.sitePages();

    for (const page of pages) {
      const rendered = await entry.renderPage(page.redirectTo ?? page.path);
      if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} gave status ${rendered.status}`);
      const file = pageFile(distDir, page.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, fillTemplate(template, { ...rendered, redirectTo: page.redirectTo }));
    }
    const notFound = await entry.renderPage(NOT_FOUND_PROBE);
    if (notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
    // The host serves 404.html for any unknown path, which the client then renders itself (a note
    // id that does not exist, a topic in capitals that redirects), so it is marked not to hydrate.
    await writeFile(
      path.join(distDir, '404.html'),
      fillTemplate(template, notFound).replace('<div id="root">', '<div id="root" data-fallback>'),
    );

    const canonical = pages.filter((page) => !page.redirectTo);
    const sitemapUrl = entry.canonicalUrl('/sitemap.xml');
    await writeFile(
      path.join(distDir, 'sitemap.xml'),
      sitemapXml(canonical.map((page) => ({ url: entry.canonicalUrl(page.path), lastmod: page.lastmod }))),
    );
    await writeFile(
      path.join(distDir, 'feed.xml'),
      atomFeed({
        title: entry.siteName,
        homeUrl: entry.canonicalUrl('/'),
        feedUrl: entry.canonicalUrl('/feed.xml'),
        notes: canonical.flatMap((page) => (page.note ? [{ ...page.note, url: entry.canonicalUrl(page.path) }] : [])),
        now: new Date(),
      }),
    );
    await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(sitemapUrl));
    await writeFile(path.join(distDir, '_headers'), headersFile(contentSecurityPolicy(env_.VITE_CONTACT_ENDPOINT)));
    return { pages: pages.length + 1, outDir: distDir };
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}
