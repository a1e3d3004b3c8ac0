import { showDialog } from '../layout/DialogHost';

// The dialog, the search library and the index load only when a visitor first opens it.
const loadSearchDialog = () => import('./SearchDialog');

/** Starts fetching the dialog early (the pointer is on its button); a failure shows when it is opened. */
export function preloadSearch() {
  loadSearchDialog().catch(() => {});
}

/** Opens the full-text search dialog; closing it gives the focus back to `opener`, as a dialog should. */
export function openSearch(opener: Element | null) {
  return showDialog('search-dialog', loadSearchDialog, ({ SearchDialog }, close) => (
    <SearchDialog
      onClose={() => {
        close();
        if (opener instanceof HTMLElement) opener.focus();
      }}
    />
  ));
}
