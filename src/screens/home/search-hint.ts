import type { SearchMode, SearchState } from '../../catalog/search';

/** The line under the search box that says what the results are. */
export function searchHint(mode: SearchMode, state: SearchState): string {
  switch (mode) {
    case 'exact':
      return `Exact match: "${state.exact}"`;
    case 'browse':
      return `Browsing topics starting with "${state.text.trim()}" · press Enter for an exact match`;
    case 'featured':
      return 'Start typing a topic such as react, python or c++ to browse its notes';
  }
}
