import { describe, expect, it } from 'vitest';
import { offlineFallbackPage } from '../../scripts/site/offline-files';
import { offlineManifest, seriesKeyOfModule, type ViteManifest } from '../../scripts/site/offline-manifest';
import { nginxConf } from '../../scripts/site/nginx-conf';

// A build's Vite manifest, cut down: the entry, the app, a bucket, two series and the search data.
const vite: ViteManifest = {
  '_boot-B1.js': { file: 'assets/boot-B1.js', dynamicImports: ['_app-A1.js'] },
  '_app-A1.js': { file: 'assets/app-A1.js', imports: ['_boot-B1.js'] },
  'src/generated/series-buckets/3.ts': { file: 'assets/3-K1.js', dynamicImports: ['src/generated/series/react.ts'] },
  'src/generated/series/react.ts': { file: 'assets/react-R1.js', imports: ['_boot-B1.js'] },
  'src/generated/series/c_2b_2b.ts': { file: 'assets/c_2b_2b-C1.js' },
  'src/generated/full-text.ts': { file: 'assets/full-text-F1.js' },
  'src/generated/search-index.ts': { file: 'assets/search-index-S1.js' },
};
// The notes' own files, which the client build writes beside the bundle (note-chunk-files.ts).
const noteChunks = {
  'src/generated/series/react.ts': { 101: '/assets/101-N1.js', 102: '/assets/102-N2.js' },
  'src/generated/series/c_2b_2b.ts': { 1001: '/assets/1001-N3.js' },
};
const assets = Object.values(vite)
  .map((chunk) => `/${chunk.file}`)
  .concat('/assets/style-S1.css', '/assets/101-N1.js', '/assets/102-N2.js', '/assets/1001-N3.js');
const input = {
  vite,
  noteChunks,
  entry: '/assets/boot-B1.js',
  assets,
  publicFiles: ['/favicon.svg', '/manifest.webmanifest'],
  shellContents: new Map([['/', '<html>home</html>']]),
};

describe('the offline worker manifest', () => {
  const manifest = offlineManifest(input);

  it('precaches the static pages, the fallback page, all code but the content chunks, the stylesheet and the icons', () => {
    expect(manifest.shell).toEqual([
      '/',
      '/about',
      '/contact',
      '/privacy',
      '/offline.html',
      '/assets/boot-B1.js',
      '/assets/app-A1.js',
      '/assets/3-K1.js',
      '/assets/style-S1.css',
      '/favicon.svg',
      '/manifest.webmanifest',
    ]);
  });

  it("lists each series' chunks and each note's own, by series key (c++ too), without the shell code they import", () => {
    expect(manifest.series).toEqual({
      react: { chunks: ['/assets/react-R1.js'], notes: { 101: ['/assets/101-N1.js'], 102: ['/assets/102-N2.js'] } },
      'c++': { chunks: ['/assets/c_2b_2b-C1.js'], notes: { 1001: ['/assets/1001-N3.js'] } },
    });
    expect(manifest.search).toEqual(['/assets/full-text-F1.js', '/assets/search-index-S1.js']);
    expect(seriesKeyOfModule('c_2b_2b')).toBe('c++');
  });

  it('has a version that changes with any asset or shell file, and stays the same otherwise', () => {
    expect(offlineManifest(input).version).toBe(manifest.version);
    expect(offlineManifest({ ...input, assets: [...assets, '/assets/101-N9.js'] }).version).not.toBe(manifest.version);
    expect(offlineManifest({ ...input, shellContents: new Map([['/', '<html>new home</html>']]) }).version).not.toBe(manifest.version);
  });

  it('refuses a build whose entry script is not among its assets', () => {
    expect(() => offlineManifest({ ...input, entry: '/assets/boot-OLD.js' })).toThrow(/boot-OLD/);
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
