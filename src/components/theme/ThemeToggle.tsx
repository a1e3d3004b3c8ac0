import styles from './ThemeToggle.module.css';

/**
 * One button that cycles the colour theme; its icon and name come from CSS reading <html data-theme>, right
 * from the first paint, and its click handler loads with the first click.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className={styles.toggle}
      title="Switch the colour theme: system, light or dark"
      onClick={() => void import('./theme-choice').then(({ switchTheme }) => switchTheme())}
    >
      <span className={styles.icon} aria-hidden="true" />
      <span className={`visually-hidden ${styles.choice}`}>Theme:</span>
    </button>
  );
}
