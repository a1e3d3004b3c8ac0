import { useEffect, useRef } from 'react';
import { SHORTCUTS } from './shortcut-list';
import styles from './ShortcutHelpDialog.module.css';

/**
 * The list of keyboard shortcuts in a modal dialog: the browser keeps the focus inside it and
 * closes it on Escape; the focus then goes back to where it was.
 */
export function ShortcutHelpDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title" className={styles.title}>
        Keyboard shortcuts
      </h2>
      <dl className={styles.list}>
        {SHORTCUTS.map(({ keys, action }) => (
          <div key={action} className={styles.row}>
            <dt className={styles.keys}>
              {keys.map((key) => (
                <kbd key={key} className={styles.key}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={styles.action}>{action}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className={styles.actions}>
        <button type="submit" className="button">
          Close
        </button>
      </form>
    </dialog>
  );
}
