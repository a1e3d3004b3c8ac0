import type { SeriesInfo } from '../../../shared/series';
import styles from './SeriesWelcome.module.css';
import { EmojiImage } from '../../components/emoji/EmojiImage';
import { useHydratedMark } from '../../app/use-hydrated-mark';

/** Shown while no lesson is chosen, which only lasts when a series has no lessons yet. */
export function SeriesWelcome({ series }: { series: SeriesInfo }) {
  useHydratedMark();
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <span className={styles.icon} aria-hidden="true">
        <EmojiImage emoji={series.icon} />
      </span>
      <h1 id="welcome-title">Welcome to {series.title} Notes</h1>
      <p className={styles.description}>{series.description}</p>
      <p className={styles.prompt}>Select a topic from the sidebar to start learning</p>
    </section>
  );
}
