import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/site-build/precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressing the built site', () => {
  it('writes .gz and .br copies of text files over 1 KB, and only those, in and outside assets/', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const script = `console.log(${JSON.stringify('x'.repeat(3000))});\n`;
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'app.js'), script);
    await writeFile(path.join(dir, 'runtime.mjs'), script);
    await writeFile(path.join(dir, 'small.css'), 'body { margin: 0 }\n');
    await writeFile(path.join(dir, '1001.md'), `## From C\n\n${'A note. '.repeat(300)}\n`);
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4000));
    expect(await precompress(dir)).toEqual({ files: 3, reused: 0 });
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      '1001.md',
      '1001.md.br',
      '1001.md.gz',
      'assets',
      'assets/app.js',
      'assets/app.js.br',
      'assets/app.js.gz',
      'photo.png',
      'runtime.mjs',
      'runtime.mjs.br',
      'runtime.mjs.gz',
      'small.css',
    ]);
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'runtime.mjs.br'))).toString()).toBe(script);
  });
});

describe("precompressing the C/C++ compiler's files", () => {
  it('compresses the WebAssembly and the tar of clang/ with the assets, cached, and leaves the pages alone', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-clang-'));
    const site = path.join(dir, 'dist');
    const cacheDir = path.join(dir, 'cache');
    const module = Buffer.concat([Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]), Buffer.alloc(5000, 7)]);
    await mkdir(path.join(site, 'clang'), { recursive: true });
    await writeFile(path.join(site, 'clang', 'llvm.core.wasm'), module);
    await writeFile(path.join(site, 'clang', 'llvm-resources.tar'), Buffer.alloc(3000, 1));
    await writeFile(path.join(site, 'clang', 'llvm.core4.wasm'), Buffer.alloc(800));
    expect(await precompress(site, { cacheDir, part: 'assets' })).toEqual({ files: 2, reused: 0 });
    expect((await readdir(path.join(site, 'clang'))).sort()).toEqual([
      'llvm-resources.tar',
      'llvm-resources.tar.br',
      'llvm-resources.tar.gz',
      'llvm.core.wasm',
      'llvm.core.wasm.br',
      'llvm.core.wasm.gz',
      'llvm.core4.wasm',
    ]);
    expect(gunzipSync(await readFile(path.join(site, 'clang', 'llvm.core.wasm.gz')))).toEqual(module);
    expect(await precompress(site, { part: 'pages' })).toEqual({ files: 0, reused: 0 });
    expect(await precompress(site, { cacheDir, part: 'assets' })).toEqual({ files: 2, reused: 2 });
  });
});

describe("the C/C++ compiler's copies, kept beside the packages", () => {
  it('are reused by a build with no .cache of its own (a fresh copy of the project), and the assets are not', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'precompress-runtime-'));
    dir = root;
    const runtimeCacheDir = path.join(root, 'node_modules-cache');
    const build = async (name: string) => {
      const site = path.join(root, name, 'dist');
      await mkdir(path.join(site, 'clang'), { recursive: true });
      await mkdir(path.join(site, 'assets'), { recursive: true });
      await writeFile(path.join(site, 'clang', 'llvm.core.part0.wasm'), Buffer.alloc(5000, 7));
      await writeFile(path.join(site, 'assets', 'app.js'), `console.log(${JSON.stringify('z'.repeat(3000))});\n`);
      const result = await precompress(site, { cacheDir: path.join(root, name, '.cache'), runtimeCacheDir, part: 'assets' });
      expect(gunzipSync(await readFile(path.join(site, 'clang', 'llvm.core.part0.wasm.gz')))).toEqual(Buffer.alloc(5000, 7));
      return result;
    };
    expect(await build('first')).toEqual({ files: 2, reused: 0 });
    expect(await build('second')).toEqual({ files: 2, reused: 1 });
  });
});

describe("precompressing with the last build's copies", () => {
  const page = `<p>${'A page. '.repeat(400)}</p>\n`;
  const script = `console.log(${JSON.stringify('y'.repeat(3000))});\n`;

  it('compresses the assets first, then the pages; the next build reuses the copies of unchanged assets', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-cache-'));
    const site = path.join(dir, 'dist');
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(site, 'assets'), { recursive: true });
    await writeFile(path.join(site, 'index.html'), page);
    await writeFile(path.join(site, 'assets', 'app.js'), script);

    // The build's early pass, while the pages are still being written: the assets alone.
    expect(await precompress(site, { cacheDir, part: 'assets' })).toEqual({ files: 1, reused: 0 });
    expect((await readdir(site)).sort()).toEqual(['assets', 'index.html']);
    expect(await precompress(site, { part: 'pages' })).toEqual({ files: 1, reused: 0 });
    expect(brotliDecompressSync(await readFile(path.join(site, 'index.html.br'))).toString()).toBe(page);

    const firstBrotli = await readFile(path.join(site, 'assets', 'app.js.br'));
    expect(await precompress(site, { cacheDir, part: 'assets' })).toEqual({ files: 1, reused: 1 });
    expect(await readFile(path.join(site, 'assets', 'app.js.br'))).toEqual(firstBrotli);

    // An edited asset is compressed anew, never given the copy of what it was; an edited page too.
    const edited = script.replace('console.log', 'console.info');
    await writeFile(path.join(site, 'assets', 'app.js'), edited);
    await writeFile(path.join(site, 'index.html'), page.replace('A page.', 'An edited page.'));
    expect(await precompress(site, { cacheDir })).toEqual({ files: 2, reused: 0 });
    expect(gunzipSync(await readFile(path.join(site, 'assets', 'app.js.gz'))).toString()).toBe(edited);
    expect(brotliDecompressSync(await readFile(path.join(site, 'assets', 'app.js.br'))).toString()).toBe(edited);
    expect(gunzipSync(await readFile(path.join(site, 'index.html.gz'))).toString()).toContain('An edited page.');
    // The old asset's copies are gone from the cache, and no page's are in it: a gz and a br of the one asset.
    const [versionDir] = await readdir(cacheDir);
    expect(await readdir(path.join(cacheDir, versionDir!))).toHaveLength(2);
  });

  it("never writes over a copy that another asset's copy shares", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-shared-'));
    const site = path.join(dir, 'dist');
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(site, 'assets', 'a'), { recursive: true });
    await mkdir(path.join(site, 'assets', 'b'), { recursive: true });
    await writeFile(path.join(site, 'assets', 'a', 'app.js'), script);
    await writeFile(path.join(site, 'assets', 'b', 'app.js'), script);
    await precompress(site, { cacheDir });
    await precompress(site, { cacheDir });

    // Both assets' copies are now links to the same cached files: b's new copies are files of their own.
    const edited = script.replace('console.log', 'console.warn');
    await writeFile(path.join(site, 'assets', 'b', 'app.js'), edited);
    await precompress(site, { cacheDir });
    expect(gunzipSync(await readFile(path.join(site, 'assets', 'a', 'app.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(path.join(site, 'assets', 'a', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(site, 'assets', 'b', 'app.js.gz'))).toString()).toBe(edited);
  });
});
