/**
 * The visitor's colour theme: the system setting unless they chose light or dark; stored under `theme`, and
 * set on <html data-theme> before the first paint (scripts/policy/first-paint-script.ts).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The choice the page shows. */
export function currentTheme(): ThemeChoice {
  const value = document.documentElement.getAttribute('data-theme');
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Applies a choice to the page and remembers it (a choice of 'system' forgets). */
export function chooseTheme(choice: ThemeChoice) {
  if (choice === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', choice);
  try {
    if (choice === 'system') localStorage.removeItem('theme');
    else localStorage.setItem('theme', choice);
  } catch {
    // Without storage the choice holds for this page only.
  }
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

/** What a click on the theme button does: on to the next choice, from the one the page shows. */
export function switchTheme() {
  chooseTheme(nextTheme(currentTheme(), matchMedia('(prefers-color-scheme: dark)').matches));
}
