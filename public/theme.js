// Applies the visitor's stored colour theme before the first paint, so a page never flashes the
// other theme. A classic script loaded from <head>, as the Content-Security-Policy allows no inline
// script; the key and values are those of src/components/theme/theme-choice.ts.
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme);
} catch {
  // Storage can be unavailable (privacy settings, sandboxed frames): the system setting applies.
}
