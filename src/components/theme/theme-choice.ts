/**
 * The visitor's colour theme: the system setting unless they chose light or dark. The choice lives
 * in localStorage under `theme` and on <html> as `data-theme`, which public/theme.js applies before
 * the first paint and global.css reads.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

const STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

/** The choice the page shows: public/theme.js set it from storage, a click may have changed it. */
export function currentTheme(): ThemeChoice {
  const value = document.documentElement.getAttribute('data-theme');
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Applies a choice to the page now and remembers it (a choice of 'system' forgets). */
export function chooseTheme(choice: ThemeChoice) {
  if (choice === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', choice);
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Without storage the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
