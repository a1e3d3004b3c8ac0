import { useHydratedMark } from '../../app/use-hydrated-mark';
import { MoveProgress } from './MoveProgress';
import { ReviewSession } from './ReviewSession';
import styles from '../static/StaticPage.module.css';

/** Review: the questions of the notes a reader has read, due today by their spaced-repetition schedule; and moving progress to another browser. */
export function ReviewPage() {
  useHydratedMark();
  return (
    <div className={styles.page}>
      <div className={styles.lead}>
        <h1>Review</h1>
        <p>
          Questions from the notes you have read, asked again just before you would forget them. Answer from memory: each time you get one
          right it comes back later, and one you miss comes back the next day.
        </p>
      </div>
      <ReviewSession />
      <MoveProgress />
    </div>
  );
}
