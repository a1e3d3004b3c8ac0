import { DAY_MS, isDue, readReview, writeReview, type StoredCard } from '../review/review-store';

/**
 * Schedules a question after the reader's answer: its first answer, or an answer once it is due, is a review (right or
 * wrong moves it on the schedule); answering it again before then is practice and leaves it where it was.
 */
export async function recordAnswer(key: string, right: boolean, now = Date.now()): Promise<StoredCard> {
  const { answered } = await import('../review/schedule');
  const review = readReview();
  const card = review.cards[key];
  if (card && card.reps > 0 && !isDue(card, now)) return card;
  const next = answered(card, right, now);
  writeReview({ ...review, cards: { ...review.cards, [key]: next } });
  return next;
}

/** Adds a read note's questions to the reader's review (each once), first asked a day later. */
export async function enrolQuestions(series: string, noteId: number, keys: readonly string[], now = Date.now()): Promise<void> {
  if (readReview().enrolled[series]?.includes(noteId)) return;
  const { joined } = await import('../review/schedule');
  // Read after the import: another answer may have been kept meanwhile.
  const review = readReview();
  if (review.enrolled[series]?.includes(noteId)) return;
  const cards = { ...review.cards };
  for (const key of keys) cards[key] ??= joined(now);
  writeReview({ cards, enrolled: { ...review.enrolled, [series]: [...(review.enrolled[series] ?? []), noteId] } });
}

/** When a card comes back, in words: "today", "tomorrow", "in 4 days". */
export function nextReviewIn(due: number, now = Date.now()): string {
  const days = Math.round((due - now) / DAY_MS);
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}
