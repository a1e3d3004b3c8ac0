const adopted = new Set<string>();

/**
 * Gives the page a lazily loaded chunk's styles once it has loaded, so the site's one stylesheet stays within its
 * first-view budget. A constructed sheet, since the site's policy allows no `<style>` element; each sheet once.
 */
export function adoptStyles(css: string): void {
  if (adopted.has(css) || typeof document === 'undefined' || !Array.isArray(document.adoptedStyleSheets)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  adopted.add(css);
}
