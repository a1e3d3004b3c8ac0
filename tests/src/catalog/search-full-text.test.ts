import { describe, expect, it } from 'vitest';
import type { CompiledNote } from '../../../scripts/compiler/compiled-note';
import { buildFullTextData, sectionTexts } from '../../../scripts/compiler/full-text-index';
import { createFullTextSearch } from '../../../src/catalog/search-full-text';
import { markTerms, snippet, type TextPart } from '../../../src/catalog/search-snippet';
import type { FullTextData } from '../../../shared/search-data';
import type { LightBlock } from '../../../shared/light-markup';

type Section = { heading: string; text: string };

function note(id: number, title: string, intro: string, sections: Section[] = [], series = 'react'): CompiledNote {
  const blocks: LightBlock[] = [{ type: 'paragraph', html: `<p>${intro}</p>` }];
  for (const section of sections)
    blocks.push({ type: 'heading', level: 2, text: section.heading }, { type: 'paragraph', html: `<p>${section.text}</p>` });
  return {
    meta: {
      id,
      topic: series,
      title,
      description: `About ${title.toLowerCase()}.`,
      tags: ['notes'],
      date: '2024-10-01',
      headings: sections.map((section) => ({ level: 2, text: section.heading, slug: section.heading.toLowerCase().replace(/\s+/g, '-') })),
      sourcePath: `notes/${series}/${id}-note.md`,
    },
    body: '',
    annotations: { slugs: [], code: [] },
    blocks,
    sections: sectionTexts(blocks),
    copy: { frontMatter: '', body: '', links: [] },
    exercises: [],
  };
}

function searchOf(notes: CompiledNote[]) {
  const data = buildFullTextData(notes, [{ key: 'react', title: 'React', icon: '⚛️', description: '' }]);
  return createFullTextSearch(JSON.parse(JSON.stringify(data)) as FullTextData);
}

const plain = (parts: readonly TextPart[]) => parts.map((part) => (part.mark ? `[${part.text}]` : part.text)).join('');

const catalogue = [
  note(101, 'Components', 'Build a page from small parts.', [
    { heading: 'Props', text: 'A component receives reconciliation hints and props.' },
  ]),
  note(102, 'Reconciliation', 'How React compares trees.', [{ heading: 'Keys', text: 'Keys tell items apart.' }]),
  note(103, 'Effects', 'Run code after render.', [
    { heading: 'Cleanup', text: 'Return a function to undo a subscription.' },
    { heading: 'Dependencies', text: 'The effect runs again when a dependency changes.' },
  ]),
  note(3001, 'Python Basics', 'Variables and loops.', [], 'python'),
];

describe('full-text search', () => {
  it('ranks a note whose title matches above one that only mentions the word', () => {
    const results = searchOf(catalogue).search('reconciliation');
    expect(results.map((result) => result.noteId)).toEqual([102, 101]);
    expect(results[0]!.heading).toBeUndefined();
    expect(results[1]!.heading).toEqual({ text: 'Props', slug: 'props' });
  });

  it('finds words from their first letters and despite a typo', () => {
    const search = searchOf(catalogue);
    expect(search.search('subscr')[0]).toMatchObject({ noteId: 103, heading: { slug: 'cleanup' } });
    expect(search.search('dependancy')[0]).toMatchObject({ noteId: 103, heading: { slug: 'dependencies' } });
    expect(search.search('qzxv')).toEqual([]);
  });

  it('gives one result a note, at its best section, with the series and marked words', () => {
    const [result, ...others] = searchOf(catalogue).search('effect runs dependency');
    expect(others).toEqual([]);
    expect(result).toMatchObject({ noteId: 103, series: 'react', seriesTitle: 'React', heading: { text: 'Dependencies' } });
    expect(plain(result!.snippet)).toBe('The [effect] [runs] again when a [dependency] changes.');
    expect(plain(result!.title)).toBe('[Effects]');
  });

  it('falls back to notes with any of the words when none has them all', () => {
    const results = searchOf(catalogue).search('loops subscription');
    expect(results.map((result) => result.noteId).sort()).toEqual([103, 3001]);
    expect(results.find((result) => result.noteId === 3001)!.seriesTitle).toBe('Python');
  });
});

describe('search snippets', () => {
  const terms = (word: string) => word === 'closure';
  it('marks whole words only, whatever their case', () => {
    expect(plain(markTerms('A Closure, closures and closure.', terms))).toBe('A [Closure], closures and [closure].');
  });

  it('cuts a long text around the first match, at word boundaries, with ellipses', () => {
    const text = `${'word '.repeat(60)}then a closure appears ${'more '.repeat(60)}`.trim();
    const excerpt = plain(snippet(text, terms, 80));
    expect(excerpt).toMatch(/^…(word )+then a \[closure\] appears( more)+…$/);
    expect(excerpt.length).toBeLessThanOrEqual(84);
  });

  it('shows the start of the text when the match is elsewhere or near the start', () => {
    expect(plain(snippet('A closure at the start of a short text.', terms))).toBe('A [closure] at the start of a short text.');
    expect(plain(snippet(`${'word '.repeat(50)}end`, terms, 40))).toMatch(/^word (word )+word…$/);
  });
});
