import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import { DAY_MS, type StoredCard } from './review-store';

/*
 * FSRS (ts-fsrs) with whole days between reviews and no random spread: a question answered right comes back
 * after days, then weeks; one answered wrong, the next day. Loaded with the reader's first answer.
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** The card after an answer at `now`: right is FSRS's Good, wrong its Again. A question answered for the first time starts one. */
export function answered(card: StoredCard | undefined, right: boolean, now: number): StoredCard {
  const current = card ? toCard(card) : createEmptyCard(new Date(now));
  return toStored(scheduler.next(current, new Date(now), right ? Rating.Good : Rating.Again).card);
}

/** A question of a note the reader has read: first asked a day later, so reading and remembering are apart. */
export function joined(now: number): StoredCard {
  return toStored(createEmptyCard(new Date(now + DAY_MS)));
}

function toCard(stored: StoredCard): Card {
  return {
    ...stored,
    due: new Date(stored.due),
    state: stored.state,
    last_review: stored.last_review === undefined ? undefined : new Date(stored.last_review),
  };
}

function toStored(card: Card): StoredCard {
  const { due, last_review, ...rest } = card;
  return { ...rest, due: due.getTime(), ...(last_review ? { last_review: last_review.getTime() } : {}) };
}
