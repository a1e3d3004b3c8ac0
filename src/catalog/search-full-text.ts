import MiniSearch, { type SearchOptions } from 'minisearch';
import { markTerms, snippet, type TextPart } from './search-snippet';
import type { FullTextData } from '../../shared/search-data';

/** A note found by the search dialog, pointing at the section where its best match is. */
export interface FullTextResult {
  /** The MiniSearch document: unique among the results. */
  key: number;
  noteId: number;
  series: string;
  seriesTitle: string;
  title: TextPart[];
  /** The section heading, with its anchor, when the best match is not in the note's intro. */
  heading?: { text: string; slug: string };
  snippet: TextPart[];
}

export interface FullTextSearch {
  search: (query: string, limit?: number) => FullTextResult[];
  /** How many notes can be searched. */
  noteCount: number;
}

/** The title and the headings count for more than the text; an exact word more than a near one. */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 5, heading: 2.5, tags: 2, description: 1.5, text: 1 },
  // A single letter would expand to a large share of the vocabulary: it matches whole words only.
  prefix: (term) => term.length >= 2,
  // One typo in a word of 4 or more letters, two from 10 letters on.
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
};

/**
 * Indexes the sections the content build wrote, a note's intro together with its title, description
 * and tags; every search then runs in memory.
 */
export function createFullTextSearch(data: FullTextData): FullTextSearch {
  const stopWords = new Set(data.stopWords);
  const index = new MiniSearch({
    fields: [...data.fields],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return stopWords.has(word) ? null : word;
    },
  });
  index.addAll(
    data.sections.map(([noteIndex, headingIndex, text], id) => {
      const note = data.notes[noteIndex]!;
      return headingIndex < 0
        ? { id, title: note.title, description: note.description, tags: note.tags.join(' '), text }
        : { id, heading: note.headings[headingIndex]![0], text };
    }),
  );

  const search = (query: string, limit = 20): FullTextResult[] => {
    if (query.trim() === '') return [];
    // Sections that hold every word first; failing that, any word (a note may spread them out).
    let hits = index.search(query, { ...SEARCH_OPTIONS, combineWith: 'AND' });
    if (hits.length === 0 && /\S\s+\S/.test(query)) hits = index.search(query, SEARCH_OPTIONS);
    const results: FullTextResult[] = [];
    const seen = new Set<number>();
    for (const hit of hits) {
      const [noteIndex, headingIndex, text] = data.sections[hit.id as number]!;
      // One result a note: its best section.
      if (seen.has(noteIndex)) continue;
      seen.add(noteIndex);
      const note = data.notes[noteIndex]!;
      // The words the section matched, and any word that starts like a query word (the title's).
      const terms = new Set(hit.terms);
      const matches = (word: string) => terms.has(word) || hit.queryTerms.some((term) => word.startsWith(term));
      const heading = note.headings[headingIndex];
      results.push({
        key: hit.id as number,
        noteId: note.id,
        series: note.series,
        seriesTitle: data.series[note.series] ?? note.series.charAt(0).toUpperCase() + note.series.slice(1),
        title: markTerms(note.title, matches),
        ...(heading ? { heading: { text: heading[0], slug: heading[1] } } : {}),
        snippet: snippet(text, matches),
      });
      if (results.length === limit) break;
    }
    return results;
  };
  return { search, noteCount: data.notes.length };
}
