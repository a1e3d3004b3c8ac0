import type { NoteChunk, NoteSummary } from './note.ts';
import type { SeriesInfo } from './series.ts';
import type { MarkdownCopySource } from './tool-copies.ts';

/**
 * The catalogue as the content build writes it: JSON files named by a hash of their content, so a
 * file never changes once written, and a small manifest that names the entry files. The build writes
 * them to build/catalogue/; the site serves them under CATALOGUE_PATH; every page carries the
 * manifest (CATALOGUE_ELEMENT_ID), and a prerendered page the files it was rendered from.
 */
/** The folder of the notes' own files (NoteFile), one a note, in the catalogue. */
export const NOTE_FILES_FOLDER = 'notes/';

export interface CatalogueManifest {
  /** The header's series, in the spec's order, with their labels. */
  navigation: readonly NavigationSeries[];
  /** The home page's data (HomeFile). */
  home: string;
  /** The SERIES_BUCKETS bucket files (BucketFile), by bucket number. */
  buckets: readonly string[];
  /** Every note's card data (NoteSummary[]), for the home page's search. */
  search: string;
  /** The full-text search index's head (SearchHead), for the search dialog. */
  fullText: string;
}

export interface NavigationSeries {
  key: string;
  label: string;
}

/** The home page's featured paths: the navigation series' display info and their first notes. */
export interface HomeFile {
  series: readonly SeriesInfo[];
  firstNotes: readonly NoteSummary[];
}

/** The series whose key falls in one bucket, and each one's file (SeriesFile). */
export type BucketFile = Readonly<Record<string, string>>;

/** A lesson as its series' file lists it; `exercises`: the anchors of its exercises a reader can solve (checked code or a prediction), when it has any. */
export interface LessonEntry {
  id: number;
  title: string;
  exercises?: readonly string[];
}

/** A series: its display info, its lessons by ascending id, and where each note and the Markdown copies are. */
export interface SeriesFile {
  info: SeriesInfo | undefined;
  lessons: readonly LessonEntry[];
  /** Each note's file (NoteFile), by id. */
  notes: Readonly<Record<number, string>>;
  /** Its notes run Python (a sample or a check): saving the series for offline reading brings Python along. */
  python?: true;
  /** The series' Markdown copies for tools (CopiesFile): only the prerenderer and the dev server read it. */
  copies: string;
}

/** A note's file: its metadata, light-markup body and annotations. */
export type NoteFile = NoteChunk;

/** Where the app reads the catalogue: the manifest, and a reader of its files by name. */
export interface CatalogueSource {
  manifest: CatalogueManifest;
  read(file: string): Promise<unknown>;
}

/** The folder of the site the catalogue's files are served from: hashed files, cached like the assets. */
export const CATALOGUE_PATH = '/assets/catalogue/';

/** The id of the script element that carries the manifest and a prerendered page's files. */
export const CATALOGUE_ELEMENT_ID = 'catalogue';

/** What that element holds. */
export interface PageCatalogue {
  manifest: CatalogueManifest;
  /** The files the page was rendered from, by name: taking the page over fetches none of them. */
  files: Readonly<Record<string, unknown>>;
}

/** How many buckets share the list of series: enough to keep each small at thousands of series. */
export const SERIES_BUCKETS = 16;

/** The bucket of a series key: the build files each key, and the app finds it, with this one hash. */
export function seriesBucket(key: string): number {
  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) >>> 0;
  return hash % SERIES_BUCKETS;
}

/** A series' Markdown copies for tools, by note id. */
export type CopiesFile = Readonly<Record<number, MarkdownCopySource>>;
