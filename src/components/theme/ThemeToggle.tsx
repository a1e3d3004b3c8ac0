import { chooseTheme, currentTheme, nextTheme } from './theme-choice';
import styles from './ThemeToggle.module.css';

/**
 * One button that cycles the colour theme: the system setting, the opposite theme, the other theme,
 * and back. Its icon and the end of its name ('Theme: dark') come from CSS, which reads the choice
 * on <html data-theme>: right from the first paint, with no state to carry over on hydration.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className={styles.toggle}
      title="Switch the colour theme: system, light or dark"
      onClick={() => chooseTheme(nextTheme(currentTheme(), matchMedia('(prefers-color-scheme: dark)').matches))}
    >
      <span className={styles.icon} aria-hidden="true" />
      <span className={`visually-hidden ${styles.choice}`}>Theme:</span>
    </button>
  );
}
