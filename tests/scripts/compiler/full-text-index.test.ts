import { describe, expect, it } from 'vitest';
import { buildFullTextData, htmlText, STOP_WORDS } from '../../../scripts/compiler/full-text-index';
import { createFullTextSearch } from '../../../src/catalog/search-full-text';
import type { FullTextData } from '../../../shared/search-data';
import { checkFixture } from './fixture';

async function fixtureData(): Promise<FullTextData> {
  const { catalogue } = await checkFixture('valid');
  return buildFullTextData(catalogue.notes, catalogue.series);
}

describe('the full-text index the content build writes', () => {
  it('has a document for the intro of each note and one for each ## and ### section, pointing at its heading', async () => {
    const data = await fixtureData();
    const first = data.notes.findIndex((note) => note.id === 101);
    expect(data.notes[first]).toMatchObject({ id: 101, series: 'react', title: 'First Steps' });
    expect(data.notes[first]!.tags.length).toBeGreaterThan(0);
    expect(data.notes[first]!.headings).toEqual([
      ['Rendering', 'rendering'],
      ['A Table', 'a-table'],
      ['Exercises', 'exercises'],
      ['1. Say hello to a reader', '1-say-hello-to-a-reader'],
      ['2. One list item per name', '2-one-list-item-per-name'],
      ['Next', 'next'],
    ]);
    const sections = data.sections.filter(([note]) => note === first);
    expect(sections.map(([, heading]) => heading)).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(sections[0]![2]).toBe('This note shows inline code, bold text and a link to C++.');
    expect(sections[1]![2]).toBe('A list: one two with code');
    expect(data.series['c++']).toBe('C++');
  });

  it('keeps the prose of a section and leaves its code blocks out', async () => {
    const data = await fixtureData();
    const table = data.sections.find(([, heading, text]) => heading === 1 && text.includes('useState'))!;
    expect(table[2]).toContain('Hook Purpose useState state');
    expect(table[2]).toContain('A quote with the docs.');
    expect(table[2]).not.toContain('export function Hello');
    expect(table[2]).not.toContain('<');
  });

  it('indexes the task of each exercise, and none of its solution', async () => {
    const data = await fixtureData();
    const task = data.sections.find(([, heading, text]) => heading === 3 && text.includes('greeting'))!;
    expect(task[2]).toBe('Write a function greeting(name) that returns Hello, <name>! for any reader, and print the greeting for Ada.');
    expect(data.sections.some(([, , text]) => text.includes('renderedItems') || text.includes('console.log'))).toBe(false);
    const search = createFullTextSearch(data);
    expect(search.search('greeting')[0]).toMatchObject({
      noteId: 101,
      heading: { text: '1. Say hello to a reader', slug: '1-say-hello-to-a-reader' },
    });
    // A name that only the solution uses finds nothing: searching never gives an answer away.
    expect(search.search('renderedItems')).toEqual([]);
  });

  it('turns a line of HTML into its text, entities decoded and blocks kept apart', () => {
    expect(htmlText('<ul><li>one</li><li>two &amp; <code>a &lt; b</code></li></ul>')).toBe('one two & a < b');
    expect(htmlText('<p><strong>Bold</strong>, then text.</p>')).toBe('Bold, then text.');
  });

  it('gives the app what it indexes and searches, without the stop words', async () => {
    const data = await fixtureData();
    // As the app loads it: the catalogue's full-text file, JSON.
    const search = createFullTextSearch(JSON.parse(JSON.stringify(data)) as FullTextData);
    expect(search.search('quote')[0]).toMatchObject({ noteId: 101, heading: { text: 'A Table', slug: 'a-table' } });
    expect(search.search('the')).toEqual([]);
    expect(STOP_WORDS).toContain('the');
  });
});
