import type { ReadingProgress } from '../app/reading-progress';
import type { ReviewState, StoredCard } from './review-store';

/** What 'Export progress' writes: everything the site keeps in this browser for the reader. */
export interface ProgressFile {
  format: typeof FORMAT;
  version: 1;
  exported: string;
  progress: ReadingProgress;
  review: ReviewState;
  /** The reader's code for each exercise. */
  answers: Record<string, string>;
}

const FORMAT = 'study-notes-progress';
/** Far above a reader's real file (every note read, every question, code for every exercise): a bigger one is not ours. */
export const MOST_BYTES = 5_000_000;

export function progressFile(progress: ReadingProgress, review: ReviewState, answers: Record<string, string>, now: Date): ProgressFile {
  return { format: FORMAT, version: 1, exported: now.toISOString(), progress, review, answers };
}

/** Reads a file a reader chose, trusting nothing in it: the parts that hold, or why it cannot be read. */
export function readProgressFile(text: string): { file: ProgressFile } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'This file is not a progress file exported from this site (it is not JSON).' };
  }
  const root = record(data);
  if (!root || root.format !== FORMAT) return { error: 'This file is not a progress file exported from this site.' };
  if (root.version !== 1) return { error: 'This progress file comes from a newer version of the site; reload the page and try again.' };
  const progress = record(root.progress) ?? {};
  const review = record(root.review) ?? {};
  const last = record(progress.last);
  return {
    file: {
      format: FORMAT,
      version: 1,
      exported: typeof root.exported === 'string' ? root.exported : '',
      progress: {
        read: idLists(progress.read, isNoteId),
        ...(last && typeof last.series === 'string' && isNoteId(last.id) ? { last: { series: last.series, id: last.id } } : {}),
        solved: idLists(progress.solved, (value): value is string => typeof value === 'string' && value.length < 300),
      },
      review: { cards: cards(review.cards), enrolled: idLists(review.enrolled, isNoteId) },
      answers: Object.fromEntries(
        Object.entries(record(root.answers) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    },
  };
}

/** The reader's state with a file's merged in, losing nothing: the union of both, and of a question's two schedules the later review. */
export function mergeProgress(
  mine: { progress: ReadingProgress; review: ReviewState; answers: Record<string, string> },
  theirs: ProgressFile,
): { progress: ReadingProgress; review: ReviewState; answers: Record<string, string> } {
  const cardsMerged = { ...theirs.review.cards };
  for (const [key, card] of Object.entries(mine.review.cards)) {
    const other = cardsMerged[key];
    if (!other || (card.last_review ?? 0) >= (other.last_review ?? 0)) cardsMerged[key] = card;
  }
  return {
    progress: {
      read: union(mine.progress.read, theirs.progress.read),
      solved: union(mine.progress.solved ?? {}, theirs.progress.solved ?? {}),
      ...((mine.progress.last ?? theirs.progress.last) ? { last: mine.progress.last ?? theirs.progress.last } : {}),
    },
    review: { cards: cardsMerged, enrolled: union(mine.review.enrolled, theirs.review.enrolled) },
    // The code in this browser is the reader's latest here; the file's fills only what is missing.
    answers: { ...theirs.answers, ...mine.answers },
  };
}

function union<T>(a: Readonly<Record<string, readonly T[]>>, b: Readonly<Record<string, readonly T[]>>): Record<string, T[]> {
  const merged: Record<string, T[]> = {};
  for (const lists of [a, b])
    for (const [key, values] of Object.entries(lists)) merged[key] = [...new Set([...(merged[key] ?? []), ...values])];
  return merged;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function isNoteId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

/** `{ key: [values] }`, each list kept to the values that pass `keep`. */
function idLists<T>(value: unknown, keep: (item: unknown) => item is T): Record<string, T[]> {
  return Object.fromEntries(
    Object.entries(record(value) ?? {}).flatMap(([key, list]) => (Array.isArray(list) ? [[key, list.filter(keep)] as const] : [])),
  );
}

const CARD_NUMBERS = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
] as const;

/** The cards whose fields are all finite numbers; others are left out. */
function cards(value: unknown): Record<string, StoredCard> {
  return Object.fromEntries(
    Object.entries(record(value) ?? {}).flatMap(([key, card]) => {
      const fields = record(card);
      if (!fields || !CARD_NUMBERS.every((name) => Number.isFinite(fields[name]))) return [];
      const kept = Object.fromEntries(CARD_NUMBERS.map((name) => [name, fields[name]])) as unknown as StoredCard;
      return [[key, Number.isFinite(fields.last_review) ? { ...kept, last_review: fields.last_review as number } : kept]];
    }),
  );
}
