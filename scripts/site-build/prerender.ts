/** The prerenderer, in a plain Node process (a TypeScript loader would see every chunk): its shard of pages and copies; shard 0 the site's files. */
import pLimit from 'p-limit';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOTE_FILES_FOLDER, type CatalogueManifest, type CatalogueSource } from '../../shared/catalogue-files.ts';
import type { ToolCopyCatalogue } from '../../shared/tool-copies.ts';
import { contentSecurityPolicy } from '../policy/content-security-policy.ts';
import { answerParent, type PrerenderRequest, type PrerenderResult } from './child-messages.ts';
import { atomFeed, type FeedNote } from './site-files/atom-feed.ts';
import { fillTemplate, pageFile, siteFile } from './page-files.ts';
import { headersFile } from '../policy/response-headers.ts';
import { redirectsFile } from '../policy/redirects-file.ts';
import { robotsTxt, sitemapXml } from './site-files/search-engine-files.ts';
import { toolCopies } from './site-files/tool-copies.ts';

/** What the server bundle of src/entry-server.tsx offers the prerenderer. */
interface ServerEntry {
  sitePages(): Promise<{ path: string; redirectTo?: string; unlisted?: true; lastmod?: string; note?: Omit<FeedNote, 'url'> }[]>;
  renderPage(path: string): Promise<{ appHtml: string; headHtml: string; structuredDataHtml: string; dataHtml: string; status: 200 | 404 }>;
  canonicalUrl(path: string): string;
  siteName: string;
  toolCopyCatalogue(): Promise<ToolCopyCatalogue>;
  setCatalogueSource(source: CatalogueSource): void;
}

// A path no route matches, rendered as the not-found page.
const NOT_FOUND_PROBE = '/__not_found__';
/** Pages in the making at once: each is written once rendered, so a shard holds a few, never thousands. */
const RENDERS_AT_ONCE = 8;

answerParent(prerender);

async function prerender({ entryFile, distDir, catalogueDir, shard, shards }: PrerenderRequest): Promise<PrerenderResult> {
  // Shard i of n renders every n-th page and copy from the i-th; shard 0 also writes the site's own files.
  const ofShard = <T>(_item: T, index: number) => index % shards === shard;
  const { canonicalUrl, renderPage, sitePages, siteName, toolCopyCatalogue, setCatalogueSource } = (await import(
    /* @vite-ignore */ pathToFileURL(entryFile).href
  )) as ServerEntry;
  setCatalogueSource(catalogueFiles(catalogueDir));
  const pages = await sitePages();
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // Synchronous writes, faster for small files; a file of the client build is replaced, as it may be a hard link into the cache.
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    rmSync(file, { force: true });
    writeFileSync(file, content);
  };
  const limit = pLimit(RENDERS_AT_ONCE);
  const mine = pages.filter(ofShard);
  await Promise.all(
    mine.map((page) =>
      limit(async () => {
        const result = await renderPage(page.redirectTo ?? page.path);
        if (result.status !== 200) throw new Error(`Prerendering ${page.path} gave status ${result.status}`);
        write(pageFile(distDir, page.path), fillTemplate(template, { ...result, redirectTo: page.redirectTo }));
      }),
    ),
  );
  const notFound = shard === 0 ? await renderPage(NOT_FOUND_PROBE) : undefined;
  if (notFound && notFound.status !== 404) throw new Error(`The not-found page rendered with status ${notFound.status}`);
  // The host serves 404.html for any unknown path, which the client renders itself: marked not to hydrate.
  if (notFound) {
    write(path.join(distDir, '404.html'), fillTemplate(template, notFound).replace('<div id="root">', '<div id="root" data-fallback>'));

    const canonical = pages.filter((page) => !page.redirectTo && !page.unlisted);
    write(
      path.join(distDir, 'sitemap.xml'),
      sitemapXml(canonical.map((page) => ({ url: canonicalUrl(page.path), lastmod: page.lastmod }))),
    );
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
    write(path.join(distDir, 'robots.txt'), robotsTxt(canonicalUrl('/sitemap.xml')));
    write(path.join(distDir, '_headers'), headersFile(contentSecurityPolicy(process.env.VITE_CONTACT_ENDPOINT)));
    write(path.join(distDir, '_redirects'), redirectsFile(canonical.flatMap((page) => (page.note ? [page.note] : []))));
  }
  for (const copy of toolCopies(await toolCopyCatalogue(), canonicalUrl).filter(ofShard)) write(siteFile(distDir, copy.path), copy.content);
  return { pages: mine.length + (notFound ? 1 : 0) };
}

/** The notes' files a shard keeps parsed: enough for the pages it renders at once, not every note of the site. */
const NOTES_KEPT = 4 * RENDERS_AT_ONCE;

/** The catalogue as build/catalogue/ holds it: each file parsed once (its name is its content's hash), but only the latest notes kept. */
function catalogueFiles(dir: string): CatalogueSource {
  const kept = new Map<string, Promise<unknown>>();
  const notes: string[] = [];
  return {
    manifest: JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as CatalogueManifest,
    read: (file) => {
      let data = kept.get(file);
      if (!data) {
        // Read synchronously: a small file's asynchronous read costs more in the thread pool than the read itself.
        kept.set(file, (data = new Promise((resolve) => resolve(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))))));
        if (file.startsWith(NOTE_FILES_FOLDER)) notes.push(file);
        if (notes.length > NOTES_KEPT) kept.delete(notes.shift()!);
      }
      return data;
    },
  };
}
