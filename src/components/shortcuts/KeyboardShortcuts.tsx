import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { loadChunk } from '../../app/chunk-load-error';
import { siteConfig } from '../../site/config';
import { shortcutTarget } from './shortcut-keys';
import styles from './KeyboardShortcuts.module.css';

/** One key listener for the site's shortcuts, and the footer button that opens their help dialog (its own chunk). */
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
