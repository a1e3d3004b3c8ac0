import { createHash } from 'node:crypto';
import {
  BM25,
  noteFile,
  SEARCH_FIELDS,
  searchWords,
  shardFile,
  WEIGHT_SCALE,
  type SearchHead,
  type SearchNote,
} from '../../shared/search-index.ts';
import type { SeriesInfo } from '../../shared/series.ts';
import { seriesKeyOf } from '../../shared/note.ts';
import type { CompiledNote } from './compiled-note.ts';

/** A key's words larger than this (JSON characters) are split by their next letter, down to MAX_KEY_LENGTH letters. */
const MAX_SHARD_CHARS = 12 * 1024;
const MAX_KEY_LENGTH = 6;
/** Neighbouring keys share a file up to this size: fewer files for the offline copy, a little more for a query. */
const FILE_CHARS = 16 * 1024;

/** The search index's files (shared/search-index.ts): the head, and the shards and notes' files in `folder`. */
export interface SearchIndexFiles {
  head: SearchHead;
  /** By name, in the head's folder. */
  files: Map<string, string>;
}

/**
 * Every note's sections (the intro with the note's title, description and tags, then one a heading)
 * indexed by word, each shard's and note's file written once; `folderOf` names the folder by its content.
 */
export function buildSearchIndex(
  notes: readonly CompiledNote[],
  series: readonly SeriesInfo[],
  folderOf: (hash: string) => string,
): SearchIndexFiles {
  // Each word's postings in each field: document ids with the word's count there.
  const postings = new Map<string, Map<number, Map<number, number>>>();
  const lengths: number[][] = [];
  const totals = SEARCH_FIELDS.map(() => ({ words: 0, documents: 0 }));
  const searchNotes: SearchNote[] = [];
  for (const note of notes) {
    const headings = note.meta.headings.map((heading) => [heading.text, heading.slug] as const);
    searchNotes.push({
      id: note.meta.id,
      series: seriesKeyOf(note.meta),
      title: note.meta.title,
      headings,
      sections: note.sections.map((text, heading) => [heading - 1, text] as const),
    });
    note.sections.forEach((text, heading) => {
      const document = lengths.length;
      const fields: Partial<Record<(typeof SEARCH_FIELDS)[number], string>> =
        heading === 0
          ? { title: note.meta.title, description: note.meta.description, tags: note.meta.tags.join(' '), text }
          : { heading: headings[heading - 1]![0], text };
      lengths.push(
        SEARCH_FIELDS.map((field, fieldIndex) => {
          const value = fields[field];
          if (value === undefined) return 0;
          const words = searchWords(value);
          totals[fieldIndex]!.words += words.length;
          totals[fieldIndex]!.documents++;
          for (const word of words) {
            let byField = postings.get(word);
            if (!byField) postings.set(word, (byField = new Map()));
            let counts = byField.get(fieldIndex);
            if (!counts) byField.set(fieldIndex, (counts = new Map()));
            counts.set(document, (counts.get(document) ?? 0) + 1);
          }
          return words.length;
        }),
      );
    });
  }

  const averages = totals.map((total) => (total.documents === 0 ? 1 : total.words / total.documents));
  const entries = new Map<string, string>();
  for (const [word, byField] of postings) {
    const lists = [...byField].map(([field, counts]) => {
      const list: number[] = [field];
      let previous = 0;
      for (const [document, count] of counts) {
        const norm = 1 - BM25.b + (BM25.b * lengths[document]![field]!) / averages[field]!;
        const weight = BM25.d + (count * (BM25.k + 1)) / (count + BM25.k * norm);
        list.push(document - previous, Math.round(weight * WEIGHT_SCALE));
        previous = document;
      }
      return list;
    });
    entries.set(word, `${JSON.stringify(word)}:${JSON.stringify(lists)}`);
  }

  const files = new Map<string, string>();
  const shards: string[][] = [];
  let texts: string[] = [];
  let size = 0;
  const close = () => {
    files.set(shardFile(shards.length - 1), `{${texts.join(',')}}`);
    texts = [];
    size = 0;
  };
  for (const [key, words] of shardsOf([...entries.keys()].sort(), entries)) {
    const own = words.map((word) => entries.get(word)!);
    const length = own.reduce((sum, text) => sum + text.length + 1, 0);
    if (shards.length === 0 || size + length > FILE_CHARS) {
      if (shards.length > 0) close();
      shards.push([]);
    }
    shards.at(-1)!.push(key);
    texts.push(...own);
    size += length;
  }
  if (shards.length > 0) close();
  searchNotes.forEach((note, index) => files.set(noteFile(index), JSON.stringify(note)));

  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(name).update('\0').update(text).update('\0');
  const head: SearchHead = {
    folder: folderOf(hash.digest('base64url').slice(0, 10)),
    documents: lengths.length,
    shards,
    sections: searchNotes.map((note) => note.sections.length),
    series: Object.fromEntries(series.map((info) => [info.key, info.title])),
  };
  return { head, files };
}

/**
 * The shards: the words by their first two letters, a group too large split by the next letter; a
 * word no longer than its group's key gets a shard of its own (`key$`), as does a one-letter word.
 */
function shardsOf(words: readonly string[], entries: ReadonlyMap<string, string>): Map<string, string[]> {
  const shards = new Map<string, string[]>();
  const split = (group: readonly string[], depth: number) => {
    const byKey = new Map<string, string[]>();
    for (const word of group) {
      const key = [...word].length < depth ? `${word}$` : [...word].slice(0, depth).join('');
      const members = byKey.get(key);
      if (members) members.push(word);
      else byKey.set(key, [word]);
    }
    for (const [key, members] of byKey) {
      const size = members.reduce((sum, word) => sum + entries.get(word)!.length, 0);
      if (!key.endsWith('$') && size > MAX_SHARD_CHARS && depth < MAX_KEY_LENGTH) split(members, depth + 1);
      else shards.set(key, members);
    }
  };
  split(words, 2);
  return shards;
}
