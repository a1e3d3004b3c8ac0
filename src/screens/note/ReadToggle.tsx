import { markRead, markUnread, useReadingProgress } from '../../app/reading-progress';
import actionStyles from './NoteAction.module.css';
import styles from './ReadToggle.module.css';

/** 'Mark as read' / 'Mark as unread': the visitor's own say over the progress kept in their browser. */
export function ReadToggle({ series, id }: { series: string; id: number }) {
  const read = useReadingProgress().read[series]?.includes(id) ?? false;
  return (
    <button
      type="button"
      className={`${actionStyles.action} ${styles.toggle}`}
      data-read={read || undefined}
      onClick={() => (read ? markUnread(series, id) : markRead(series, id))}
    >
      {read ? 'Mark as unread' : 'Mark as read'}
    </button>
  );
}
