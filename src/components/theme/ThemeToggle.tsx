import { useSyncExternalStore } from 'react';
import { chooseTheme, nextTheme, currentTheme, subscribeTheme, type ThemeChoice } from './theme-choice';
import styles from './ThemeToggle.module.css';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * One button that cycles the colour theme: the system setting, the opposite theme, the other theme,
 * and back. Its name says the current choice; a prerendered page says 'System' until it is hydrated
 * (its icon, drawn by CSS from <html data-theme>, is right from the first paint).
 */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeTheme, currentTheme, () => 'system' as const);
  return (
    <button
      type="button"
      className={styles.toggle}
      title="Switch the colour theme: system, light or dark"
      onClick={() => chooseTheme(nextTheme(choice, matchMedia('(prefers-color-scheme: dark)').matches))}
    >
      <span className={styles.icon} aria-hidden="true" />
      <span className="visually-hidden">Theme: {LABELS[choice]}</span>
    </button>
  );
}
