import type { NoteDetails } from '../../shared/note';

export const DESCRIPTION_FALLBACK_LENGTH = 150;

/**
 * The page description of a note: its own description, or else the first 150 characters of its
 * plain text with line breaks as spaces, then '...'.
 */
export function noteDescription(note: NoteDetails): string {
  if (note.description) return note.description;
  const text = (note.excerpt ?? '').replace(/\r?\n/g, ' ');
  return `${text.slice(0, DESCRIPTION_FALLBACK_LENGTH)}...`;
}

/** Keywords of a note page: its tags, then its topic. */
export function noteKeywords(note: NoteDetails): string {
  return [...note.tags, note.topic].join(', ');
}
