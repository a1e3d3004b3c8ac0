import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../../../scripts/compiler/build-content';
import { parseLightMarkup } from '../../../shared/parse-light-markup';
import { FIXTURES } from './fixture';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const real = await buildContent({ rootDir: ROOT, check: true });

const NAVIGATION_TITLES: Record<string, string> = {
  c: 'C',
  'c++': 'C++',
  python: 'Python',
  java: 'Java',
  html: 'HTML',
  css: 'CSS',
  javascript: 'JavaScript',
  react: 'React',
  nodejs: 'Node.js',
  docker: 'Docker',
  git: 'Git',
  github: 'Github',
  dsa: 'DSA',
};

describe('the notes in this repository', () => {
  it('compile with no errors', () => {
    expect(real.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('give every one of the 13 series its display info, titled as in the navigation', () => {
    expect(Object.fromEntries(real.catalogue.series.map((series) => [series.key, series.title]))).toEqual(NAVIGATION_TITLES);
    for (const series of real.catalogue.series) {
      expect(series.icon).not.toBe('');
      expect(series.description.length).toBeGreaterThan(20);
    }
  });

  it('start every series with its first three notes', () => {
    const ids = new Set(real.catalogue.notes.map((note) => note.meta.id));
    for (const first of [101, 201, 301, 401, 501, 601, 701, 801, 901, 1001, 2001, 3001, 4001]) {
      expect([first, first + 1, first + 2].filter((id) => !ids.has(id))).toEqual([]);
    }
  });

  it('carry a description and 3 to 5 tags each', () => {
    for (const { meta } of real.catalogue.notes) {
      expect(meta.description, meta.sourcePath).toBeTruthy();
      expect(meta.tags.length, meta.sourcePath).toBeGreaterThanOrEqual(3);
      expect(meta.tags.length, meta.sourcePath).toBeLessThanOrEqual(5);
    }
  });
});

const fixture = await buildContent({ rootDir: path.join(FIXTURES, 'valid'), check: true });

describe('light markup round trip', () => {
  const notes = [real, fixture].flatMap((catalogue) => catalogue.catalogue.notes);

  it.each(notes.map((note) => [note.meta.sourcePath, note] as const))('%s parses back into the blocks the Markdown gave', (_path, note) => {
    expect(parseLightMarkup(note.body)).toEqual(note.blocks);
  });
});
