import { beforeEach, describe, expect, it } from 'vitest';
import { enrolQuestions, nextReviewIn, recordAnswer } from '../../../src/questions/record-answer';
import { dueCount, readReview, writeReview } from '../../../src/review/review-store';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-12-03T10:00:00').getTime();

beforeEach(() => writeReview({ cards: {}, enrolled: {} }));

describe("a question's review schedule", () => {
  it('brings a question answered right back after days, and one answered wrong the next day', async () => {
    const right = await recordAnswer('react/105#a', true, start);
    const wrong = await recordAnswer('react/105#b', false, start);
    expect(nextReviewIn(right.due, start)).toMatch(/^in \d+ days$/);
    expect(nextReviewIn(wrong.due, start)).toBe('tomorrow');
    expect(dueCount(readReview(), start)).toBe(0);
    expect(dueCount(readReview(), start + DAY)).toBe(1);
  });

  it('spaces a question further apart each time it is answered right on its day', async () => {
    let card = await recordAnswer('react/105#a', true, start);
    const gaps = [card.due - start];
    for (let review = 0; review < 3; review++) {
      const day = card.due;
      card = await recordAnswer('react/105#a', true, day);
      gaps.push(card.due - day);
    }
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(gaps.at(-1)!).toBeGreaterThan(gaps[0]! * 3);
  });

  it('leaves a question where it was when answered again before it is due (practice)', async () => {
    const first = await recordAnswer('react/105#a', true, start);
    expect(await recordAnswer('react/105#a', false, start + 60_000)).toEqual(first);
  });

  it("adds a read note's questions once, first asked the next day", async () => {
    await enrolQuestions('react', 105, ['react/105#a', 'react/105#b'], start);
    await enrolQuestions('react', 105, ['react/105#a', 'react/105#b', 'react/105#c'], start + DAY);
    expect(Object.keys(readReview().cards)).toEqual(['react/105#a', 'react/105#b']);
    expect(dueCount(readReview(), start)).toBe(0);
    expect(dueCount(readReview(), start + DAY)).toBe(2);
  });
});
