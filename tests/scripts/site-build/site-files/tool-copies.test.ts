import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Link } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFrontMatter } from '../../../../scripts/note-source/front-matter';
import { buildContent } from '../../../../scripts/compiler/build-content';
import { readBuildCache } from '../../../../scripts/compiler/build-cache';
import { compileSources } from '../../../../scripts/compiler/compile-catalogue';
import { listSources, readSources } from '../../../../scripts/note-source/load';
import { markdownCopySource } from '../../../../scripts/compiler/markdown-copy-source';
import { transformBody } from '../../../../scripts/compiler/transform-body';
import { llmsTxt } from '../../../../scripts/site-build/site-files/llms-files';
import { markdownCopy } from '../../../../scripts/site-build/site-files/markdown-copy';
import { isToolCopyPath, toolCopies } from '../../../../scripts/site-build/site-files/tool-copies';
import type { BucketFile, CopiesFile, SeriesFile } from '../../../../shared/catalogue-files';
import type { ToolCopyCatalogue } from '../../../../shared/tool-copies';
import { FIXTURES } from '../../compiler/fixture';

const HOST = 'https://notes.example.org';
const canonicalUrl = (sitePath: string) => HOST + sitePath;

/**
 * A notes folder as the server entry lists it, compiled by the content build: the series in the
 * order given (then the others), each with its notes by id, titled and described as their front
 * matter says.
 */
async function catalogueOf(rootDir: string, order: readonly string[]): Promise<ToolCopyCatalogue> {
  const notesDir = path.join(rootDir, 'notes');
  const { catalogue, ok } = await compileSources(await readSources(notesDir, await listSources(notesDir)));
  expect(ok).toBe(true);
  const rank = (key: string) => order.indexOf(key) + 1 || order.length + 1;
  const keys = catalogue.seriesKeys.filter((key) => catalogue.notes.some((note) => note.meta.topic === key));
  return {
    siteName: 'Study Notes',
    summary: 'Short tutorial notes.',
    series: keys
      .sort((a, b) => rank(a) - rank(b))
      .map((key) => ({
        key,
        title: catalogue.series.find((info) => info.key === key)?.title ?? key,
        notes: catalogue.notes
          .filter((note) => note.meta.topic === key)
          .map(({ meta, copy }) => ({
            id: meta.id,
            title: meta.title,
            description: meta.description ?? '...',
            path: `/${key}/${String(meta.id)}`,
            copy,
          })),
      })),
  };
}

async function copiesOf(rootDir: string, order: readonly string[] = []) {
  const catalogue = await catalogueOf(rootDir, order);
  const read = (sourcePath: string) => readFile(path.join(rootDir, sourcePath), 'utf8');
  const copies = toolCopies(catalogue, canonicalUrl);
  const byPath = (sitePath: string) => copies.find((copy) => copy.path === sitePath)?.content;
  return { catalogue, copies, byPath, read };
}

const fixture = await copiesOf(path.join(FIXTURES, 'valid'), ['c++', 'react']);

/** The copy's front matter and body. */
function split(copy: string | undefined) {
  const match = /^---\n([\s\S]*?)---\n\n([\s\S]*)$/.exec(copy ?? '');
  if (!match) throw new Error(`Not a Markdown copy with front matter:\n${copy}`);
  return { data: parse(match[1]!) as Record<string, unknown>, body: match[2]! };
}

/** A source's body as the author wrote it, without the blank lines around it. */
async function sourceBody(sourcePath: string) {
  return readFrontMatter(await fixture.read(sourcePath)).body.trim() + '\n';
}

describe("a note's Markdown copy", () => {
  it('is written for every note, at /{topic}/{id}.md, c++ included', () => {
    const notePaths = fixture.copies.map((copy) => copy.path).filter((sitePath) => sitePath.endsWith('.md'));
    expect(notePaths.sort()).toEqual(['/c++/1001.md', '/react/101.md', '/react/102.md']);
    expect(notePaths.every(isToolCopyPath)).toBe(true);
  });

  it('keeps exactly the title, description, date, review date and references of its front matter', async () => {
    const { data } = split(fixture.byPath('/c++/1001.md'));
    expect(Object.keys(data)).toEqual(['title', 'description', 'date', 'reviewed', 'references']);
    expect(data).toEqual({
      title: 'From C',
      description: 'A fixture note for the compiler tests.',
      date: '2025-07-26',
      reviewed: '2025-08-02',
      references: [{ title: 'cppreference: Templates', url: 'https://en.cppreference.com/w/cpp/language/templates' }],
    });
    // A note not yet reviewed, without references or a description, keeps what it has.
    expect(split(fixture.byPath('/react/102.md')).data).toEqual({ title: 'Second Note: Lists', date: '2024-10-02' });
  });

  it('is the body as written, with each link to a note file made the absolute address of its page', async () => {
    const expected = (await sourceBody('notes/react/101-first-steps.md'))
      .replace('](../c%2B%2B/1001-from-c.md#templates)', `](${HOST}/c++/1001#templates)`)
      .replace('](./102-second-note.md)', `](${HOST}/react/102)`);
    expect(split(fixture.byPath('/react/101.md')).body).toBe(expected);
    expect(split(fixture.byPath('/react/102.md')).body).toBe(
      (await sourceBody('notes/react/102-second-note.md'))
        .replace('](101-first-steps.md#rendering)', `](${HOST}/react/101#rendering)`)
        .replace('](./_series.md)', `](${HOST}/react)`),
    );
    expect(split(fixture.byPath('/c++/1001.md')).body).toBe(
      (await sourceBody('notes/c++/1001-from-c.md')).replace('](../react/101-first-steps.md)', `](${HOST}/react/101)`),
    );
  });

  it('is made for one path alone, in either spelling of c++', () => {
    for (const only of ['/c++/1001.md', '/c%2B%2B/1001.md']) {
      const copies = toolCopies(fixture.catalogue, canonicalUrl, only);
      expect(copies).toEqual([{ path: '/c++/1001.md', content: fixture.byPath('/c++/1001.md') }]);
    }
    expect(toolCopies(fixture.catalogue, canonicalUrl, '/c++/9999.md')).toEqual([]);
  });
});

describe('link destinations', () => {
  /** A body's copy as the note at /react/105 gets it: compiled as the content build does, then made absolute. */
  const copyOf = (markdown: string) => {
    const { links } = transformBody(markdown, { bodyStartLine: 1, rewriteLink: () => undefined });
    return split(
      markdownCopy(
        markdownCopySource({}, markdown, links, () => undefined),
        `${HOST}/react/105`,
      ),
    ).body;
  };

  it('become absolute in links, images and definitions, relative to the page', () => {
    const markdown = [
      'See [props](/react/109), [up](../css/401 "CSS"), [a section](#state) and ![a chart](chart.png).',
      '',
      '[a [nested] label](<../java/4001 with space>)',
      '',
      '[ref]: ./106',
      '',
    ].join('\n');
    expect(copyOf(markdown)).toBe(
      [
        `See [props](${HOST}/react/109), [up](${HOST}/css/401 "CSS"), [a section](${HOST}/react/105#state) and ![a chart](${HOST}/react/chart.png).`,
        '',
        `[a [nested] label](<${HOST}/java/4001%20with%20space>)`,
        '',
        `[ref]: ${HOST}/react/106`,
        '',
      ].join('\n'),
    );
  });

  it('are left alone where they are code, or absolute already', () => {
    const markdown = [
      'Call `items[0](/x)` or visit [React](https://react.dev) and <https://vite.dev>.',
      '',
      '```md',
      '[a link in a sample](/react/101)',
      '```',
      '',
    ].join('\n');
    expect(copyOf(markdown)).toBe(markdown);
  });
});

describe('/llms.txt', () => {
  it('follows the llms.txt convention: name, summary, then each series in order with each note', () => {
    const text = fixture.byPath('/llms.txt')!;
    expect(text).toBe(
      [
        '# Study Notes',
        '',
        '> Short tutorial notes.',
        '',
        `Every note is also published as Markdown at its address with \`.md\` added (${HOST}/c++/1001.md); ${HOST}/llms-full.txt holds every note's Markdown in one file.`,
        '',
        '## C++',
        '',
        `- [From C](${HOST}/c++/1001): A fixture note for the compiler tests.`,
        '',
        '## React',
        '',
        `- [First Steps](${HOST}/react/101): A fixture note for the compiler tests.`,
        `- [Second Note: Lists](${HOST}/react/102): ...`,
        '',
      ].join('\n'),
    );
  });

  it('escapes brackets in titles and keeps each entry on one line', () => {
    const text = llmsTxt({ name: 'Notes', summary: 'A\nsite.', url: canonicalUrl }, [
      { title: 'Arrays', notes: [{ title: 'The [] operator', description: 'Index\ninto an array.', path: '/c/905' }] },
    ]);
    expect(text).toContain('> A site.\n');
    expect(text).toContain(`- [The \\[\\] operator](${HOST}/c/905): Index into an array.\n`);
  });
});

describe('/llms-full.txt', () => {
  it("holds every note's Markdown copy, in the order of /llms.txt, each after its page's address", () => {
    const text = fixture.byPath('/llms-full.txt')!;
    expect(text.startsWith('# Study Notes\n\n> Short tutorial notes.\n\n')).toBe(true);
    let from = 0;
    for (const sitePath of ['/c++/1001', '/react/101', '/react/102']) {
      const entry = `<!-- ${HOST}${sitePath} -->\n\n${fixture.byPath(`${sitePath}.md`)}`;
      const at = text.indexOf(entry, from);
      expect(at, sitePath).toBeGreaterThanOrEqual(from);
      from = at + entry.length;
    }
  });
});

describe("this repository's notes", async () => {
  // The catalogue of notes/, compiled in memory (with the project's build cache).
  const rootDir = path.resolve(import.meta.dirname, '..', '..', '..', '..');
  const { output } = await buildContent({ rootDir, outDir: false, cache: readBuildCache(path.join(rootDir, '.cache')) });
  const { manifest, files } = output!;
  const read = <T>(file: string) => JSON.parse(files.get(file)!) as T;
  const series = manifest.buckets
    .flatMap((bucket) => Object.entries(read<BucketFile>(bucket)))
    .map(([key, file]) => {
      const { notes, copies } = read<SeriesFile>(file);
      return { key, ids: Object.keys(notes).map(Number), copies: read<CopiesFile>(copies) };
    });

  it("each have the source of a copy, in their series' copies file", () => {
    expect(series.reduce((sum, { ids }) => sum + ids.length, 0)).toBeGreaterThan(200);
    for (const { key, ids, copies } of series) {
      expect(Object.keys(copies).map(Number).sort(), key).toEqual([...ids].sort());
    }
  });

  it('leave no relative link in their copies', () => {
    const parser = unified().use(remarkParse);
    for (const { key, ids, copies } of series) {
      for (const id of ids) {
        const sitePath = `/${key}/${id}`;
        visit(parser.parse(split(markdownCopy(copies[id]!, canonicalUrl(sitePath))).body), 'link', (link: Link) => {
          expect(link.url, `${sitePath}: ${link.url}`).toMatch(/^(https?|mailto):/);
        });
      }
    }
  });
});
