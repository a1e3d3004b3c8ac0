import path from 'node:path';

/** The file a static host serves for a site path: `/c++/1001` → `<dist>/c++/1001/index.html`. */
export function pageFile(outDir: string, sitePath: string): string {
  return path.join(siteFile(outDir, sitePath), 'index.html');
}

/** The file of a site path, its segments decoded: `/c%2B%2B/1001.md` → `<dist>/c++/1001.md`. */
export function siteFile(outDir: string, sitePath: string): string {
  return path.join(outDir, ...sitePath.split('/').filter(Boolean).map(decodeURIComponent));
}

/** Marks prerendered head tags, which the client replaces with its own when it takes over. */
export function markPrerendered(headHtml: string): string {
  return headHtml.replace(/<(title|meta|link|script)\b/g, '<$1 data-prerendered=""');
}

/** Fills the built index.html with a page's head tags and markup. */
export function fillTemplate(
  template: string,
  page: { headHtml: string; structuredDataHtml: string; appHtml: string; dataHtml: string; redirectTo?: string },
) {
  const redirect = page.redirectTo ? `<noscript><meta http-equiv="refresh" content="0; url=${page.redirectTo}"></noscript>` : '';
  // Replacer functions: the markup is inserted as is, `$$` or `$&` in a code sample included.
  return template
    .replace('<!--app-head-->', () => markPrerendered(page.headHtml) + page.structuredDataHtml + redirect)
    .replace('<!--app-html-->', () => page.appHtml)
    .replace('<!--app-data-->', () => page.dataHtml);
}
