import css from './git-terminal.css?inline';

let adopted = false;

/**
 * Gives the page the terminal's styles once its chunk has loaded: the site's one stylesheet stays within its first-view
 * budget. A constructed sheet, since the site's policy allows no `<style>` element.
 */
export function adoptTerminalStyles(): void {
  if (adopted || typeof document === 'undefined' || !Array.isArray(document.adoptedStyleSheets)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted = true;
}
