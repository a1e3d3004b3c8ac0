/** The window event the header's search button listens to: any part of a page may open the search dialog. */
export const OPEN_SEARCH_EVENT = 'study-notes:open-search';

/** What the event carries: where focus returns when the dialog closes, and what to search for at once. */
export interface OpenSearchDetail {
  from: Element | null;
  query?: string;
}

/** Opens the site's search dialog, as the header's button and Ctrl+K do, searching for `query` when given. */
export function openSearch(from: Element | null, query?: string) {
  window.dispatchEvent(new CustomEvent<OpenSearchDetail>(OPEN_SEARCH_EVENT, { detail: { from, query } }));
}
