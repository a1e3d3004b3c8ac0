// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuseStorageMethods, withUnreachableStorage } from '../refused-storage';

type Store = typeof import('../../../src/app/reading-progress');
const KEY = 'study-notes:progress';

/** A fresh copy of the store module, as a new page load would have. */
async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('../../../src/app/reading-progress');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('reading progress', () => {
  it('marks notes read and unread by series, remembers the last one read, and keeps it across page loads', async () => {
    const store = await freshStore();
    store.markRead('react', 101);
    store.markRead('react', 102);
    store.markRead('python', 3001);
    store.markUnread('react', 101);
    expect(store.getReadingProgress()).toEqual({ read: { react: [102], python: [3001] }, last: { series: 'python', id: 3001 } });
    const reloaded = await freshStore();
    expect(reloaded.getReadingProgress()).toEqual({ read: { react: [102], python: [3001] }, last: { series: 'python', id: 3001 } });
  });

  it('ignores stored data it does not recognise', async () => {
    localStorage.setItem(KEY, '{"read": 5}');
    expect((await freshStore()).getReadingProgress().read).toEqual({});
    localStorage.setItem(KEY, 'not json');
    expect((await freshStore()).getReadingProgress().read).toEqual({});
  });

  it('keeps working for the page when every storage method throws', async () => {
    refuseStorageMethods();
    const store = await freshStore();
    expect(store.getReadingProgress().read).toEqual({});
    expect(() => store.markRead('react', 101)).not.toThrow();
    expect(store.getReadingProgress().read).toEqual({ react: [101] });
  });

  it('keeps working when localStorage itself cannot be reached', async () => {
    await withUnreachableStorage(async () => {
      const store = await freshStore();
      expect(() => store.markRead('react', 101)).not.toThrow();
      expect(store.getReadingProgress().read).toEqual({ react: [101] });
    });
  });

  it('keeps progress for the page when storage is full', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = await freshStore();
    expect(() => store.markRead('react', 101)).not.toThrow();
    expect(store.getReadingProgress().read).toEqual({ react: [101] });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('follows a change another tab makes', async () => {
    const store = await freshStore();
    // Imported after the reset, so it renders with the same React as the fresh store.
    const { act, renderHook } = await import('@testing-library/react');
    const { result } = renderHook(() => store.useReadingProgress());
    expect(result.current.read).toEqual({});
    act(() => {
      localStorage.setItem(KEY, JSON.stringify({ read: { git: [701] }, last: { series: 'git', id: 701 } }));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current.read).toEqual({ git: [701] });
  });

  it('marks exercises solved beside the notes read; reading a note or marking it unread keeps them', async () => {
    const store = await freshStore();
    store.markSolved('javascript', 305, '1-a-url-slug');
    store.markRead('javascript', 305);
    store.markUnread('javascript', 305);
    store.markSolved('javascript', 305, '1-a-url-slug');
    const progress = (await freshStore()).getReadingProgress();
    expect(progress.solved).toEqual({ javascript: ['305#1-a-url-slug'] });
    expect(store.isSolved(progress, 'javascript', 305, '1-a-url-slug')).toBe(true);
    expect(store.isSolved(progress, 'javascript', 305, '2-sorting')).toBe(false);
  });
});
