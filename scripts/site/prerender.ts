/**
 * The prerenderer: every page of the site to static HTML (dist/react/101/index.html, dist/404.html),
 * then the files search engines, feed readers and static hosts read: sitemap.xml, feed.xml,
 * robots.txt and _headers; and the copies for tools: each note's Markdown (dist/c++/1001.md),
 * llms.txt and llms-full.txt. The server build compiles it beside the app's server entry, and
 * build-site.ts runs it with plain Node (`node prerender.js <server entry> <dist dir>`): under a
 * TypeScript loader, every chunk the pages import would pass through the loader's hooks, and
 * prerendering took half as long again. With `--wait-for-notes` it loads the server bundle while
 * the notes' chunks are being written, and renders nothing before the line "bodies" on its standard
 * input says they are. With `--wait-for-client` it renders the pages while the client build is
 * still running, and writes them once its standard input closes, which build-site.ts does when the
 * client build has written dist/ (index.html, the template, included).
 * With `--shard=<i>/<n>`, one of n processes that share the pages and copies (a large catalogue's).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ToolCopyCatalogue } from '../../src/catalog/types.ts';
import { contentSecurityPolicy } from '../vite/content-security-policy.ts';
import { parentLines } from '../vite/parent-lines.ts';
import { atomFeed, type FeedNote } from './atom-feed.ts';
import { inOrder } from './in-order.ts';
import { fillTemplate, pageFile, siteFile } from './page-files.ts';
import { headersFile, robotsTxt, sitemapXml } from './search-engine-files.ts';
import { toolCopies } from './tool-copies.ts';

/** What the server bundle of src/entry-server.tsx offers the prerenderer. */
interface ServerEntry {
  sitePages(): Promise<{ path: string; redirectTo?: string; lastmod?: string; note?: Omit<FeedNote, 'url'> }[]>;
  renderPage(path: string): Promise<{ appHtml: string; headHtml: string; structuredDataHtml: string; dataHtml: string; status: 200 | 404 }>;
  canonicalUrl(path: string): string;
  siteName: string;
  toolCopyCatalogue(): Promise<ToolCopyCatalogue>;
}

// A path no route matches, rendered as the not-found page.
const NOT_FOUND_PROBE = '/__not_found__';
const RENDERS_AT_ONCE = 8;

const [entryFile, distDir, ...flags] = process.argv.slice(2);
const shardFlag = /^--shard=(\d+)\/(\d+)$/.exec(flags.find((flag) => flag.startsWith('--shard=')) ?? '--shard=0/1');
if (!entryFile || !distDir || !shardFlag)
  throw new Error('Usage: node prerender.js <server entry> <dist dir> [--wait-for-notes] [--wait-for-client] [--shard=<index>/<count>]');
// Shard i of n renders every n-th page and copy from the i-th; shard 0 also writes the site's own files.
const [shard, shards] = [Number(shardFlag[1]), Number(shardFlag[2])];
const mine = <T>(_item: T, index: number) => index % shards === shard;
const { canonicalUrl, renderPage, sitePages, siteName, toolCopyCatalogue } = (await import(
  /* @vite-ignore */ pathToFileURL(entryFile).href
)) as ServerEntry;

const parent = flags.some((flag) => flag.startsWith('--wait-for-')) ? parentLines() : undefined;
if (flags.includes('--wait-for-notes') && !(await parent!.said('bodies')))
  throw new Error("Stopped before rendering: the process that started the prerenderer ended before the notes' chunks were written");
const pages = await sitePages();
// A few pages at a time: while one page's loaders wait for its chunks to be read, another renders.
const rendered = await inOrder(pages.filter(mine), RENDERS_AT_ONCE, async (page) => {
  const result = await renderPage(page.redirectTo ?? page.path);
  if (result.status !== 200) throw new Error(`Prerendering ${page.path} gave status ${result.status}`);
  return { page, result };
});
const notFound = shard === 0 ? await renderPage(NOT_FOUND_PROBE) : undefined;
if (notFound && notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
const copies = toolCopies(await toolCopyCatalogue(), canonicalUrl).filter(mine);

if (flags.includes('--wait-for-client')) await parent!.ended();
// Nothing more to hear: an input left open would keep this process alive.
parent?.stop();
const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
// Files are written one by one, synchronously: ten thousand small files take a third of a second
// so, and six times as long through the thread pool of fs/promises, most of it in the kernel.
// A file the client build wrote (index.html, the template) is replaced, not written into: it may be a
// hard link into the cache of Vite builds (vite-build-cache.ts).
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  rmSync(file, { force: true });
  writeFileSync(file, content);
};
for (const { page, result } of rendered)
  write(pageFile(distDir, page.path), fillTemplate(template, { ...result, redirectTo: page.redirectTo }));
// The host serves 404.html for any unknown path, which the client then renders itself (a note
// id that does not exist, a topic in capitals that redirects), so it is marked not to hydrate.
if (notFound) {
  write(path.join(distDir, '404.html'), fillTemplate(template, notFound).replace('<div id="root">', '<div id="root" data-fallback>'));

  const canonical = pages.filter((page) => !page.redirectTo);
  const sitemapUrl = canonicalUrl('/sitemap.xml');
  write(path.join(distDir, 'sitemap.xml'), sitemapXml(canonical.map((page) => ({ url: canonicalUrl(page.path), lastmod: page.lastmod }))));
  write(
    path.join(distDir, 'feed.xml'),
    atomFeed({
      title: siteName,
      homeUrl: canonicalUrl('/'),
      feedUrl: canonicalUrl('/feed.xml'),
      notes: canonical.flatMap((page) => (page.note ? [{ ...page.note, url: canonicalUrl(page.path) }] : [])),
      now: new Date(),
    }),
  );
  write(path.join(distDir, 'robots.txt'), robotsTxt(sitemapUrl));
  write(path.join(distDir, '_headers'), headersFile(contentSecurityPolicy(process.env.VITE_CONTACT_ENDPOINT)));
}
for (const copy of copies) write(siteFile(distDir, copy.path), copy.content);
// The last line of output: what build-site.ts reports.
console.log(JSON.stringify({ pages: rendered.length + (notFound ? 1 : 0) }));
