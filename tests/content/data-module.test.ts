import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build';
import { dataModuleExports, dataModuleScript, readDataModule } from '../../scripts/content/data-module';
import { SERVER_DATA_MODULES } from '../../scripts/vite/server-data-modules';
import { copyFixture } from './fixture';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the data modules the server build reads when it runs', () => {
  it('read back as the very exports their import gives, for every such module the catalogue writes', async () => {
    root = await copyFixture('valid');
    const result = await buildContent({ rootDir: root });
    expect(result.ok).toBe(true);
    const generated = path.join(root, 'src', 'generated');
    const files = (await readdir(generated, { recursive: true }))
      .map((file) => path.join('src', 'generated', file))
      .filter((file) => SERVER_DATA_MODULES.test(file.split(path.sep).join('/')));
    // Each note's chunk, each series' copies (13 series), and the two indexes.
    expect(files.filter((file) => file.includes(`${path.sep}bodies${path.sep}`)).length).toBe(result.catalogue!.notes.length);
    expect(files.filter((file) => file.includes('markdown-copies')).length).toBe(13);
    expect(files.filter((file) => /(full-text|search-index)\.ts$/.test(file)).length).toBe(2);
    for (const file of files) {
      const absolute = path.join(root, file);
      const imported = { ...((await import(pathToFileURL(absolute).href)) as Record<string, unknown>) };
      expect(await readDataModule(absolute)).toEqual(imported);
    }
    const body = files.find((file) => file.includes(`${path.sep}bodies${path.sep}`))!;
    expect(dataModuleExports(await readFile(path.join(root, body), 'utf8'))).toEqual(['meta', 'default', 'annotations']);
  });

  it('run in a browser as scripts of the same exports, types left out', async () => {
    root = await copyFixture('valid');
    expect((await buildContent({ rootDir: root })).ok).toBe(true);
    const bodies = path.join(root, 'src', 'generated', 'bodies');
    for (const file of await readdir(bodies)) {
      const script = dataModuleScript(await readFile(path.join(bodies, file), 'utf8'));
      expect(script).not.toMatch(/NoteChunk|import/);
      const imported = { ...((await import(`data:text/javascript,${encodeURIComponent(script)}`)) as Record<string, unknown>) };
      expect(imported).toEqual(await readDataModule(path.join(bodies, file)));
    }
  });

  it('refuses a module with a line that is not data, naming the file and the line', async () => {
    root = await copyFixture('valid');
    const file = path.join(root, 'not-data.ts');
    await writeFile(file, '// Generated\nexport const meta: X = {"id":1};\nconsole.log(\'code\');\n');
    await expect(readDataModule(file)).rejects.toThrow(
      `Cannot read the data module ${file}: line 3 is not a data line: console.log('code');`,
    );
  });
});
