import { useSyncExternalStore } from 'react';

/** Which notes a visitor has read, by series key, and the last note they read; which exercises they solved. */
export interface ReadingProgress {
  read: Readonly<Record<string, readonly number[]>>;
  last?: { series: string; id: number };
  /** By series key: each solved exercise as `<note id>#<exercise anchor>`. */
  solved?: Readonly<Record<string, readonly string[]>>;
}

const STORAGE_KEY = 'study-notes:progress';
const NOTHING_READ: ReadingProgress = { read: {} };

let progress: ReadingProgress | undefined;
const listeners = new Set<() => void>();

/*
 * Progress lives only in this browser's localStorage. Every access may throw (storage disabled,
 * private mode, quota full): progress then lasts as long as the page, and the site works on.
 */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): ReadingProgress {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    return isProgress(parsed) ? parsed : NOTHING_READ;
  } catch {
    return NOTHING_READ;
  }
}

/** Storage another version of the site (or a visitor) wrote is checked before it is trusted. */
function isProgress(value: unknown): value is ReadingProgress {
  const { read, solved } = (value ?? {}) as Partial<ReadingProgress>;
  const isLists = (lists: unknown) => typeof lists === 'object' && lists !== null && Object.values(lists).every(Array.isArray);
  return isLists(read) && (solved === undefined || isLists(solved));
}

/** Replaces the visitor's progress, here and in storage. */
export function saveReadingProgress(next: ReadingProgress) {
  progress = next;
  // The home page keeps a place for 'Continue where you left off' while this mark is set.
  if (!next.last) document.documentElement.removeAttribute('data-returning');
  try {
    if (Object.keys(next.read).length === 0 && Object.keys(next.solved ?? {}).length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: kept for this page only.
  }
  for (const listener of listeners) listener();
}

export function getReadingProgress(): ReadingProgress {
  return (progress ??= readStored());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab of the site changed it (a null key: that tab cleared the whole storage).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    progress = readStored();
    for (const listener of listeners) listener();
  });
}

/** The visitor's progress; nothing read while a prerendered page is taken over, so the markup matches. */
export function useReadingProgress(): ReadingProgress {
  return useSyncExternalStore(subscribe, getReadingProgress, () => NOTHING_READ);
}

export function markRead(series: string, id: number) {
  const current = getReadingProgress();
  const ids = current.read[series] ?? [];
  saveReadingProgress({ ...current, read: { ...current.read, [series]: ids.includes(id) ? ids : [...ids, id] }, last: { series, id } });
}

export function markUnread(series: string, id: number) {
  const current = getReadingProgress();
  const { [series]: ids = [], ...others } = current.read;
  const kept = ids.filter((other) => other !== id);
  saveReadingProgress({ ...current, read: kept.length > 0 ? { ...others, [series]: kept } : others });
}

/** How `solved` names an exercise: its note's id and its heading's anchor. */
export const solvedKey = (id: number, exercise: string) => `${id}#${exercise}`;

/** Marks an exercise solved: its check passed on this device. */
export function markSolved(series: string, id: number, exercise: string) {
  const current = getReadingProgress();
  const key = solvedKey(id, exercise);
  const solved = current.solved?.[series] ?? [];
  if (solved.includes(key)) return;
  saveReadingProgress({ ...current, solved: { ...current.solved, [series]: [...solved, key] } });
}

export function isSolved(progress: ReadingProgress, series: string, id: number, exercise: string): boolean {
  return progress.solved?.[series]?.includes(solvedKey(id, exercise)) ?? false;
}
