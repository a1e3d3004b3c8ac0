import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { nginxConf } from '../../../scripts/policy/nginx-conf';
import { precompress } from '../../../scripts/site-build/precompress';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('deploy/nginx/site.conf', () => {
  it('is the one the site settings make: `npm run deploy:nginx` after a change to the headers', async () => {
    const committed = await readFile(path.join(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx', 'site.conf'), 'utf8');
    expect(committed, 'deploy/nginx/site.conf is out of date: run npm run deploy:nginx').toBe(nginxConf(undefined));
  });

  it('lets only the site frame any page, the sample sandbox pages included', () => {
    const conf = nginxConf(undefined);
    const policies = [...conf.matchAll(/^ {4}(~\^\/src\/try-it\/|default) "(default-src [^"]+)";$/gm)].map((match) => match[2]!);
    expect(policies).toHaveLength(2);
    for (const policy of policies) expect(policy).toMatch(/; frame-ancestors 'self'$/);
    expect(conf).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
  });

  it('carries a contact endpoint into its Content-Security-Policy, as the pages do', () => {
    expect(nginxConf('https://forms.example.org/contact')).toContain("connect-src 'self' https://forms.example.org");
  });
});

describe('precompressing the built site', () => {
  it('writes .gz and .br copies of text files over 1 KB, and only those', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const script = `console.log(${JSON.stringify('x'.repeat(3000))});\n`;
    await writeFile(path.join(dir, 'app.js'), script);
    await writeFile(path.join(dir, 'runtime.mjs'), script);
    await writeFile(path.join(dir, 'small.css'), 'body { margin: 0 }\n');
    await writeFile(path.join(dir, '1001.md'), `## From C\n\n${'A note. '.repeat(300)}\n`);
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4000));
    await precompress(dir);
    expect((await readdir(dir)).sort()).toEqual([
      '1001.md',
      '1001.md.br',
      '1001.md.gz',
      'app.js',
      'app.js.br',
      'app.js.gz',
      'photo.png',
      'runtime.mjs',
      'runtime.mjs.br',
      'runtime.mjs.gz',
      'small.css',
    ]);
    expect(gunzipSync(await readFile(path.join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'app.js.br'))).toString()).toBe(script);
  });
});

describe("precompressing with the last build's copies", () => {
  it('reuses the copies of unchanged files, compresses changed ones again, and keeps only what this build used', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-cache-'));
    const site = path.join(dir, 'dist');
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(site, 'assets'), { recursive: true });
    const page = `<p>${'A page. '.repeat(400)}</p>\n`;
    const script = `console.log(${JSON.stringify('y'.repeat(3000))});\n`;
    await writeFile(path.join(site, 'index.html'), page);
    await writeFile(path.join(site, 'assets', 'app.js'), script);

    // The build's early pass, while the pages are still being written: the assets alone.
    expect(await precompress(site, { cacheDir, under: 'assets' })).toEqual({ files: 1, reused: 0 });
    expect((await readdir(site)).sort()).toEqual(['assets', 'index.html']);
    expect(await precompress(site, { cacheDir })).toEqual({ files: 2, reused: 1 });
    const firstBrotli = await readFile(path.join(site, 'assets', 'app.js.br'));
    expect(await precompress(site, { cacheDir })).toEqual({ files: 2, reused: 2 });
    expect(await readFile(path.join(site, 'assets', 'app.js.br'))).toEqual(firstBrotli);

    // An edited page is compressed anew: never the copy of what it was.
    const edited = page.replace('A page.', 'An edited page.');
    await writeFile(path.join(site, 'index.html'), edited);
    expect(await precompress(site, { cacheDir })).toEqual({ files: 2, reused: 1 });
    expect(gunzipSync(await readFile(path.join(site, 'index.html.gz'))).toString()).toBe(edited);
    expect(brotliDecompressSync(await readFile(path.join(site, 'index.html.br'))).toString()).toBe(edited);
    // The old page's copies are gone from the cache: two files (gz and br) for each of the two texts.
    const [versionDir] = await readdir(cacheDir);
    expect(await readdir(path.join(cacheDir, versionDir!))).toHaveLength(4);
  });

  it("never writes over a copy that another file's copy shares", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-shared-'));
    const site = path.join(dir, 'dist');
    const cacheDir = path.join(dir, 'cache');
    await mkdir(path.join(site, 'a'), { recursive: true });
    await mkdir(path.join(site, 'b'), { recursive: true });
    const page = `<p>${'The same page. '.repeat(200)}</p>\n`;
    await writeFile(path.join(site, 'a', 'index.html'), page);
    await writeFile(path.join(site, 'b', 'index.html'), page);
    await precompress(site, { cacheDir });
    await precompress(site, { cacheDir });

    // Both pages' copies are now links to the same cached files: b's new copies are files of their own.
    const edited = page.replace('The same page.', 'Another page.');
    await writeFile(path.join(site, 'b', 'index.html'), edited);
    await precompress(site, { cacheDir });
    expect(gunzipSync(await readFile(path.join(site, 'a', 'index.html.gz'))).toString()).toBe(page);
    expect(brotliDecompressSync(await readFile(path.join(site, 'a', 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(await readFile(path.join(site, 'b', 'index.html.gz'))).toString()).toBe(edited);
  });
});
