import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../../scripts/compiler/build-content';
import { writeCatalogue } from '../../../scripts/compiler/write-catalogue';
import { SERIES_BUCKETS, seriesBucket, type BucketFile, type CatalogueManifest, type SeriesFile } from '../../../shared/catalogue-files';
import type { SearchHead } from '../../../shared/search-index';
import { catalogueDir, copyFixture, readNoteFile, snapshot } from './fixture';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

/** A copy of the valid fixture, removed after the test. */
async function fixture(): Promise<string> {
  const root = await copyFixture('valid');
  roots.push(root);
  return root;
}

/** Every file of a written catalogue by name, JSON parsed, with the manifest. */
async function written(root: string) {
  const files = await snapshot(catalogueDir(root));
  const json = (file: string) => JSON.parse(files[file]!) as unknown;
  return { files, json, manifest: json('manifest.json') as CatalogueManifest };
}

/** `notes/101.AbC.json` → `notes/101`: what a file is, whatever its content. */
const stem = (file: string) => file.replace(/\.[\w-]+\.json$/, '');

async function edit(root: string, note: string, from: string, to: string) {
  const file = path.join(root, 'notes', note);
  const text = await readFile(file, 'utf8');
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
}

describe('writing the catalogue', () => {
  it("writes a manifest, the home page's data, the search data, and a file per bucket, series, note and series' copies", async () => {
    const root = await fixture();
    const result = await buildContent({ rootDir: root });
    expect(result.ok).toBe(true);
    const { files, json, manifest } = await written(root);
    const names = Object.keys(files);
    expect(
      names
        .filter((file) => file.startsWith('notes/'))
        .map(stem)
        .sort(),
    ).toEqual(['notes/1001', 'notes/101', 'notes/102']);
    // A series file and a copies file for every known series: the 13 of the navigation, empty ones included.
    expect(names.filter((file) => file.startsWith('series/'))).toHaveLength(13);
    expect(names.filter((file) => file.startsWith('copies/'))).toHaveLength(13);
    expect(names.filter((file) => file.startsWith('buckets/'))).toHaveLength(SERIES_BUCKETS);
    expect(
      names
        .filter((file) => !file.includes('/'))
        .map(stem)
        .sort(),
    ).toEqual(['full-text', 'home', 'manifest.json', 'search']);
    // The manifest names every entry file, and every file it names is there.
    for (const file of [manifest.home, manifest.search, manifest.fullText, ...manifest.buckets]) expect(names, file).toContain(file);
    expect(manifest.buckets.map(stem)).toEqual(Array.from({ length: SERIES_BUCKETS }, (_, index) => `buckets/${index}`));
    expect(manifest.navigation.map((series) => series.label)).toEqual([
      'C',
      'C++',
      'Python',
      'Java',
      'HTML',
      'CSS',
      'JavaScript',
      'React',
      'Node.js',
      'Docker',
      'Git',
      'Github',
      'DSA',
    ]);
    expect(result.written?.sort()).toEqual(names.filter((file) => file !== 'manifest.json').sort());
    expect(result.report).toMatch(/Content: 3 notes in 2 series compiled, 52 files written \(0 errors, 1 warning\)/);
    // The search index: its head, and a folder of its shards and a file per note.
    const { folder } = json(manifest.fullText) as SearchHead;
    expect(names.filter((file) => file.startsWith(folder)).sort()).toEqual(
      [0, 1, 2].map((index) => `${folder}n${index}.json`).concat([`${folder}s0.json`]),
    );

    const react = json(manifest.buckets[seriesBucket('react')]!) as BucketFile;
    const series = json(react.react!) as SeriesFile;
    expect(series.lessons).toEqual([
      { id: 101, title: 'First Steps' },
      { id: 102, title: 'Second Note: Lists' },
    ]);
    expect(Object.keys(series.notes)).toEqual(['101', '102']);
    expect(series.info?.title).toBe('React');
    const docker = json((json(manifest.buckets[seriesBucket('docker')]!) as BucketFile).docker!) as SeriesFile;
    expect(docker.lessons).toEqual([]);
    expect(json(docker.copies)).toEqual({});

    const first = await readNoteFile(catalogueDir(root), 101);
    expect(first.file).toBe(series.notes[101]);
    expect(first.note.meta).toMatchObject({ id: 101, title: 'First Steps', sourcePath: 'notes/react/101-first-steps.md' });
    expect(first.note.meta).not.toHaveProperty('headings');
    expect(first.note.default).toContain('<a href="/c++/1001#templates">link to C++</a>');
    expect(first.note.annotations?.code.length).toBeGreaterThan(0);
    expect((await readNoteFile(catalogueDir(root), 1001)).note.meta.sourcePath).toBe('notes/c++/1001-from-c.md');

    // The search data: every note's card, and no more than a card has.
    const search = json(manifest.search) as { id: number; topic: string }[];
    expect(search.map((card) => card.id).sort()).toEqual([1001, 101, 102]);
    expect(search.find((card) => card.id === 1001)).toMatchObject({ id: 1001, topic: 'c++' });
    for (const file of [manifest.search, manifest.home, react.react!]) {
      expect(files[file], file).not.toMatch(/sourcePath|headings|"default"/);
    }
  });

  it("keeps the review date, the references and the solutions in the note's own file only", async () => {
    const root = await fixture();
    await buildContent({ rootDir: root });
    const { files } = await written(root);
    const own = await readNoteFile(catalogueDir(root), 101);
    expect(own.note.meta).toMatchObject({
      reviewed: '2026-11-20',
      references: [
        { title: 'React: Writing Markup with JSX', url: 'https://react.dev/learn/writing-markup-with-jsx' },
        expect.objectContaining({ title: 'MDN: Template literals' }),
      ],
    });
    expect(own.note.annotations?.solutions).toEqual([2, 3, 5, 6]);
    for (const [file, text] of Object.entries(files)) {
      // Each note's own file has its own; the Markdown copies keep the front matter as written.
      if (file.startsWith('notes/') || file.startsWith('copies/')) continue;
      expect(text, file).not.toMatch(/"reviewed"|"references"|"solutions"|writing-markup-with-jsx/);
    }
  });

  it("keeps each note's Markdown copy in its series' copies file, which nothing but the series file names", async () => {
    const root = await fixture();
    await buildContent({ rootDir: root });
    const { files, json, manifest } = await written(root);
    const series = json((json(manifest.buckets[seriesBucket('react')]!) as BucketFile).react!) as SeriesFile;
    const copies = json(series.copies) as Record<string, { frontMatter: string; body: string }>;
    expect(Object.keys(copies)).toEqual(['101', '102']);
    // A copy keeps the body as written, and knows where its links to note files point.
    expect(copies[101]!.frontMatter).toMatch(/^title: First Steps\n/);
    expect(copies[101]!.body).toContain('[link to C++](../c%2B%2B/1001-from-c.md#templates)');
    expect(files[series.copies]).toContain('"/react/102"');
    // The copy's Markdown source is in no file a page loads.
    for (const [file, text] of Object.entries(files)) {
      if (!file.startsWith('copies/')) expect(text, file).not.toContain('"frontMatter"');
    }
    const naming = Object.entries(files).filter(([, text]) => text.includes(series.copies));
    expect(naming.map(([file]) => stem(file))).toEqual(['series/react']);
  });

  it('files every series in the bucket seriesBucket() names, and in no other', async () => {
    const root = await fixture();
    const result = await buildContent({ rootDir: root });
    const { json, manifest } = await written(root);
    const buckets = manifest.buckets.map((file) => json(file) as BucketFile);
    expect(buckets.flatMap((bucket) => Object.keys(bucket)).sort()).toEqual([...result.catalogue.seriesKeys].sort());
    for (const key of ['react', 'c++', 'docker', 'dsa']) {
      expect(
        buckets.flatMap((bucket, index) => (key in bucket ? [index] : [])),
        key,
      ).toEqual([seriesBucket(key)]);
      expect((json(buckets[seriesBucket(key)]![key]!) as SeriesFile).info?.key ?? key).toBe(key);
    }
  });

  it('names each file by its content: the same content has the same name, in any checkout and any build', async () => {
    const [one, other] = [await fixture(), await fixture()];
    await buildContent({ rootDir: one });
    await buildContent({ rootDir: other });
    const files = (await written(one)).files;
    expect((await written(other)).files).toEqual(files);
    // The search index's files are named by their folder, which is named by all of them (write-catalogue.ts).
    const names = Object.keys(files).filter((file) => file !== 'manifest.json' && !file.startsWith('search/'));
    const folders = new Set(
      Object.keys(files)
        .filter((file) => file.startsWith('search/'))
        .map((file) => path.dirname(file)),
    );
    expect(folders.size).toBe(1);
    // Within a folder, two names differ exactly when their contents do (the empty series' copies share one).
    for (const a of names) {
      for (const b of names) {
        if (path.dirname(a) === path.dirname(b)) expect(a.split('.')[1] === b.split('.')[1], `${a} ${b}`).toBe(files[a] === files[b]);
      }
    }
    expect(new Set(names.filter((file) => file.startsWith('copies/')).map((file) => file.split('.')[1])).size).toBe(3);
  });

  it('writes only the files it lacks, one removed by hand included', async () => {
    const root = await fixture();
    await buildContent({ rootDir: root });
    const { file } = await readNoteFile(catalogueDir(root), 101);
    const noteFile = path.join(catalogueDir(root), file);
    const before = (await stat(noteFile)).mtimeMs;

    const again = await buildContent({ rootDir: root });
    expect(again.written).toEqual([]);
    expect(again.report).toMatch(/compiled, 0 files written/);
    expect((await stat(noteFile)).mtimeMs).toBe(before);

    await rm(noteFile);
    expect((await buildContent({ rootDir: root })).written).toEqual([file]);
    expect((await readNoteFile(catalogueDir(root), 101)).file).toBe(file);
  });

  it("writes an edited note's files under new names and removes the old ones; unchanged notes keep theirs", async () => {
    const root = await fixture();
    await buildContent({ rootDir: root });
    const before = Object.keys((await written(root)).files);

    await edit(root, 'react/102-second-note.md', 'const answer = 42;', 'const answer = 43;');
    const edited = await buildContent({ rootDir: root });
    const after = Object.keys((await written(root)).files);
    const gone = before.filter((file) => !after.includes(file));
    const added = after.filter((file) => !before.includes(file));
    expect(edited.written?.sort()).toEqual(added.sort());
    // The note, its series' files (copies, lessons, bucket) and the full text change; the rest stays.
    expect(added.map(stem)).toEqual(
      expect.arrayContaining(['notes/102', 'copies/react', 'series/react', `buckets/${seriesBucket('react')}`]),
    );
    expect(added.map(stem).sort()).toEqual(gone.map(stem).sort());
    expect(added.map(stem).filter((file) => /^notes\/(101|1001)$|c_2b_2b/.test(file))).toEqual([]);
    expect((await readNoteFile(catalogueDir(root), 102)).text).toContain('const answer = 43;');

    await rm(path.join(root, 'notes', 'react', '102-second-note.md'));
    await edit(root, 'react/101-first-steps.md', '[the second note](./102-second-note.md)', 'the next note');
    const deleted = await buildContent({ rootDir: root });
    expect(deleted.ok, deleted.report).toBe(true);
    const left = Object.keys((await written(root)).files);
    expect(
      left
        .filter((file) => file.startsWith('notes/'))
        .map(stem)
        .sort(),
    ).toEqual(['notes/1001', 'notes/101']);
    await expect(readNoteFile(catalogueDir(root), 102)).rejects.toThrow(/has note 102/);
  });

  it('keeps the previous catalogue intact when a build fails, and writes nothing in check mode', async () => {
    const root = await fixture();
    await buildContent({ rootDir: root });
    const before = await snapshot(catalogueDir(root));

    await edit(root, 'react/101-first-steps.md', 'title: First Steps', 'title: Changed\ntitel: typo');
    const failed = await buildContent({ rootDir: root });
    expect(failed.ok).toBe(false);
    expect(failed.output).toBeUndefined();
    expect(failed.report).toContain('The previous catalogue was kept.');
    expect(await snapshot(catalogueDir(root))).toEqual(before);

    await edit(root, 'react/101-first-steps.md', 'titel: typo\n', '');
    const checked = await buildContent({ rootDir: root, check: true });
    expect(checked.ok).toBe(true);
    expect(checked.report).toMatch(/checked/);
    expect(await snapshot(catalogueDir(root))).toEqual(before);

    const fresh = await fixture();
    expect((await buildContent({ rootDir: fresh, check: true })).ok).toBe(true);
    await expect(stat(catalogueDir(fresh))).rejects.toThrow(/ENOENT/);
  });

  it('keeps the catalogue in memory only when told to (the dev server)', async () => {
    const root = await fixture();
    const result = await buildContent({ rootDir: root, outDir: false });
    expect(result.written).toBeUndefined();
    expect(result.output?.files.size).toBe(52);
    await expect(stat(catalogueDir(root))).rejects.toThrow(/ENOENT/);
    // The same files as a build that writes them.
    await buildContent({ rootDir: root });
    const { files, manifest } = await written(root);
    expect(result.output?.manifest).toEqual(manifest);
    expect(Object.fromEntries(result.output!.files)).toEqual(
      Object.fromEntries(Object.entries(files).filter(([file]) => file !== 'manifest.json')),
    );
  });

  it('leaves no temporary files behind, and removes the files the catalogue no longer names', async () => {
    const root = await fixture();
    const result = await buildContent({ rootDir: root, outDir: false });
    const dir = catalogueDir(root);
    writeCatalogue(result.output!, dir);
    await writeFile(path.join(dir, 'notes', '999.stale.json'), '{}');
    expect(writeCatalogue(result.output!, dir)).toEqual({ written: [], removed: ['notes/999.stale.json'] });
    expect(Object.keys(await snapshot(dir)).sort()).toEqual([...result.output!.files.keys(), 'manifest.json'].sort());
  });
});
