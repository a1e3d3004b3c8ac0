// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuseStorageMethods } from '../../refused-storage';

const KEY = 'study-notes:progress';

/** Fresh copies of the modules, as a new page load would have. */
async function freshModules() {
  vi.resetModules();
  return {
    progress: await import('../../../../src/app/reading-progress'),
    answers: await import('../../../../src/exercises/saved-answers'),
    review: await import('../../../../src/review/review-store'),
    device: await import('../../../../src/components/progress/device-progress'),
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('resetting and restoring what the reader keeps on this device', () => {
  it('resets to nothing read and leaves nothing in storage', async () => {
    const { progress, device } = await freshModules();
    progress.markRead('react', 101);
    device.resetProgress();
    expect(progress.getReadingProgress().read).toEqual({});
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets the review schedule of its questions too', async () => {
    const { review, device } = await freshModules();
    localStorage.setItem(review.REVIEW_KEY, JSON.stringify({ cards: { 'react/101#q': { due: 1 } }, enrolled: { react: [101] } }));
    device.resetProgress();
    expect(review.readReview()).toEqual({ cards: {}, enrolled: {} });
    expect(localStorage.getItem(review.REVIEW_KEY)).toBeNull();
  });

  it('forgets the exercises solved and the answers kept for them', async () => {
    const { progress, answers, device } = await freshModules();
    answers.saveAnswer('javascript/305#1-a-url-slug', 'function toSlug() {}');
    progress.markSolved('javascript', 305, '1-a-url-slug');
    device.resetProgress();
    expect(progress.getReadingProgress().solved).toBeUndefined();
    expect(answers.savedAnswer('javascript/305#1-a-url-slug')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('restores progress and answers from a progress file, and they outlast a page load', async () => {
    const { device } = await freshModules();
    device.restoreProgress({ read: { git: [701] }, last: { series: 'git', id: 701 } }, { 'git/701#1-first': 'git init' });
    const { progress, answers } = await freshModules();
    expect(progress.getReadingProgress()).toEqual({ read: { git: [701] }, last: { series: 'git', id: 701 } });
    expect(answers.savedAnswer('git/701#1-first')).toBe('git init');
  });

  it('keeps working for the page when every storage method throws', async () => {
    refuseStorageMethods();
    const { device } = await freshModules();
    expect(() => device.resetProgress()).not.toThrow();
    expect(() => device.restoreProgress({ read: {} }, { 'git/701#1-first': 'git init' })).not.toThrow();
  });
});
