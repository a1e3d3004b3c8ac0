import { seriesKeyOf } from './featured';
import type { NoteSummary } from '../../shared/note';

/** The home search: typed text and the exact term confirmed with Enter. */
export interface SearchState {
  text: string;
  exact: string;
}

export type SearchAction = { type: 'typed'; text: string } | { type: 'entered' } | { type: 'cleared' };

export const initialSearch: SearchState = { text: '', exact: '' };

/** Typing clears the exact term; Enter locks the trimmed text unless it is blank; clear empties both. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'typed':
      return { text: action.text, exact: '' };
    case 'entered': {
      const term = state.text.trim();
      return term === '' ? state : { ...state, exact: term };
    }
    case 'cleared':
      return initialSearch;
  }
}

export type SearchMode = 'featured' | 'browse' | 'exact';

export function searchMode(state: SearchState): SearchMode {
  if (state.exact !== '') return 'exact';
  return state.text.trim() === '' ? 'featured' : 'browse';
}

/**
 * The notes a search finds, by ascending id: series keys starting with the trimmed text (browse) or
 * equal to the confirmed term (exact), ignoring case, the text taken literally.
 */
export function searchNotes<T extends NoteSummary>(notes: readonly T[], state: SearchState): T[] {
  const mode = searchMode(state);
  if (mode === 'featured') return [];
  const term = (mode === 'exact' ? state.exact : state.text).trim().toLowerCase();
  const matches = (key: string) => (mode === 'exact' ? key === term : key.startsWith(term));
  return notes.filter((note) => matches(seriesKeyOf(note).toLowerCase())).sort((a, b) => a.id - b.id);
}
