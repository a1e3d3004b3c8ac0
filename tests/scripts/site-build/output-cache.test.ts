import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedSite } from '../../../scripts/site-build/output-cache';

let dir = '';
const cacheDir = () => path.join(dir, 'cache');
const distDir = () => path.join(dir, 'dist');

/** A build that writes one page saying `text`, and reports how many times it ran. */
function builder(text: string) {
  const runs = { count: 0 };
  const build = async () => {
    runs.count++;
    await rm(distDir(), { recursive: true, force: true });
    await mkdir(distDir(), { recursive: true });
    await writeFile(path.join(distDir(), 'index.html'), text);
    return { pages: 1, text };
  };
  return { build, runs };
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'output-cache-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a site kept by the key of its inputs', () => {
  it('is built once, then linked back whole with the report of the build that wrote it, and nothing of the cache in it', async () => {
    const { build, runs } = builder('first');
    expect(await cachedSite(cacheDir(), 'key-a', distDir(), build)).toEqual({ report: { pages: 1, text: 'first' }, reused: false });
    await rm(distDir(), { recursive: true });
    expect(await cachedSite(cacheDir(), 'key-a', distDir(), build)).toEqual({ report: { pages: 1, text: 'first' }, reused: true });
    expect(runs.count).toBe(1);
    expect(await readdir(distDir())).toEqual(['index.html']);
    expect(await readFile(path.join(distDir(), 'index.html'), 'utf8')).toBe('first');
  });

  it('is built again for another key, and the older sites of the same folder past the last two are removed', async () => {
    for (const key of ['key-a', 'key-b', 'key-c']) await cachedSite(cacheDir(), key, distDir(), builder(key).build);
    expect(await readFile(path.join(distDir(), 'index.html'), 'utf8')).toBe('key-c');
    expect((await readdir(path.join(cacheDir(), 'dist'))).sort()).toEqual(['site-key-b', 'site-key-c']);
    const again = builder('key-b');
    expect((await cachedSite(cacheDir(), 'key-b', distDir(), again.build)).reused).toBe(true);
    expect(await readFile(path.join(distDir(), 'index.html'), 'utf8')).toBe('key-b');
    expect(again.runs.count).toBe(0);
  });

  it('keeps nothing of a build that failed', async () => {
    const failing = async () => {
      throw new Error('the prerenderer failed');
    };
    await expect(cachedSite(cacheDir(), 'key-a', distDir(), failing)).rejects.toThrow('the prerenderer failed');
    const { build, runs } = builder('after the fix');
    expect((await cachedSite(cacheDir(), 'key-a', distDir(), build)).reused).toBe(false);
    expect(runs.count).toBe(1);
  });
});
