import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { loadChunk } from '../../app/chunk-load-error';
import { siteConfig } from '../../site/config';
import { runShortcut, shortcutAction } from './shortcut-keys';
import styles from './KeyboardShortcuts.module.css';

type Dialog = ComponentType<{ onClose: () => void }>;

/**
 * The site's keyboard shortcuts: one key listener for the whole site, and the footer button that
 * opens their help dialog (as `?` does). The dialog is its own chunk, fetched on first use.
 */
export function KeyboardShortcuts() {
  const [Dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();

  const showHelp = () => {
    setOpen(true);
    setFailure(undefined);
    if (Dialog) return;
    loadChunk('shortcuts', () => import('./ShortcutHelpDialog'), siteConfig.chunkTimeoutMs).then(
      (module) => setDialog(() => module.ShortcutHelpDialog),
      (error: Error) => {
        setOpen(false);
        setFailure(error.message);
      },
    );
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutAction(event);
    if (action === 'help') showHelp();
    if (action === 'help' || (action && runShortcut(action))) event.preventDefault();
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
      {failure && <span role="alert">{failure}</span>}
      {open && Dialog && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}
