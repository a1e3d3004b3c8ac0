import styles from './ThemeToggle.module.css';

/**
 * One button that cycles the colour theme: the system setting, the opposite theme, the other theme,
 * and back. Its icon and the end of its name ('Theme: dark') come from CSS, which reads the choice
 * on <html data-theme>: right from the first paint, with no state to carry over on hydration. What
 * a click does is fetched with the first click, since a page that is only read never needs it.
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
