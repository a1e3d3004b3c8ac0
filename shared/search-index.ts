/**
 * The full-text search index as the content build writes it and the search dialog reads it: small
 * files fetched as a query needs them, so what a query downloads stays flat as the notes grow.
 *
 * - The head (SearchHead, named in the manifest): the shards there are, how many sections each note
 *   has, the series' titles.
 * - Shards (SearchShard): each word's postings, by field, with the part of its BM25 score known at
 *   build time, the words grouped by their first letters; a query fetches the shards of its words only.
 * - A file per note (SearchNote): its title, headings and sections' text, fetched for the notes a
 *   query shows, to make their snippets.
 *
 * Both live in one folder named by a hash of the whole index (`SearchHead.folder`).
 */

/** The fields of a section, in the order the postings number them. */
export const SEARCH_FIELDS = ['title', 'heading', 'description', 'tags', 'text'] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** BM25+ as MiniSearch scores it: term frequency saturation, length normalisation, and a floor for any match. */
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** A posting's weight is stored times this, rounded: two decimals are enough to rank by. */
export const WEIGHT_SCALE = 100;

export interface SearchHead {
  /** The folder of the shards and the notes' files, under the catalogue's path, ending in `/`. */
  folder: string;
  /** How many sections (documents) the index holds: BM25's N. */
  documents: number;
  /**
   * The shards' keys, file by file: a key stands for the words that start with it (one ending in `$`, for
   * that one word); small neighbouring keys share a file.
   */
  shards: readonly (readonly string[])[];
  /** Each note's number of sections, in the index's order: documents are numbered note after note. */
  sections: readonly number[];
  /** Series titles by key. */
  series: Readonly<Record<string, string>>;
}

/** Postings of one word in one field: the field's index, then pairs of (document id gap, weight × WEIGHT_SCALE). */
export type FieldPostings = readonly number[];

/** A shard: each word's postings, one list a field it occurs in. */
export type SearchShard = Readonly<Record<string, readonly FieldPostings[]>>;

/** A note as a search result shows it: its sections' text by document order, the intro first. */
export interface SearchNote {
  id: number;
  series: string;
  title: string;
  /** Its headings as [text, slug]. */
  headings: readonly (readonly [text: string, slug: string])[];
  /** Its sections: the heading's index in `headings` (-1 for the intro) and the plain text. */
  sections: readonly (readonly [heading: number, text: string])[];
}

// Runs of anything but spaces and punctuation, as MiniSearch's default tokenizer splits text.
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** Words too common to help a search: left out of the index, which they would only make larger. */
// prettier-ignore
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'do', 'does', 'for', 'from', 'has', 'have', 'how', 'if', 'in',
  'into', 'is', 'it', 'its', 'no', 'not', 'of', 'on', 'or', 'so', 'than', 'that', 'the', 'their', 'then', 'there', 'these', 'this',
  'to', 'was', 'we', 'were', 'what', 'when', 'which', 'will', 'with', 'you', 'your',
]);

/** The words of a text as the index holds them: lowercase, stop words left out. */
export function searchWords(text: string): string[] {
  return text
    .split(SPACE_OR_PUNCTUATION)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '' && !STOP_WORDS.has(word));
}

/** The file of a shard (by its index in the head's `shards`) in the index's folder. */
export function shardFile(index: number): string {
  return `s${index}.json`;
}

/** The file of a note (by its index in the head's `sections`) in the index's folder. */
export function noteFile(index: number): string {
  return `n${index}.json`;
}
