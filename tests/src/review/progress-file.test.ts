import { describe, expect, it } from 'vitest';
import { mergeProgress, progressFile, readProgressFile } from '../../../src/review/progress-file';
import type { StoredCard } from '../../../src/review/review-store';

const card = (due: number, last_review?: number): StoredCard => ({
  due,
  stability: 3,
  difficulty: 5,
  elapsed_days: 0,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  ...(last_review === undefined ? {} : { last_review }),
});

describe('a progress file', () => {
  it('reads back what was exported', () => {
    const file = progressFile(
      { read: { react: [105] }, solved: { react: ['105#1-x'] }, last: { series: 'react', id: 105 } },
      { cards: { 'react/105#q': card(10, 5) }, enrolled: { react: [105] } },
      { 'react/105#1-x': 'code' },
      new Date('2026-12-03T10:00:00Z'),
    );
    expect(readProgressFile(JSON.stringify(file))).toEqual({ file });
  });

  it('refuses what is not one, with a reason, and keeps only the well-formed parts of one', () => {
    expect(readProgressFile('not json')).toEqual({ error: 'This file is not a progress file exported from this site (it is not JSON).' });
    expect(readProgressFile('{"format":"other"}')).toEqual({ error: 'This file is not a progress file exported from this site.' });
    expect(readProgressFile('{"format":"study-notes-progress","version":2}')).toEqual({
      error: 'This progress file comes from a newer version of the site; reload the page and try again.',
    });
    const hostile = {
      format: 'study-notes-progress',
      version: 1,
      progress: { read: { react: [105, '<img>', -1, 1.5], __proto__: [1] }, solved: 'x' },
      review: { cards: { 'react/105#q': card(1), 'react/106#q': { due: 'soon' } }, enrolled: [] },
      answers: { a: 'code', b: 42 },
    };
    const read = readProgressFile(JSON.stringify(hostile));
    expect(read).toMatchObject({
      file: {
        progress: { read: { react: [105] }, solved: {} },
        review: { cards: { 'react/105#q': card(1) }, enrolled: {} },
        answers: { a: 'code' },
      },
    });
    expect(Object.keys((read as { file: { review: { cards: object } } }).file.review.cards)).toEqual(['react/105#q']);
  });

  it('merges without losing anything: both sets of notes, and of one question the later review', () => {
    const mine = {
      progress: { read: { react: [105] }, solved: {} },
      review: { cards: { 'react/105#q': card(20, 10), 'react/105#r': card(5, 1) }, enrolled: { react: [105] } },
      answers: { x: 'mine' },
    };
    const theirs = progressFile(
      { read: { react: [106], css: [401] } },
      { cards: { 'react/105#q': card(30, 5), 'react/105#r': card(9, 4) }, enrolled: { css: [401] } },
      { x: 'theirs', y: 'theirs' },
      new Date(),
    );
    expect(mergeProgress(mine, theirs)).toEqual({
      progress: { read: { react: [105, 106], css: [401] }, solved: {} },
      review: { cards: { 'react/105#q': card(20, 10), 'react/105#r': card(9, 4) }, enrolled: { react: [105], css: [401] } },
      answers: { x: 'mine', y: 'theirs' },
    });
  });
});
