import { useSyncExternalStore } from 'react';

/**
 * A question's place in the reader's review schedule: ts-fsrs's card (src/review/schedule.ts), dates as
 * milliseconds so the stored JSON reads back without conversion.
 */
export interface StoredCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review?: number;
}

/** Every question the reader is reviewing, by `<series>/<note id>#<question id>`, and the notes whose questions joined. */
export interface ReviewState {
  cards: Readonly<Record<string, StoredCard>>;
  /** By series key: the notes read whose questions are in `cards`. */
  enrolled: Readonly<Record<string, readonly number[]>>;
}

export const REVIEW_KEY = 'study-notes:review';
/** A day in milliseconds: the schedule's unit. */
export const DAY_MS = 24 * 60 * 60 * 1000;
const EMPTY: ReviewState = { cards: {}, enrolled: {} };

let state: ReviewState | undefined;
const listeners = new Set<() => void>();

/** The key of a question's card. */
export const cardKey = (series: string, noteId: number, question: string) => `${series}/${noteId}#${question}`;

export function readReview(): ReviewState {
  if (state) return state;
  try {
    const parsed = JSON.parse(localStorage.getItem(REVIEW_KEY) ?? 'null') as Partial<ReviewState> | null;
    // Storage another version wrote, or a visitor edited, is checked before it is trusted.
    state = parsed && isRecord(parsed.cards) && isRecord(parsed.enrolled) ? { cards: parsed.cards, enrolled: parsed.enrolled } : EMPTY;
  } catch {
    state = EMPTY;
  }
  return state;
}

function isRecord(value: unknown): value is Record<string, never> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the new state (for this page only when storage refuses it) and tells every view of it. */
export function writeReview(next: ReviewState): void {
  state = next;
  try {
    if (Object.keys(next.cards).length === 0 && Object.keys(next.enrolled).length === 0) localStorage.removeItem(REVIEW_KEY);
    else localStorage.setItem(REVIEW_KEY, JSON.stringify(next));
  } catch {
    // Full or refused: kept for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** Whether a card is due on the reader's day of `now` (before their next midnight): "due today". */
export function isDue(card: StoredCard, now: number): boolean {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return card.due < midnight.getTime();
}

/** How many questions are due today. */
export function dueCount(review: ReviewState, now: number): number {
  return Object.values(review.cards).filter((card) => isDue(card, now)).length;
}

/** Another tab changed the state (a null key: that tab cleared the whole storage): read it again, and tell every view. */
function onStorage(event: StorageEvent) {
  if (event.key !== REVIEW_KEY && event.key !== null) return;
  state = undefined;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The reader's review state; empty while a prerendered page is taken over, so the markup matches. */
export function useReview(): ReviewState {
  return useSyncExternalStore(subscribe, readReview, () => EMPTY);
}
