import { markTerms, snippet, type TextPart } from './search-snippet';
import {
  noteFile,
  SEARCH_FIELDS,
  searchWords,
  shardFile,
  WEIGHT_SCALE,
  type SearchField,
  type SearchHead,
  type SearchNote,
  type SearchShard,
} from '../../shared/search-index';

/** A note found by the search dialog, pointing at the section where its best match is. */
export interface FullTextResult {
  /** The section's document id: unique among the results. */
  key: number;
  noteId: number;
  series: string;
  seriesTitle: string;
  title: TextPart[];
  /** The section heading, with its anchor, when the best match is not in the note's intro. */
  heading?: { text: string; slug: string };
  snippet: TextPart[];
}

/** What a query found: the best section of each note, best first, and how many notes were found but could not be read. */
export interface FullTextFound {
  results: FullTextResult[];
  /** Notes ranked above the last one shown whose file failed to load (offline, their series not saved): passed over. */
  missing: number;
}

export interface FullTextSearch {
  /** Fetches the shards of the query's words, then the files of the notes it shows; a shard that fails fails the search. */
  search: (query: string, limit?: number) => Promise<FullTextFound>;
  /** How many notes can be searched. */
  noteCount: number;
}

/** Reads a file of the index's folder (SearchHead.folder). */
export type ReadSearchFile = (file: string) => Promise<unknown>;

// The title and the headings count for more than the text; an exact word more than one it starts, or a near one.
const BOOST: Record<SearchField, number> = { title: 5, heading: 2.5, tags: 2, description: 1.5, text: 1 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** The shards one short word may fetch for the longer words it starts; the shard of its own letters always comes. */
const MAX_SHARDS_A_WORD = 8;

/** A section's match: its score, the index's words it matched, the query's words that matched it. */
interface Hit {
  score: number;
  terms: Set<string>;
  words: Set<string>;
}

/**
 * The search over the index the content build wrote (shared/search-index.ts), scored as MiniSearch
 * would score it (BM25+ by field, prefix and fuzzy matches weighted down): a query fetches the shards
 * of its words, then the files of the notes it shows.
 */
export function createFullTextSearch(head: SearchHead, read: ReadSearchFile): FullTextSearch {
  const shards = new Map<number, Promise<SearchShard>>();
  const notes = new Map<number, Promise<SearchNote>>();
  // A failed read is tried again by the next query.
  const once = <K, T>(cache: Map<K, Promise<T>>, key: K, load: () => Promise<unknown>): Promise<T> => {
    let loading = cache.get(key);
    if (!loading) {
      cache.set(key, (loading = load() as Promise<T>));
      loading.catch(() => cache.delete(key));
    }
    return loading;
  };
  const fileOfKey = new Map(head.shards.flatMap((keys, file) => keys.map((key) => [key, file] as const)));
  const starts: number[] = [];
  let documents = 0;
  for (const count of head.sections) {
    starts.push(documents);
    documents += count;
  }

  const wordHits = async (word: string): Promise<Map<number, Hit>> => {
    const files = new Set(shardKeys(word, [...fileOfKey.keys()]).map((key) => fileOfKey.get(key)!));
    const found = await Promise.all([...files].map((file) => once(shards, file, () => read(shardFile(file)))));
    const hits = new Map<number, Hit>();
    const length = word.length;
    const maxDistance = length >= 4 ? Math.min(6, Math.round(length * 0.2)) : 0;
    for (const shard of found) {
      for (const [term, lists] of Object.entries(shard)) {
        let weight: number;
        if (term === word) weight = 1;
        else if (length >= 2 && term.startsWith(word))
          weight = (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - length));
        else {
          // Near words that start alike, whatever else shares their file.
          const distance = maxDistance > 0 && term.startsWith(word.slice(0, 2)) ? editDistance(word, term, maxDistance) : Infinity;
          if (distance > maxDistance) continue;
          weight = (FUZZY_WEIGHT * term.length) / (term.length + distance);
        }
        for (const list of lists) {
          const postings = (list.length - 1) / 2;
          const idf = Math.log(1 + (head.documents - postings + 0.5) / (postings + 0.5));
          const factor = (weight * BOOST[SEARCH_FIELDS[list[0]!]!] * idf) / WEIGHT_SCALE;
          let document = 0;
          for (let at = 1; at < list.length; at += 2) {
            document += list[at]!;
            let hit = hits.get(document);
            if (!hit) hits.set(document, (hit = { score: 0, terms: new Set(), words: new Set([word]) }));
            hit.score += factor * list[at + 1]!;
            hit.terms.add(term);
          }
        }
      }
    }
    return hits;
  };

  const search = async (query: string, limit = 20): Promise<FullTextFound> => {
    const words = [...new Set(searchWords(query))];
    if (words.length === 0) return { results: [], missing: 0 };
    const perWord = await Promise.all(words.map(wordHits));
    // Sections that hold every word first; failing that, any word (a note may spread them out).
    let hits = combine(perWord, 'and');
    if (hits.size === 0 && words.length > 1) hits = combine(perWord, 'or');
    const ranked: [document: number, note: number, hit: Hit][] = [];
    const seen = new Set<number>();
    for (const [document, hit] of [...hits].sort((a, b) => b[1].score - a[1].score || a[0] - b[0])) {
      const note = noteOf(starts, document);
      // One result a note: its best section.
      if (seen.has(note)) continue;
      seen.add(note);
      ranked.push([document, note, hit]);
    }
    const results: FullTextResult[] = [];
    let missing = 0;
    // Read down the ranking until `limit` notes are shown: offline, a note of a series not saved is passed over.
    for (let next = 0; results.length < limit && next < ranked.length;) {
      const batch = ranked.slice(next, (next += limit - results.length));
      const reads = await Promise.allSettled(batch.map(([, note]) => once(notes, note, () => read(noteFile(note)))));
      batch.forEach(([document, noteIndex, hit], at) => {
        const read = reads[at]!;
        if (read.status === 'rejected') return void missing++;
        const note = read.value;
        const [headingIndex, text] = note.sections[document - starts[noteIndex]!]!;
        // The words the section matched, and any word that starts like a query word (the title's).
        const matches = (word: string) => hit.terms.has(word) || [...hit.words].some((queried) => word.startsWith(queried));
        const heading = note.headings[headingIndex];
        results.push({
          key: document,
          noteId: note.id,
          series: note.series,
          seriesTitle: head.series[note.series] ?? note.series.charAt(0).toUpperCase() + note.series.slice(1),
          title: markTerms(note.title, matches),
          ...(heading ? { heading: { text: heading[0], slug: heading[1] } } : {}),
          snippet: snippet(text, matches),
        });
      });
    }
    return { results, missing };
  };
  return { search, noteCount: head.sections.length };
}

/** The shards a word's matches may be in: its own letters' shard, and (for a short word) those of the words it starts. */
export function shardKeys(word: string, keys: readonly string[]): string[] {
  const own: string[] = [];
  const longer: string[] = [];
  for (const key of keys) {
    const single = key.endsWith('$');
    const stem = single ? key.slice(0, -1) : key;
    if (single ? stem === word : word.startsWith(stem)) own.push(key);
    // A one-letter word matches whole words only.
    else if (word.length >= 2 && stem.startsWith(word)) longer.push(key);
  }
  return [...own, ...longer.slice(0, MAX_SHARDS_A_WORD)];
}

/** Sections in every word's hits (`and`) or in any (`or`), their scores and words added up. */
function combine(perWord: readonly Map<number, Hit>[], mode: 'and' | 'or'): Map<number, Hit> {
  const [first, ...rest] = perWord;
  const combined = new Map<number, Hit>();
  for (const [document, hit] of first!) combined.set(document, { score: hit.score, terms: new Set(hit.terms), words: new Set(hit.words) });
  for (const hits of rest) {
    if (mode === 'and') for (const document of combined.keys()) if (!hits.has(document)) combined.delete(document);
    for (const [document, hit] of hits) {
      const known = combined.get(document);
      if (known) {
        known.score += hit.score;
        hit.terms.forEach((term) => known.terms.add(term));
        hit.words.forEach((word) => known.words.add(word));
      } else if (mode === 'or') combined.set(document, { score: hit.score, terms: new Set(hit.terms), words: new Set(hit.words) });
    }
  }
  return combined;
}

/** The note (its index in the head) a document belongs to: documents are numbered note after note. */
function noteOf(starts: readonly number[], document: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= document) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Levenshtein distance between two words, or more than `max` as soon as it must exceed it. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      smallest = Math.min(smallest, current[j]!);
    }
    if (smallest > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
