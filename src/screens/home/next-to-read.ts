import type { LessonSummary } from '../../../shared/note';

/**
 * Where to continue a series: the first unread lesson after the last one read, or else the first
 * unread lesson; undefined once every lesson is read.
 */
export function nextToRead(lessons: readonly LessonSummary[], readIds: readonly number[], lastId: number): LessonSummary | undefined {
  const unread = lessons.filter((lesson) => !readIds.includes(lesson.id));
  return unread.find((lesson) => lesson.id > lastId) ?? unread[0];
}
