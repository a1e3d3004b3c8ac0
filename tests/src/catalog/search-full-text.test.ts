import { describe, expect, it } from 'vitest';
import type { CompiledNote } from '../../../scripts/compiler/compiled-note';
import { buildSearchIndex } from '../../../scripts/compiler/search-index';
import { sectionTexts } from '../../../scripts/compiler/section-texts';
import { createFullTextSearch, editDistance, shardKeys, type FullTextFound } from '../../../src/catalog/search-full-text';
import { markTerms, snippet, type TextPart } from '../../../src/catalog/search-snippet';
import type { SearchHead } from '../../../shared/search-index';
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

/** The search over an index built from `notes`, reading its files as JSON text, as the page fetches them; `reads` lists them. */
function searchOf(notes: CompiledNote[]) {
  const { head, files } = buildSearchIndex(
    notes,
    [{ key: 'react', title: 'React', icon: '⚛️', description: '' }],
    (hash) => `search/${hash}/`,
  );
  const reads: string[] = [];
  const engine = createFullTextSearch(JSON.parse(JSON.stringify(head)) as SearchHead, (file) => {
    reads.push(file);
    const text = files.get(file);
    return text === undefined ? Promise.reject(new Error(`No file ${file}`)) : Promise.resolve(JSON.parse(text));
  });
  const search = async (query: string) => (await engine.search(query)).results;
  return { search, reads, head, files };
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
  it('ranks a note whose title matches above one that only mentions the word', async () => {
    const results = await searchOf(catalogue).search('reconciliation');
    expect(results.map((result) => result.noteId)).toEqual([102, 101]);
    expect(results[0]!.heading).toBeUndefined();
    expect(results[1]!.heading).toEqual({ text: 'Props', slug: 'props' });
  });

  it('finds words from their first letters and despite a typo', async () => {
    const search = searchOf(catalogue);
    expect((await search.search('subscr'))[0]).toMatchObject({ noteId: 103, heading: { slug: 'cleanup' } });
    expect((await search.search('dependancy'))[0]).toMatchObject({ noteId: 103, heading: { slug: 'dependencies' } });
    expect(await search.search('qzxv')).toEqual([]);
  });

  it('gives one result a note, at its best section, with the series and marked words', async () => {
    const [result, ...others] = await searchOf(catalogue).search('effect runs dependency');
    expect(others).toEqual([]);
    expect(result).toMatchObject({ noteId: 103, series: 'react', seriesTitle: 'React', heading: { text: 'Dependencies' } });
    expect(plain(result!.snippet)).toBe('The [effect] [runs] again when a [dependency] changes.');
    expect(plain(result!.title)).toBe('[Effects]');
  });

  it('falls back to notes with any of the words when none has them all', async () => {
    const results = await searchOf(catalogue).search('loops subscription');
    expect(results.map((result) => result.noteId).sort()).toEqual([103, 3001]);
    expect(results.find((result) => result.noteId === 3001)!.seriesTitle).toBe('Python');
  });
});

describe('the sharded index', () => {
  it('fetches the shards of the words a query has and the files of the notes it shows, nothing else', async () => {
    const search = searchOf(catalogue);
    expect(search.files.size).toBeGreaterThan(search.head.shards.length);
    await search.search('cleanup');
    expect(search.reads).toEqual([shardFileOf(search.head, 'cl'), 'n2.json']);
  });

  it('splits the words of a crowded start by their next letters, and still finds each of them', async () => {
    const crowd = Array.from({ length: 400 }, (_, index) =>
      note(5000 + index, `Feature ${index}`, `The feature${index} setting and featurette${index}.`),
    );
    const search = searchOf(crowd);
    const keys = search.head.shards.flat();
    expect(keys.some((key) => key.startsWith('fea') && key.length > 3)).toBe(true);
    expect(keys).not.toContain('fe');
    expect((await search.search('feature123'))[0]).toMatchObject({ noteId: 5123 });
    expect((await search.search('featurette7'))[0]).toMatchObject({ noteId: 5007 });
    // A short word fetches a bounded number of the shards it starts.
    expect(shardKeys('fe', keys).length).toBeLessThanOrEqual(8);
  });

  it('names its folder by its content: the same notes give the same folder, an edit another', () => {
    const folder = (notes: CompiledNote[]) => searchOf(notes).head.folder;
    expect(folder(catalogue)).toBe(folder(catalogue));
    const edited = [...catalogue.slice(0, 3), note(3001, 'Python Basics', 'Variables, loops and lists.', [], 'python')];
    expect(folder(edited)).not.toBe(folder(catalogue));
  });

  it('tries a shard again when reading it failed', async () => {
    const { head, files } = buildSearchIndex(catalogue, [], (hash) => `search/${hash}/`);
    let failures = 1;
    const search = createFullTextSearch(head, (file) =>
      file.startsWith('s') && failures-- > 0
        ? Promise.reject(new Error('Loading chunk search failed'))
        : Promise.resolve(JSON.parse(files.get(file)!)),
    );
    await expect(search.search('keys')).rejects.toThrow('Loading chunk search failed');
    expect((await search.search('keys')).results[0]).toMatchObject({ noteId: 102 });
  });

  it('leaves out a note whose file cannot be read (offline, its series not saved), and counts it', async () => {
    const { head, files } = buildSearchIndex(catalogue, [], (hash) => `search/${hash}/`);
    // Note 103's file (the third note's) is not on this device.
    const search = createFullTextSearch(head, (file) =>
      file === 'n2.json' ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve(JSON.parse(files.get(file)!)),
    );
    const found = await search.search('react compares effect');
    expect(found.results.map((result) => result.noteId)).toEqual([102]);
    expect(found.missing).toBe(1);
  });

  it('fills the places of notes it cannot read with the next ones it can, counting those it passed over', async () => {
    const hooks = [201, 202, 203, 204].map((id) => note(id, `Note ${id}`, `Hooks, ${'and hooks again, '.repeat(205 - id)}`));
    const { head, files } = buildSearchIndex(hooks, [], (hash) => `search/${hash}/`);
    const read = (file: string) => Promise.resolve(JSON.parse(files.get(file)!));
    const ids = (found: FullTextFound) => found.results.map((result) => result.noteId);
    expect(ids(await createFullTextSearch(head, read).search('hooks', 3))).toEqual([201, 202, 203]);
    // The best note's file (the first's) is not on this device: the next two take the places, and one is missing.
    const offline = createFullTextSearch(head, (file) => (file === 'n0.json' ? Promise.reject(new Error('Failed to fetch')) : read(file)));
    const found = await offline.search('hooks', 2);
    expect(ids(found)).toEqual([202, 203]);
    expect(found.missing).toBe(1);
  });

  it('measures how far two words are apart, giving up past the limit', () => {
    expect(editDistance('closrues', 'closures', 2)).toBe(2);
    expect(editDistance('flexbx', 'flexbox', 1)).toBe(1);
    expect(editDistance('react', 'python', 2)).toBe(3);
  });
});

/** The file of the shard that holds the key `key`. */
function shardFileOf(head: SearchHead, key: string): string {
  const file = head.shards.findIndex((keys) => keys.includes(key));
  expect(file).toBeGreaterThanOrEqual(0);
  return `s${file}.json`;
}

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
