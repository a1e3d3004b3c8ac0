import type { BodyAnnotations } from '../../shared/code-annotations';
import type { Question } from '../../shared/questions/question';
import type { ReadingProgress } from '../app/reading-progress';
import { loadNote, loadSeries, type SeriesChunk } from '../app/catalogue-chunks';
import { enrolQuestions } from '../questions/record-answer';
import { cardKey, isDue, readReview, writeReview, type ReviewState } from './review-store';

/** A question due for review, with the note it comes from. */
export interface DueQuestion {
  key: string;
  question: Question;
  /** Its note's code colours. */
  colours?: BodyAnnotations['code'];
  note: { series: string; id: number; title: string };
}

/** The questions due today, the longest waiting first; `unavailable` counts those whose note could not load (offline, not saved). */
export async function dueQuestions(review: ReviewState, now: number): Promise<{ due: DueQuestion[]; unavailable: number }> {
  const keys = Object.entries(review.cards)
    .filter(([, card]) => isDue(card, now))
    .sort(([, a], [, b]) => a.due - b.due)
    .map(([key]) => key);
  const notes = new Map<
    string,
    Promise<{ title: string; questions: readonly Question[]; colours?: BodyAnnotations['code'] } | undefined>
  >();
  const gone: string[] = [];
  let unavailable = 0;
  const found = await Promise.all(
    keys.map(async (key): Promise<DueQuestion | undefined> => {
      const match = /^([^/]+)\/(\d+)#(.+)$/.exec(key);
      if (!match) return (void gone.push(key), undefined);
      const [, series, id, questionId] = match as unknown as [string, string, string, string];
      const noteKey = `${series}/${id}`;
      if (!notes.has(noteKey)) notes.set(noteKey, noteQuestions(series, Number(id)));
      const note = await notes.get(noteKey)!.catch(() => undefined);
      if (note === undefined) return (void unavailable++, undefined);
      const question = note.questions.find((candidate) => candidate.id === questionId);
      // A question its author reworded or removed is no longer there to review.
      if (!question) return (void gone.push(key), undefined);
      return { key, question, colours: note.colours, note: { series, id: Number(id), title: note.title } };
    }),
  );
  if (gone.length > 0) {
    const latest = readReview();
    const cards = { ...latest.cards };
    for (const key of gone) delete cards[key];
    writeReview({ ...latest, cards });
  }
  return { due: found.filter((question) => question !== undefined), unavailable };
}

const seriesChunks = new Map<string, Promise<SeriesChunk>>();

/** A note's title and questions; rejects when its files cannot load. An unknown note has none. */
async function noteQuestions(
  series: string,
  id: number,
): Promise<{ title: string; questions: readonly Question[]; colours?: BodyAnnotations['code'] }> {
  if (!seriesChunks.has(series)) seriesChunks.set(series, loadSeries(series));
  const chunk = await seriesChunks.get(series)!;
  if (!Object.hasOwn(chunk.notes, id)) return { title: '', questions: [] };
  const note = await loadNote(chunk, id);
  return { title: note.meta.title, questions: note.annotations?.questions ?? [], colours: note.annotations?.code };
}

/** Adds the questions of every note the reader has read to their review, once per note (a note read on another page, or before this). */
export async function enrolReadNotes(progress: ReadingProgress, now = Date.now()): Promise<void> {
  const enrolled = readReview().enrolled;
  const waiting = Object.entries(progress.read).flatMap(([series, ids]) =>
    ids.filter((id) => !enrolled[series]?.includes(id)).map((id) => ({ series, id })),
  );
  for (const { series, id } of waiting) {
    const note = await noteQuestions(series, id).catch(() => undefined);
    // Offline and not saved: it joins on a later visit.
    if (note)
      await enrolQuestions(
        series,
        id,
        note.questions.map((question) => cardKey(series, id, question.id)),
        now,
      );
  }
}
