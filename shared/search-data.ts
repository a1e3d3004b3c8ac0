/** The data of the full-text search, which the search dialog indexes on first use. */

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
