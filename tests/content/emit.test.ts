import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { copyFixture, snapshot } from './fixture';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('emitting the catalogue', () => {
  it('writes a small index, a chunk per series and per body, and the search index', async () => {
    root = await copyFixture('valid');
    const result = await buildContent({ rootDir: root });
    expect(result.ok).toBe(true);
    const out = await snapshot(path.join(root, 'src', 'generated'));
    const files = Object.keys(out);
    expect(files.filter((file) => !/^(series|series-buckets|markdown-copies)\//.test(file)).sort()).toEqual([
      'bodies/1001.ts',
      'bodies/101.ts',
      'bodies/102.ts',
      'catalog.ts',
      'code-theme.css',
      'full-text.ts',
      'markdown-copies.ts',
      'search-index.ts',
      'series-index.ts',
    ]);
    // A module for every known series, and its notes' Markdown copies: the 13 of the navigation, empty ones included.
    expect(files.filter((file) => file.startsWith('series/'))).toHaveLength(13);
    expect(files.filter((file) => file.startsWith('markdown-copies/'))).toHaveLength(13);
    // A copy keeps the body as written, and knows where its links to note files point.
    expect(out['markdown-copies/react.ts']).toContain('"101":{"frontMatter":"title: First Steps\\n');
    expect(out['markdown-copies/react.ts']).toMatch(/\[\d+,\d+,"\/react\/102",0\]/);
    expect(out['markdown-copies/react.ts']).not.toContain('"1001":');
    // Only the server entry's catalogue of copies imports them: no module the pages load does.
    expect(files.filter((file) => out[file]!.includes("import('./markdown-copies/"))).toEqual(['markdown-copies.ts']);
    expect(files.filter((file) => out[file]!.includes('markdown-copies'))).toEqual(['markdown-copies.ts']);
    expect(out['series/docker.ts']).toContain("export const lessons: readonly Pick<LessonSummary, 'id' | 'title'>[] = [];");
    expect(out['catalog.ts']).toContain("import type { NoteSummary, SeriesInfo } from '../catalog/types';");
    expect(out['catalog.ts']).toContain('"title": "First Steps"');
    expect(out['catalog.ts']).not.toContain('sourcePath');
    expect(Object.values(out).filter((text) => text.includes(`"c++": () => import('../series/c_2b_2b'),`))).toHaveLength(1);
    expect(out['bodies/1001.ts']).toContain('"sourcePath":"notes/c++/1001-from-c.md"');
    expect(out['series/c_2b_2b.ts']).not.toContain('sourcePath');
    expect(out['series/c_2b_2b.ts']).toContain("1001: () => import('../bodies/1001'),");
    expect(out['series/react.ts']).not.toContain('1001');
    expect(out['search-index.ts']).toContain('"id":1001,"topic":"c++"');
    expect(out['search-index.ts']).not.toContain('headings');
    expect(out['full-text.ts']).toContain('const data: string = "{');
    expect(out['bodies/101.ts']).toContain('<a href=\\"/c++/1001#templates\\">link to C++</a>');
    // The review date, the references and the solutions travel in the note's own chunk only.
    expect(out['bodies/101.ts']).toContain('"reviewed":"2026-11-20"');
    expect(out['bodies/101.ts']).toContain(
      '"references":[{"title":"React: Writing Markup with JSX","url":"https://react.dev/learn/writing-markup-with-jsx"},',
    );
    expect(out['bodies/101.ts']).toContain('"solutions":[2,3,5,6]');
    for (const file of ['catalog.ts', 'search-index.ts', 'series/react.ts', 'series/c_2b_2b.ts', 'full-text.ts']) {
      expect(out[file], file).not.toMatch(/reviewed|references|writing-markup-with-jsx/);
    }
    expect(result.report).toMatch(/Content: 3 notes in 2 series compiled, 51 files written \(0 errors, 1 warning\)/);
  });

  it('files every series in the bucket chunk the generated index looks in', async () => {
    root = await copyFixture('valid');
    await buildContent({ rootDir: root });
    const generated = path.join(root, 'src', 'generated');
    const index = (await import(pathToFileURL(path.join(generated, 'series-index.ts')).href)) as {
      seriesBucket: (key: string) => number;
      bucketLoaders: readonly unknown[];
    };
    expect(index.bucketLoaders).toHaveLength(16);
    for (const key of ['react', 'c++', 'docker', 'dsa']) {
      const bucket = await readFile(path.join(generated, 'series-buckets', `${index.seriesBucket(key)}.ts`), 'utf8');
      expect(bucket, key).toContain(`${JSON.stringify(key)}: () => import('../series/`);
    }
  });

  it('writes only the files whose content changed, and removes bodies of deleted notes', async () => {
    root = await copyFixture('valid');
    await buildContent({ rootDir: root });
    const body = path.join(root, 'src', 'generated', 'bodies', '101.ts');
    const before = (await stat(body)).mtimeMs;

    const again = await buildContent({ rootDir: root });
    expect(again.emitted?.written).toEqual([]);
    expect((await stat(body)).mtimeMs).toBe(before);

    const note = path.join(root, 'notes', 'react', '102-second-note.md');
    await writeFile(note, (await readFile(note, 'utf8')).replace('const answer = 42;', 'const answer = 43;'));
    const edited = await buildContent({ rootDir: root });
    const generated = path.join(root, 'src', 'generated');
    expect(edited.emitted?.written.map((file) => path.relative(generated, file))).toEqual(['bodies/102.ts', 'markdown-copies/react.ts']);

    await rm(path.join(root, 'notes', 'react', '102-second-note.md'));
    await writeFile(
      path.join(root, 'notes', 'react', '101-first-steps.md'),
      (await readFile(path.join(root, 'notes', 'react', '101-first-steps.md'), 'utf8')).replace(
        '[the second note](./102-second-note.md)',
        'the next note',
      ),
    );
    const deleted = await buildContent({ rootDir: root });
    expect(deleted.ok).toBe(true);
    expect(deleted.emitted?.removed.map((file) => path.basename(file))).toEqual(['102.ts']);
  });

  it('keeps the previous output intact when a build fails, and writes nothing in check mode', async () => {
    root = await copyFixture('valid');
    await buildContent({ rootDir: root });
    const out = path.join(root, 'src', 'generated');
    const before = await snapshot(out);

    const note = path.join(root, 'notes', 'react', '101-first-steps.md');
    await writeFile(note, (await readFile(note, 'utf8')).replace('title: First Steps', 'title: Changed\ntitel: typo'));
    const failed = await buildContent({ rootDir: root });
    expect(failed.ok).toBe(false);
    expect(failed.report).toContain('The previous catalogue was kept.');
    expect(await snapshot(out)).toEqual(before);

    await writeFile(note, (await readFile(note, 'utf8')).replace('titel: typo\n', ''));
    const checked = await buildContent({ rootDir: root, check: true });
    expect(checked.ok).toBe(true);
    expect(await snapshot(out)).toEqual(before);
  });

  it('leaves no temporary files behind', async () => {
    root = await copyFixture('valid');
    await buildContent({ rootDir: root });
    expect(Object.keys(await snapshot(path.join(root, 'src', 'generated'))).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
