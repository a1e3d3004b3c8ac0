import type { LessonSummary } from '../../shared/note';

// A series chunk's lessons carry no tags: the content build refuses a tag that is another series'
// key, so tags cannot add a lesson to a series chunk.
type Lesson = LessonSummary & { tags?: readonly string[] };

/**
 * The lessons of a series page: notes whose seriesKey, topic or one of whose tags equals the
 * route topic, ignoring case, by ascending id.
 */
export function seriesLessons<T extends Lesson>(notes: readonly T[], topic: string): T[] {
  const wanted = topic.toLowerCase();
  return notes
    .filter(
      (note) =>
        note.topic.toLowerCase() === wanted ||
        note.seriesKey?.toLowerCase() === wanted ||
        (note.tags ?? []).some((tag) => tag.toLowerCase() === wanted),
    )
    .sort((a, b) => a.id - b.id);
}

/**
 * The note of a note page: the id must equal the route's noteId as written (so `abc`, `1e2` or
 * `0101` find nothing) and its seriesKey or topic must equal the route topic exactly.
 */
export function findNote<T extends Lesson>(notes: readonly T[], topic: string, noteId: string): T | undefined {
  return notes.find((note) => String(note.id) === noteId && (note.topic === topic || note.seriesKey === topic));
}

/** The lessons before and after a note in its series, by id order; undefined at either end. */
export function neighbours<T extends Pick<Lesson, 'id'>>(lessons: readonly T[], id: number): { previous?: T; next?: T } {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  if (index < 0) return {};
  return { previous: lessons[index - 1], next: lessons[index + 1] };
}

/** Where a note stands in its series, by id order: 'Lesson {number} of {total}'. */
export function lessonPosition(lessons: readonly Pick<Lesson, 'id'>[], id: number): { number: number; total: number } | undefined {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  return index < 0 ? undefined : { number: index + 1, total: lessons.length };
}
