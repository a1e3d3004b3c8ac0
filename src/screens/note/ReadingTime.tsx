import styles from './ReadingTime.module.css';

/** The note's estimated reading time, from the content build's count of its words and code. */
export function ReadingTime({ minutes }: { minutes: number }) {
  return <p className={styles.readingTime}>{minutes} min read</p>;
}
