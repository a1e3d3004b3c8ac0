import { useEffect } from 'react';
import { DialogHost, showDialog } from '../layout/DialogHost';
import { openSearch } from '../search/open-search';
import { isSearchKey, shortcutTarget } from './shortcut-keys';
import styles from './KeyboardShortcuts.module.css';

const showHelp = () =>
  showDialog(
    'shortcuts',
    () => import('./ShortcutHelpDialog'),
    ({ ShortcutHelpDialog }, close) => <ShortcutHelpDialog onClose={close} />,
  );

/*
 * The one key listener of the site. What a key asks is decided at once, so that the browser's own
 * use of it (Ctrl+K focuses the address bar, / opens the quick find) is stopped in time; the
 * dialogs it opens load afterwards.
 */
function onKeyDown(event: KeyboardEvent) {
  if (isSearchKey(event)) {
    event.preventDefault();
    if (!document.querySelector('[aria-modal]')) void openSearch(document.activeElement);
    return;
  }
  const target = shortcutTarget(event);
  if (!target) return;
  event.preventDefault();
  if (target === 'help') void showHelp();
  else if (target instanceof HTMLInputElement) target.focus();
  else target.click();
}

/**
 * The site's keyboard shortcuts: the key listener, and the footer button that opens their help
 * dialog (as `?` does). Dialogs show in the host beside it; a chunk that cannot be fetched says so there.
 */
export function KeyboardShortcuts() {
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button type="button" className={styles.button} onClick={showHelp}>
        <kbd aria-hidden="true">?</kbd> Keyboard shortcuts
      </button>
      <DialogHost />
    </>
  );
}
