/**
 * Types shared by the content compiler (scripts/) and the app (src/).
 * Both sides import this file with `import type` only.
 */
import type { CatalogueManifest } from '../../shared/catalogue-files.ts';

/** A `##` or `###` heading of a note, with the anchor the page gives it. */
export interface NoteHeading {
  level: 2 | 3;
  text: string;
  slug: string;
}

/** Everything the app needs about a note without its body. */
export interface NoteMeta {
  id: number;
  topic: string;
  seriesKey?: string;
  title: string;
  description?: string;
  /** The note's opening plain text, for the description fallback; present only without a description. */
  excerpt?: string;
  tags: string[];
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  /** When an expert last checked the whole note against its references: a calendar date, YYYY-MM-DD. */
  reviewed?: string;
  /** The primary sources the note was checked against, 1 to 4; only in the note's own chunk. */
  references?: readonly NoteReference[];
  displayTopic?: string;
  headings: NoteHeading[];
  /** Estimated minutes to read the note, code included. */
  readingMinutes?: number;
  /** The Markdown source, relative to the repository root. */
  sourcePath: string;
}

/** A primary source of a note: its title and an https URL. */
export interface NoteReference {
  title: string;
  url: string;
}

/** What a card shows of a note: the home page's featured list and search results. */
export type NoteSummary = Pick<NoteMeta, 'id' | 'topic' | 'seriesKey' | 'title' | 'description' | 'tags' | 'date' | 'displayTopic'>;

/** What a series chunk holds of each lesson: enough for the sidebar and the neighbours. */
export type LessonSummary = Pick<NoteMeta, 'id' | 'topic' | 'seriesKey' | 'title'>;

/**
 * The colours of one code block, as runs that cover its code exactly: `[length, class, ...]`,
 * class n > 0 the CSS class `sh<n>` of the generated code theme, 0 the block's own text colour.
 */
export type CodeRuns = readonly number[];

/**
 * What the content build adds beside a light-markup body. A body without it renders plain, as the
 * spec's format says; with it, headings get anchors and code its colours.
 */
export interface BodyAnnotations {
  /** The anchor of each heading of the body, in order (NoteHeading.slug). */
  slugs: readonly string[];
  /** The colours of each code block of the body, in order; 0 for a block shown plain. */
  code: readonly (CodeRuns | 0)[];
  /** Indexes, among the code blocks, of exercise solutions and their output blocks: shown collapsed. */
  solutions?: readonly number[];
  /** How the reader's browser can run each code block, in order; 0 for a block without a Run button. */
  run?: readonly (RunPlan | 0)[];
}

/**
 * How the page runs a code block in its sandbox (src/try-it/), as the content build decided it:
 * `script` and `module` are JavaScript run as Node.js would (CommonJS or ES module) with console
 * output; `python` runs in Pyodide; `html`, `css` and `react` are live previews.
 */
export interface RunPlan {
  kind: 'script' | 'module' | 'python' | 'html' | 'css' | 'react';
  /** The syntax sucrase removes before the code runs. */
  syntax?: 'ts' | 'jsx' | 'tsx';
  /** For `css`: the index, among the code blocks, of the HTML block it styles. */
  html?: number;
  /** For `react`: the export that names the component to render (`default` or its name). */
  component?: string;
}

/** A note chunk: the note's metadata (its headings are in the body), its light-markup body and its annotations. */
export interface NoteChunk {
  meta: NoteDetails;
  default: string;
  annotations?: BodyAnnotations;
}

/** A series chunk as the content build writes it (the lessons' topic is the series key). */
export interface SeriesModule {
  info: SeriesInfo | undefined;
  lessons: readonly Pick<LessonSummary, 'id' | 'title'>[];
  bodies: Readonly<Record<number, () => Promise<NoteChunk>>>;
}

/** A note's metadata as its page receives it. */
export type NoteDetails = Omit<NoteMeta, 'headings'>;

/** Display info of a series, from notes/<topic>/_series.md. */
export interface SeriesInfo {
  key: string;
  title: string;
  icon: string;
  description: string;
  /** Inclusive id range of the series, when the series is configured. */
  idRange?: readonly [number, number];
}

/**
 * The full-text search data the content build writes and the search dialog loads on first use:
 * a serialised MiniSearch index over one document per note section (the intro before the first
 * heading, then each `##` / `###` section), and what a result shows of each document.
 */
export interface FullTextData {
  /** The fields the app indexes each section by. */
  fields: readonly string[];
  /** Words left out of the index, so a query drops them too. */
  stopWords: readonly string[];
  /** Series titles by key. */
  series: Readonly<Record<string, string>>;
  /** By note: id, series key, title, and its headings as [text, slug]. */
  notes: readonly FullTextNote[];
  /** By document id: the note's index in `notes`, the heading's index in its headings (-1 for the intro) and the plain text. */
  sections: readonly (readonly [note: number, heading: number, text: string])[];
}

export interface FullTextNote {
  id: number;
  series: string;
  title: string;
  description?: string;
  tags: readonly string[];
  headings: readonly (readonly [text: string, slug: string])[];
}

/**
 * What the dev server tells the page after a save (scripts/dev-server/notes-content.ts to
 * src/app/saved-notes.ts): the notes that changed and that the page has loaded, as their chunks.
 */
export interface ContentEventData {
  notes: NoteChunk[];
  /** The catalogue's manifest after the save; absent when a save did not compile. */
  manifest?: CatalogueManifest;
}

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    'study-notes:content': ContentEventData;
  }
}

/**
 * The catalogue as the copies for tools list it (scripts/site-build/site-files/tool-copies.ts): each series in the
 * site's order with its notes by id, where each note's page is, and its Markdown copy.
 */
export interface ToolCopyCatalogue {
  siteName: string;
  /** What the site is, in a sentence: the home page's description. */
  summary: string;
  series: readonly ToolCopySeries[];
}

export interface ToolCopySeries {
  key: string;
  title: string;
  notes: readonly {
    id: number;
    title: string;
    /** The note's description, or its fallback, as on its page. */
    description: string;
    /** The note page's site path, `+` kept (`/c++/1001`). */
    path: string;
    copy: MarkdownCopySource;
  }[];
}

/**
 * A note's Markdown copy (`/react/105.md`) as the content build leaves it: the prerenderer, which
 * knows the site's canonical address, makes its relative links absolute (scripts/site-build/site-files/markdown-copy.ts).
 */
export interface MarkdownCopySource {
  /** The front matter the copy keeps (title, description, date, reviewed, references), as YAML. */
  frontMatter: string;
  /** The body as the author wrote it. */
  body: string;
  /**
   * Each relative link destination of the body, in order: its offsets in `body`, what it points to
   * (a note file's page path, or the URL as written, to resolve against the note's page), and 1
   * when it is written in angle brackets.
   */
  links: readonly (readonly [start: number, end: number, target: string, angled: 0 | 1])[];
}
