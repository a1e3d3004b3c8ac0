import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { dueCount, useReview } from '../../review/review-store';
import box from '../theme/ThemeToggle.module.css';
import styles from './ReviewLink.module.css';

/** The header's way to the Review page; a badge over its corner counts the questions due, so nothing moves when it shows. */
export function ReviewLink() {
  const review = useReview();
  // The count changes as time passes, not only as the reader answers: a minute is fine enough for "due today".
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const due = dueCount(review, now);
  const name = due > 0 ? `Review: ${due} question${due === 1 ? '' : 's'} due` : 'Review';
  return (
    // Its name also as a tooltip: an icon alone does not say where it leads.
    <Link to="/review" className={`${box.toggle} ${styles.link}`} aria-label={name} title={name}>
      {due > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {due > 99 ? '99+' : due}
        </span>
      )}
    </Link>
  );
}
