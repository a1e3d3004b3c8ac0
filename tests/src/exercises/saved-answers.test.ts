// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withUnreachableStorage } from '../refused-storage';

/** A fresh copy of the module, as a new page load would have. */
async function freshAnswers() {
  vi.resetModules();
  return import('../../../src/exercises/saved-answers');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the reader's kept answers", () => {
  it('keeps an answer per exercise across page loads until the reader resets it to the starter', async () => {
    const answers = await freshAnswers();
    answers.saveAnswer('javascript/305#1-a-url-slug', 'function toSlug() {}');
    answers.saveAnswer('python/3003#1-initials', 'def initials(): pass');
    answers.saveAnswer('python/3003#1-initials', undefined);
    const reloaded = await freshAnswers();
    expect(reloaded.savedAnswer('javascript/305#1-a-url-slug')).toBe('function toSlug() {}');
    expect(reloaded.savedAnswer('python/3003#1-initials')).toBeUndefined();
    expect(reloaded.readAnswers()).toEqual({ 'javascript/305#1-a-url-slug': 'function toSlug() {}' });
  });

  it('leaves nothing in storage once the last answer is reset', async () => {
    const answers = await freshAnswers();
    answers.saveAnswer('javascript/305#1-a-url-slug', 'x');
    answers.saveAnswer('javascript/305#1-a-url-slug', undefined);
    expect(localStorage.length).toBe(0);
  });

  it('ignores stored data it does not recognise', async () => {
    localStorage.setItem('study-notes:answers', 'not json');
    expect((await freshAnswers()).readAnswers()).toEqual({});
    localStorage.setItem('study-notes:answers', JSON.stringify({ 'git/701#1-first': 5 }));
    expect((await freshAnswers()).savedAnswer('git/701#1-first')).toBeUndefined();
  });

  it('keeps working when localStorage itself cannot be reached', async () => {
    await withUnreachableStorage(async () => {
      const answers = await freshAnswers();
      expect(() => answers.saveAnswer('git/701#1-first', 'git init')).not.toThrow();
      expect(answers.savedAnswer('git/701#1-first')).toBeUndefined();
    });
  });
});
