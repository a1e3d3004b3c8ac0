import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { loadChunk } from '../../app/chunk-load-error';
import { siteConfig } from '../../site/config';
import { shortcutTarget } from './shortcut-keys';
import styles from './KeyboardShortcuts.module.css';

/**
 * The site's keyboard shortcuts: one key listener for the whole site, and the footer button that
 * opens their help dialog (as `?` does). The dialog is its own chunk, fetched on first use; if it
 * cannot be fetched, the button says why.
 */
export function KeyboardShortcuts() {
  const [help, setHelp] = useState<ReactNode>();

  const showHelp = () =>
    loadChunk('shortcuts', () => import('./ShortcutHelpDialog'), siteConfig.chunkTimeoutMs).then(
      ({ ShortcutHelpDialog }) => setHelp(<ShortcutHelpDialog onClose={() => setHelp(undefined)} />),
      (error: Error) => setHelp(<span role="alert">{error.message}</span>),
    );

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const target = shortcutTarget(event);
    if (!target) return;
    event.preventDefault();
    if (target === 'help') void showHelp();
    else if (target instanceof HTMLInputElement) target.focus();
    else target.click();
  });
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button type="button" className={styles.button} onClick={showHelp}>
        <kbd aria-hidden="true">?</kbd> Keyboard shortcuts
      </button>
      {help}
    </>
  );
}
