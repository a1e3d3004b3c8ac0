import { describe, expect, it } from 'vitest';
import { cardAction } from '../../../src/catalog/card-action';
import { featuredEntries } from '../../../src/catalog/featured';
import { initialSearch, searchMode, searchNotes, searchReducer, type SearchState } from '../../../src/catalog/search';
import type { NoteMeta } from '../../../shared/note';
import type { SeriesInfo } from '../../../shared/series';

function note(id: number, topic: string, extra: Partial<NoteMeta> = {}): NoteMeta {
  return { id, topic, title: `Note ${id}`, tags: [], date: '2024-10-01', headings: [], sourcePath: '', ...extra };
}

const series: SeriesInfo[] = [
  { key: 'c++', title: 'C++', icon: '➕', description: '' },
  { key: 'nodejs', title: 'Node.js', icon: '🟩', description: '' },
];

describe('featured learning paths', () => {
  // The navigation's order, as the catalogue's manifest gives it.
  const order = ['c', 'c++', 'python', 'java', 'html', 'css', 'javascript', 'react', 'nodejs', 'docker', 'git', 'github', 'dsa'];
  const notes = [
    note(503, 'nodejs'),
    note(501, 'nodejs'),
    note(1002, 'c++'),
    note(1001, 'c++', { seriesKey: 'C++' }),
    note(101, 'react'),
    note(9999, 'rust'),
  ];

  it('follow the navigation order, one lowest-id note per series, matched ignoring case', () => {
    const entries = featuredEntries(notes, series, order);
    expect(entries.map((entry) => [entry.seriesKey, entry.note.id])).toEqual([
      ['c++', 1001],
      ['react', 101],
      ['nodejs', 501],
    ]);
  });

  it('drop series without notes, ignore unlisted series and remove duplicate keys', () => {
    const entries = featuredEntries(notes, series, ['react', 'c', 'REACT', 'rust-free', 'react']);
    expect(entries.map((entry) => entry.seriesKey)).toEqual(['react']);
  });

  it('carry the series display name and the featured flag', () => {
    const [cpp, , node] = featuredEntries(notes, series, order);
    expect(cpp).toMatchObject({ isFeatured: true, displayTopic: 'C++' });
    expect(node?.displayTopic).toBe('Node.js');
  });
});

describe('the home search state machine', () => {
  const typed = (state: SearchState, text: string) => searchReducer(state, { type: 'typed', text });
  const entered = (state: SearchState) => searchReducer(state, { type: 'entered' });

  it('starts featured, browses while typing and goes exact on Enter with the trimmed text', () => {
    expect(searchMode(initialSearch)).toBe('featured');
    const browsing = typed(initialSearch, '  Rea ');
    expect(searchMode(browsing)).toBe('browse');
    const exact = entered(browsing);
    expect(exact).toEqual({ text: '  Rea ', exact: 'Rea' });
    expect(searchMode(exact)).toBe('exact');
  });

  it('clears the exact term when typing again and ignores a blank Enter', () => {
    const exact = entered(typed(initialSearch, 'react'));
    expect(typed(exact, 'reac')).toEqual({ text: 'reac', exact: '' });
    const blank = typed(initialSearch, '   ');
    expect(searchMode(blank)).toBe('featured');
    expect(entered(blank)).toBe(blank);
  });

  it('empties both on clear', () => {
    const exact = entered(typed(initialSearch, 'react'));
    expect(searchReducer(exact, { type: 'cleared' })).toEqual(initialSearch);
  });
});

describe('search results', () => {
  const notes = [
    note(302, 'javascript'),
    note(4001, 'java'),
    note(301, 'javascript'),
    note(1001, 'c++'),
    note(901, 'c'),
    note(150, 'react', { tags: ['java'] }),
  ];

  it('browse by series-key prefix, ignoring case and surrounding spaces, by ascending id', () => {
    expect(searchNotes(notes, { text: ' JA', exact: '' }).map((n) => n.id)).toEqual([301, 302, 4001]);
    expect(searchNotes(notes, { text: 'c', exact: '' }).map((n) => n.id)).toEqual([901, 1001]);
  });

  it('match exactly on the confirmed term only, never on tags', () => {
    expect(searchNotes(notes, { text: 'java', exact: 'Java' }).map((n) => n.id)).toEqual([4001]);
    expect(searchNotes(notes, { text: 'jav', exact: 'jav' })).toEqual([]);
  });

  it('treat the text literally', () => {
    expect(searchNotes(notes, { text: 'c+', exact: '' }).map((n) => n.id)).toEqual([1001]);
    expect(searchNotes(notes, { text: '.*', exact: '' })).toEqual([]);
    expect(searchNotes(notes, { text: '', exact: '' })).toEqual([]);
  });
});

describe('card buttons', () => {
  it('say Explore for links of two or fewer segments and Read for notes', () => {
    expect(cardAction('/react')).toBe('Explore');
    expect(cardAction('/')).toBe('Explore');
    expect(cardAction('/react/101')).toBe('Read');
    expect(cardAction('/c++/1001')).toBe('Read');
  });
});
