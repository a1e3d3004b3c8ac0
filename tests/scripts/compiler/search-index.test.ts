import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../scripts/compiler/search-index';
import { createFullTextSearch } from '../../../src/catalog/search-full-text';
import type { SearchHead, SearchNote } from '../../../shared/search-index';
import { checkFixture } from './fixture';

async function fixtureIndex() {
  const { catalogue } = await checkFixture('valid');
  const { head, files } = buildSearchIndex(catalogue.notes, catalogue.series, (hash) => `search/${hash}/`);
  const notes = [...files].filter(([name]) => name.startsWith('n')).map(([, text]) => JSON.parse(text) as SearchNote);
  // As the app reads them: the head from the manifest, each file as JSON text.
  const engine = createFullTextSearch(JSON.parse(JSON.stringify(head)) as SearchHead, (file) =>
    Promise.resolve(JSON.parse(files.get(file)!)),
  );
  const search = { search: async (query: string) => (await engine.search(query)).results };
  return { head, files, notes, search };
}

describe('the full-text index the content build writes', () => {
  it('has a document for the intro of each note and one for each ## and ### section, pointing at its heading', async () => {
    const { head, notes } = await fixtureIndex();
    const first = notes.find((note) => note.id === 101)!;
    expect(first).toMatchObject({ id: 101, series: 'react', title: 'First Steps' });
    expect(first.headings).toEqual([
      ['Rendering', 'rendering'],
      ['A Table', 'a-table'],
      ['Exercises', 'exercises'],
      ['1. Say hello to a reader', '1-say-hello-to-a-reader'],
      ['2. One list item per name', '2-one-list-item-per-name'],
      ['Next', 'next'],
    ]);
    expect(first.sections.map(([heading]) => heading)).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(first.sections[0]![1]).toBe('This note shows inline code, bold text and a link to C++.');
    expect(first.sections[1]![1]).toBe('A list: one two with code');
    expect(head.series['c++']).toBe('C++');
    expect(head.sections.reduce((sum, count) => sum + count, 0)).toBe(head.documents);
  });

  it('keeps the prose of a section and leaves its code blocks out', async () => {
    const { notes } = await fixtureIndex();
    const table = notes.flatMap((note) => note.sections).find(([heading, text]) => heading === 1 && text.includes('useState'))!;
    expect(table[1]).toContain('Hook · Purpose. useState · state.');
    expect(table[1]).toContain('A quote with the docs.');
    expect(table[1]).not.toContain('export function Hello');
    expect(table[1]).not.toContain('<');
  });

  it('indexes the task of each exercise, and none of its solution', async () => {
    const { files, search } = await fixtureIndex();
    expect((await search.search('greeting'))[0]).toMatchObject({
      noteId: 101,
      heading: { text: '1. Say hello to a reader', slug: '1-say-hello-to-a-reader' },
    });
    for (const [file, text] of files) {
      expect(text, file).not.toContain('renderedItems');
      expect(text, file).not.toContain('console.log');
    }
    // A name that only the solution uses finds nothing: searching never gives an answer away.
    expect(await search.search('renderedItems')).toEqual([]);
  });

  it('leaves the stop words out of the index, so a query of them finds nothing', async () => {
    const { files, search } = await fixtureIndex();
    expect((await search.search('quote'))[0]).toMatchObject({ noteId: 101, heading: { text: 'A Table', slug: 'a-table' } });
    expect(await search.search('the')).toEqual([]);
    const shards = [...files].filter(([name]) => name.startsWith('s')).map(([, text]) => JSON.parse(text) as Record<string, unknown>);
    expect(shards.some((shard) => Object.hasOwn(shard, 'the'))).toBe(false);
    expect(shards.some((shard) => Object.hasOwn(shard, 'quote'))).toBe(true);
  });
});
