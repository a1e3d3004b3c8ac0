import {
  CATALOGUE_ELEMENT_ID,
  CATALOGUE_PATH,
  type CatalogueManifest,
  type CatalogueSource,
  type PageCatalogue,
} from '../../shared/catalogue-files';
import { siteConfig } from '../site/config';
import { loadChunk } from './chunk-load-error';

let source: CatalogueSource | undefined;

/** Sets where the catalogue is read (the prerenderer, the dev server, tests); the page's own otherwise. */
export function setCatalogueSource(next: CatalogueSource) {
  source = next;
}

/** The catalogue the page carries: the manifest and the files it was prerendered from, fetched otherwise. */
function pageSource(): CatalogueSource {
  const element = typeof document === 'undefined' ? null : document.getElementById(CATALOGUE_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`The page has no catalogue (#${CATALOGUE_ELEMENT_ID})`);
  const { manifest, files } = JSON.parse(element.textContent) as PageCatalogue;
  return siteSource(manifest, files);
}

/** The catalogue of `manifest` as the site serves it; `files` are at hand already. */
export function siteSource(manifest: CatalogueManifest, files: PageCatalogue['files'] = {}): CatalogueSource {
  return { manifest, read: async (file) => (Object.hasOwn(files, file) ? files[file] : fetchFile(file)) };
}

/** A catalogue file from the site; a failure names its address, as a failed import does (chunk-load-error.ts). */
async function fetchFile(file: string): Promise<unknown> {
  const url = new URL(`${CATALOGUE_PATH}${file}`, location.href).href;
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(`Failed to fetch ${url}`);
  }
  if (!response.ok) throw new Error(`Failed to fetch ${url} (HTTP ${response.status})`);
  return response.json();
}

function currentSource(): CatalogueSource {
  source ??= pageSource();
  return source;
}

/** The catalogue's manifest. */
export function catalogueManifest(): CatalogueManifest {
  return currentSource().manifest;
}

/** A catalogue file as it is (the prerenderer inlines what a page was rendered from). */
export function readCatalogueFile(file: string): Promise<unknown> {
  return currentSource().read(file);
}

/** A catalogue file, loaded as a chunk: time-out, retry and 'Loading chunk {n} failed' alike. */
export function loadCatalogueFile<T>(chunk: string, file: string): Promise<T> {
  const { read } = currentSource();
  return loadChunk(chunk, () => read(file) as Promise<T>, siteConfig.chunkTimeoutMs);
}
