import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { DeferredWidgetsContext } from './app/deferred-widgets';
import { widgetsAtOnce } from './app/widgets-at-once';
import { seriesLanding } from './app/series-landing';
import { CATALOGUE_ELEMENT_ID, type PageCatalogue } from '../shared/catalogue-files';
import { allSeriesKeys, loadNote, loadSeries, pageFilesOf } from './app/catalogue-chunks';
import { catalogueManifest, readCatalogueFile } from './app/catalogue-source';
import { noteDescription } from './catalog/describe-note';
import { seriesDisplay } from './catalog/series-display';
import type { NoteDetails } from '../shared/note';
import { createSiteRouter } from './router';
import { siteConfig } from './site/config';
import { sitePath } from './site/page-head';
import { breadcrumbList, noteArticle } from './site/structured-data';

/** A page as the prerenderer writes it. */
export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  appHtml: string;
  /** The page's title, meta and link tags, for `<head>`. */
  headHtml: string;
  /** schema.org JSON-LD scripts for search engines, for `<head>`. */
  structuredDataHtml: string;
  /** The catalogue's manifest and the files the page was made from, so taking it over fetches none. */
  dataHtml: string;
  status: 200 | 404;
}

/** A page of the site: its path, where it lands (a series opens its first lesson), its date. */
export interface SitePage {
  path: string;
  redirectTo?: string;
  /** A page that repeats others (a series' print page): not in the sitemap. */
  unlisted?: true;
  lastmod?: string;
  /** A note page's note, as the Atom feed lists it. */
  note?: { id: number; title: string; summary: string; date: string; topic: string };
}

/** Every page the site has: home, static pages, series, their print pages and notes. */
export async function sitePages(): Promise<SitePage[]> {
  const pages: SitePage[] = ['/', '/about', '/contact', '/privacy'].map((path) => ({ path }));
  // The reader's own page: the same for everyone until it runs, so not one for search engines.
  pages.push({ path: '/review', unlisted: true });
  for (const key of await allSeriesKeys()) {
    const landing = await seriesLanding(key);
    pages.push({ path: sitePath([key]), redirectTo: landing?.path });
    if (landing) pages.push({ path: sitePath(['print', key]), unlisted: true });
    const chunk = await loadSeries(key);
    // The notes' chunks load side by side (reading a file, then the next, left the core idle).
    const metas = await Promise.all(chunk.lessons.map(async (lesson) => (await loadNote(chunk, lesson.id)).meta));
    for (const meta of metas) {
      const note = { id: meta.id, title: meta.title, summary: noteDescription(meta), date: meta.date, topic: key };
      pages.push({ path: sitePath([key, String(meta.id)]), lastmod: meta.date, note });
    }
  }
  return pages;
}

export { canonicalUrl } from './site/page-head';

export { setCatalogueSource } from './app/catalogue-source';

export { toolCopyCatalogue } from './app/tool-copy-catalogue';

/** The site's name, which titles its feed. */
export const siteName = siteConfig.name;

// React writes the tags it hoists (title, meta, link, JSON-LD) ahead of the markup of a fragment.
const HOISTED_PREFIX =
  /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>|<script type="application\/ld\+json">[^<]*<\/script>)+/;

/** Renders one path of the site to static HTML, after running its loaders. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createSiteRouter({ history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  await router.load();
  // Unknown paths leave the root match flagged as not found (notFoundMode: 'root').
  const notFound = router.state.matches.some(
    (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
  );
  const html = renderToString(
    <StrictMode>
      {/* The markup carries every deferred widget; the browser loads their code later (app/deferred-widgets.ts). */}
      <DeferredWidgetsContext value={widgetsAtOnce}>
        <RouterProvider router={router} />
      </DeferredWidgetsContext>
    </StrictMode>,
  );
  const headHtml = HOISTED_PREFIX.exec(html)?.[0] ?? '';
  const structuredDataHtml = (await structuredDataOf(router))
    .map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`)
    .join('');
  const dataHtml = `<script type="application/json" id="${CATALOGUE_ELEMENT_ID}">${jsonForScript(await pageCatalogue(router))}</script>`;
  return { appHtml: html.slice(headHtml.length), headHtml, structuredDataHtml, dataHtml, status: notFound ? 404 : 200 };
}

/** The manifest, and the catalogue files a page's loaders read: the home page's, or its series' and its notes'. */
async function pageCatalogue(router: ReturnType<typeof createSiteRouter>): Promise<PageCatalogue> {
  const leaf = router.state.matches.at(-1);
  const { topic, noteId } = (leaf?.params ?? {}) as { topic?: string; noteId?: string };
  const names =
    leaf?.routeId === '/'
      ? [catalogueManifest().home]
      : topic && leaf?.status === 'success'
        ? await pageFilesOf(topic, pageNotes(leaf.routeId, noteId))
        : [];
  const files = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readCatalogueFile(name)] as const)));
  return { manifest: catalogueManifest(), files };
}

/** The notes whose files a series' page carries: a note page's own, every one on the series' print page. */
function pageNotes(routeId: string, noteId: string | undefined): number | 'every' | undefined {
  if (routeId === '/print/$topic') return 'every';
  return noteId === undefined ? undefined : Number(noteId);
}

/** JSON that cannot close or comment out the script element it sits in. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** An Article and a BreadcrumbList on notes, a BreadcrumbList on series pages. */
async function structuredDataOf(router: ReturnType<typeof createSiteRouter>): Promise<object[]> {
  const leaf = router.state.matches.at(-1);
  const topic = (leaf?.params as { topic?: string } | undefined)?.topic;
  if (!leaf || !topic) return [];
  const series = seriesDisplay((await loadSeries(topic)).info, topic);
  const seriesCrumb = { name: series.title, path: sitePath([series.key]) };
  if (leaf.routeId === '/$topic/') return [breadcrumbList([seriesCrumb])];
  const note = (leaf.loaderData as { note?: NoteDetails } | undefined)?.note;
  if (leaf.routeId !== '/$topic/$noteId' || !note) return [];
  const path = sitePath([series.key, String(note.id)]);
  return [noteArticle(note, noteDescription(note), path), breadcrumbList([seriesCrumb, { name: note.title, path }])];
}
