import { describe, expect, it } from 'vitest';
import type { OfflineManifest } from '../../../shared/offline-protocol';
import { isNotePath, keptPages, pageFiles, pagePath, seriesNotePaths, supersedes } from '../../../src/offline/worker-plan';

const manifest: OfflineManifest = {
  version: 'v1',
  entry: '/assets/boot.js',
  shell: ['/'],
  fallback: '/offline.html',
  series: {
    react: { chunks: ['/assets/react.js'], notes: { 102: ['/assets/102.js'], 101: ['/assets/101.js'] }, runtime: [] },
    'c++': { chunks: ['/assets/c_2b_2b.js'], notes: { 1001: ['/assets/1001.js'] }, runtime: [] },
  },
  search: ['/assets/full-text.js'],
};

describe('what the offline worker saves for a page', () => {
  it('stores a path as the site links it, whatever its spelling', () => {
    expect(pagePath('/c%2B%2B/1001/')).toBe('/c++/1001');
    expect(pagePath('/c++/1001')).toBe('/c++/1001');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/react/%E0%A4')).toBe('/react/%25E0%25A4');
  });

  it("saves a note page with its series' chunks and its own, the page last", () => {
    expect(pageFiles(manifest, '/react/101')).toEqual(['/assets/react.js', '/assets/101.js', '/react/101']);
    expect(pageFiles(manifest, '/c++/1001')).toEqual(['/assets/c_2b_2b.js', '/assets/1001.js', '/c++/1001']);
    expect(pageFiles(manifest, '/react')).toEqual(['/assets/react.js', '/react']);
  });

  it('saves nothing for a page the build does not have', () => {
    for (const path of ['/about', '/react/999', '/nope/1', '/react/101/x']) expect(pageFiles(manifest, path)).toEqual([]);
    expect(isNotePath(manifest, '/react')).toBe(false);
    expect(isNotePath(manifest, '/react/102')).toBe(true);
  });

  it("lists a series' note pages by id", () => {
    expect(seriesNotePaths(manifest, 'react')).toEqual(['/react/101', '/react/102']);
    expect(seriesNotePaths(manifest, 'c++')).toEqual(['/c++/1001']);
    expect(seriesNotePaths(manifest, 'nope')).toEqual([]);
  });
});

describe("when a new deployment may drop an older deployment's cache", () => {
  const records = '/__offline__/saved-series.json';
  // The older cache: its shell (an icon this build renamed), the note pages the reader kept, a saved series.
  const older = {
    paths: ['/', '/offline.html', '/icon-old.svg', '/assets/old-app.js', records, '/react', '/react/101', '/react/102', '/assets/101.js'],
    savedSeries: ['react'],
  };
  const complete = [
    ...['/', '/offline.html', records, '/assets/react.js', '/assets/101.js', '/assets/102.js'],
    ...['/react', '/react/101', '/react/102'],
  ];

  it("lists the series and note pages a cache holds, whichever build wrote its shell, and never Python's files", () => {
    expect(keptPages(manifest, older.paths)).toEqual(['/react', '/react/101', '/react/102']);
    expect(keptPages(manifest, [...older.paths, '/pyodide/pyodide.mjs', '/pyodide/python_stdlib.zip'])).toEqual([
      '/react',
      '/react/101',
      '/react/102',
    ]);
  });

  it('drops it once every page kept there reads here with all its files, and every series saved there is saved here', () => {
    expect(supersedes(manifest, { paths: complete, savedSeries: ['react'] }, older)).toBe(true);
  });

  it('keeps it while this deployment lacks a file a kept page needs', () => {
    const withoutChunk = complete.filter((path) => path !== '/assets/102.js');
    expect(supersedes(manifest, { paths: withoutChunk, savedSeries: ['react'] }, older)).toBe(false);
    const withoutPage = complete.filter((path) => path !== '/react/102');
    expect(supersedes(manifest, { paths: withoutPage, savedSeries: ['react'] }, older)).toBe(false);
  });

  it('keeps it while a series saved there is not saved in full here', () => {
    expect(supersedes(manifest, { paths: complete, savedSeries: [] }, older)).toBe(false);
  });

  it('keeps it when it holds a note this build no longer has', () => {
    const removed = { paths: [...older.paths, '/react/103'], savedSeries: [] };
    expect(supersedes(manifest, { paths: complete, savedSeries: [] }, removed)).toBe(false);
  });
});
