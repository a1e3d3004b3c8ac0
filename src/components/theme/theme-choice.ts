/**
 * The visitor's colour theme: the system setting unless they chose light or dark. The choice lives
 * in localStorage under `theme` and on <html> as `data-theme`, which public/theme.js applies before
 * the first paint and global.css reads.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a choice to the page now and remembers it (a choice of 'system' forgets). */
export function chooseTheme(choice: ThemeChoice) {
  applyTheme(choice);
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Without storage the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

function applyTheme(choice: ThemeChoice) {
  if (choice === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', choice);
}

/** Follows the choice, also when another tab changes it. */
export function subscribeTheme(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    applyTheme(storedTheme());
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The choice one click leads to. From the system setting it goes to the opposite theme, so the
 * first click always changes what the visitor sees; then to the other one; then back to the system.
 */
export function nextTheme(choice: ThemeChoice, systemIsDark: boolean): ThemeChoice {
  const system = systemIsDark ? 'dark' : 'light';
  if (choice === 'system') return systemIsDark ? 'light' : 'dark';
  return choice === system ? 'system' : system;
}
