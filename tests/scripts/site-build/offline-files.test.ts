import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../../scripts/compiler/build-content';
import { offlineCatalogue, offlineFallbackPage } from '../../../scripts/site-build/offline-files';
import { offlineManifest, type OfflineCatalogue } from '../../../scripts/site-build/offline-manifest';
import { nginxConf } from '../../../scripts/policy/nginx-conf';
import { seriesBucket, type BucketFile, type CatalogueManifest, type SeriesFile } from '../../../shared/catalogue-files';
import type { SearchHead, SearchNote } from '../../../shared/search-index';
import { catalogueDir, copyFixture } from '../compiler/fixture';

// A build's catalogue, cut down: a bucket, two series, their notes, the search data and the home page's.
const catalogue: OfflineCatalogue = {
  series: {
    react: {
      chunks: ['/assets/catalogue/buckets/3.K1.json', '/assets/catalogue/series/react.R1.json'],
      notes: { 101: ['/assets/catalogue/notes/101.N1.json'], 102: ['/assets/catalogue/notes/102.N2.json'] },
      runtime: [],
    },
    'c++': {
      chunks: ['/assets/catalogue/buckets/7.K2.json', '/assets/catalogue/series/c_2b_2b.C1.json'],
      notes: { 1001: ['/assets/catalogue/notes/1001.N3.json'] },
      runtime: [],
    },
  },
  search: ['/assets/catalogue/search.S1.json', '/assets/catalogue/full-text.F1.json'],
  home: '/assets/catalogue/home.H1.json',
};
// The files the client build wrote under assets/ (the catalogue's are in a folder of their own).
const assets = [
  '/assets/boot-B1.js',
  '/assets/app-A1.js',
  '/assets/route-R1.js',
  '/assets/style-S1.css',
  '/assets/1f3a8-E1.svg',
  '/assets/pyodide-P1.wasm',
];
const input = {
  catalogue,
  entry: '/assets/boot-B1.js',
  assets,
  publicFiles: ['/favicon.svg', '/manifest.webmanifest', '/emoji/1f40d.svg'],
  shellContents: new Map([['/', '<html>home</html>']]),
};

describe('the offline worker manifest', () => {
  const manifest = offlineManifest(input);

  it("precaches the static pages, the fallback page, the sandbox's pages, all code, the stylesheet, the pages' emoji, the home page's data and the icons", () => {
    expect(manifest.shell).toEqual([
      '/',
      '/about',
      '/contact',
      '/privacy',
      '/review',
      '/offline.html',
      '/src/try-it/sandbox.html',
      '/src/try-it/c-sandbox.html',
      '/src/try-it/preview.html',
      '/src/try-it/react-check.html',
      '/assets/boot-B1.js',
      '/assets/app-A1.js',
      '/assets/route-R1.js',
      '/assets/style-S1.css',
      '/assets/1f3a8-E1.svg',
      '/assets/catalogue/home.H1.json',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/emoji/1f40d.svg',
    ]);
  });

  it("lists each series' files and each note's own, by series key (c++ too), and the search data", () => {
    expect(manifest.series).toEqual(catalogue.series);
    expect(manifest.search).toEqual(catalogue.search);
    expect(manifest.entry).toBe('/assets/boot-B1.js');
  });

  it('has a version that changes with any asset, catalogue file or shell file, and stays the same otherwise', () => {
    expect(offlineManifest(input).version).toBe(manifest.version);
    expect(offlineManifest({ ...input, assets: [...assets, '/assets/route-R9.js'] }).version).not.toBe(manifest.version);
    expect(offlineManifest({ ...input, shellContents: new Map([['/', '<html>new home</html>']]) }).version).not.toBe(manifest.version);
    // A note edited: its file has a new name.
    const edited = {
      ...catalogue.series.react!,
      notes: { ...catalogue.series.react!.notes, 102: ['/assets/catalogue/notes/102.N9.json'] },
    };
    const withEdit = { ...catalogue, series: { ...catalogue.series, react: edited } };
    expect(offlineManifest({ ...input, catalogue: withEdit }).version).not.toBe(manifest.version);
    expect(offlineManifest({ ...input, catalogue: { ...catalogue, home: '/assets/catalogue/home.H2.json' } }).version).not.toBe(
      manifest.version,
    );
    expect(
      offlineManifest({ ...input, catalogue: { ...catalogue, search: ['/assets/catalogue/search.S2.json', catalogue.search[1]!] } })
        .version,
    ).not.toBe(manifest.version);
  });

  it('refuses a build whose entry script is not among its assets', () => {
    expect(() => offlineManifest({ ...input, entry: '/assets/boot-OLD.js' })).toThrow(/boot-OLD/);
  });
});

describe("the offline worker's catalogue", () => {
  let root = '';
  beforeAll(async () => {
    root = await copyFixture('valid');
    expect((await buildContent({ rootDir: root })).ok).toBe(true);
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });
  const read = async <T>(file: string) => JSON.parse(await readFile(path.join(catalogueDir(root), file), 'utf8')) as T;

  it("names, as the site serves them, each series' bucket and file, each note's file, the search data and the home page's", async () => {
    const manifest = await read<CatalogueManifest>('manifest.json');
    const offline = await offlineCatalogue(catalogueDir(root));
    const bucket = manifest.buckets[seriesBucket('c++')]!;
    const seriesFile = (await read<BucketFile>(bucket))['c++']!;
    const { notes } = await read<SeriesFile>(seriesFile);
    const head = await read<SearchHead>(manifest.fullText);
    // The note's own file, and its file of the search index (the third note of the index's order).
    expect((await read<SearchNote>(`${head.folder}n2.json`)).id).toBe(1001);
    expect(offline.series['c++']).toEqual({
      chunks: [`/assets/catalogue/${bucket}`, `/assets/catalogue/${seriesFile}`],
      notes: { 1001: [`/assets/catalogue/${notes[1001]!}`, `/assets/catalogue/${head.folder}n2.json`] },
      // No sample of the series runs Python (tests/e2e/offline.spec.ts saves one that does).
      runtime: [],
    });
    expect(Object.keys(offline.series.react!.notes)).toEqual(['101', '102']);
    // Every known series, empty ones too: a reader may save one before it has notes.
    expect(Object.keys(offline.series)).toHaveLength(13);
    expect(offline.series.docker).toEqual({ chunks: expect.any(Array), notes: {}, runtime: [] });
    // The home page's search data, and the full-text index's head and every shard: any series' notes may match.
    expect(offline.search).toEqual([
      `/assets/catalogue/${manifest.search}`,
      `/assets/catalogue/${manifest.fullText}`,
      ...head.shards.map((_keys, file) => `/assets/catalogue/${head.folder}s${file}.json`),
    ]);
    expect(offline.home).toBe(`/assets/catalogue/${manifest.home}`);
  });

  it('refuses a catalogue that files a series in the wrong bucket', async () => {
    const manifest = await read<CatalogueManifest>('manifest.json');
    const right = manifest.buckets[seriesBucket('react')]!;
    const wrong = manifest.buckets[(seriesBucket('react') + 1) % manifest.buckets.length]!;
    const original = await readFile(path.join(catalogueDir(root), wrong), 'utf8');
    await writeFile(
      path.join(catalogueDir(root), wrong),
      JSON.stringify({ ...(JSON.parse(original) as BucketFile), react: (await read<BucketFile>(right)).react }),
    );
    try {
      await expect(offlineCatalogue(catalogueDir(root))).rejects.toThrow('The series react is in the wrong bucket of the catalogue');
    } finally {
      await writeFile(path.join(catalogueDir(root), wrong), original);
    }
  });
});

describe('the offline fallback page', () => {
  const notFound = [
    '<html><head><title data-prerendered="">404 Page Not Found | Study Notes</title>',
    '<meta data-prerendered="" name="description" content="The page you requested does not exist."/>',
    '<script type="application/ld+json">{"a":1}</script></head>',
    '<body><div id="root" data-fallback><header>Study Notes</header>',
    '<main id="main-content" tabindex="-1"><h1>404 Page Not Found</h1></main><footer>About</footer></div></body></html>',
  ].join('');

  it("keeps the not-found page's frame and app, with an empty main and none of its head tags, so the app renders the path", () => {
    const page = offlineFallbackPage(notFound);
    expect(page).toContain(
      '<div id="root" data-fallback><header>Study Notes</header><main id="main-content" tabindex="-1"></main><footer>',
    );
    expect(page).not.toMatch(/404|ld\+json|description/);
    expect(page).toContain('<title>Study Notes</title><meta name="robots" content="noindex"/>');
  });
});

describe('the offline worker on nginx', () => {
  it('is revalidated on every visit, like every file outside /assets/, and the manifest has its type', () => {
    const conf = nginxConf(undefined);
    expect(conf).toMatch(/~\^\/assets\/ "public, max-age=31536000, immutable";\n\s+default "no-cache";/);
    expect(conf).toMatch(/location ~ \\\.webmanifest\$ \{\s+types \{ \}\s+default_type application\/manifest\+json;/);
    expect(conf).toContain("worker-src 'self'");
  });
});
