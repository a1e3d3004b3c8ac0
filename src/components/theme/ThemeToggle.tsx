import { useSyncExternalStore } from 'react';
import { nextTheme, storedTheme, subscribeTheme, chooseTheme, type ThemeChoice } from './theme-choice';
import styles from './ThemeToggle.module.css';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

function subscribeSystem(listener: () => void) {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * One button that cycles the colour theme: the system setting, the opposite theme, the other theme,
 * and back. Its name says the current theme and its description what a click does. A prerendered
 * page shows 'System'; the stored choice takes over once the page is hydrated.
 */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeTheme, storedTheme, () => 'system' as const);
  const systemIsDark = useSyncExternalStore(
    subscribeSystem,
    () => matchMedia(DARK_QUERY).matches,
    () => false,
  );
  const next = nextTheme(choice, systemIsDark);
  return (
    <button
      type="button"
      className={styles.toggle}
      title={next === 'system' ? 'Follow the system theme' : `Switch to the ${next} theme`}
      onClick={() => chooseTheme(next)}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        {choice === 'light' ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : choice === 'dark' ? (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
        ) : (
          <>
            <rect x="3" y="4" width="18" height="12" rx="2" />
            <path d="M8 20h8m-4-4v4" />
          </>
        )}
      </svg>
      <span className="visually-hidden">Theme: {LABELS[choice]}</span>
    </button>
  );
}
