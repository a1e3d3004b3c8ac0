import type { Plugin } from 'vite';

/** The declaration in src/styles/print.css that the site's address replaces. */
export const SITE_URL_PLACEHOLDER = "--site-url: ''";

/** Writes VITE_SITE_URL into the print stylesheet at build time, so no script sets it on each page; without it, paths print alone. */
export function printSiteUrl(siteUrl: string | undefined): Plugin {
  return {
    name: 'study-notes:print-site-url',
    enforce: 'pre',
    transform(code, id) {
      if (!siteUrl || !id.endsWith('/src/styles/print.css')) return undefined;
      return code.replace(SITE_URL_PLACEHOLDER, `--site-url: ${JSON.stringify(siteUrl.replace(/\/+$/, ''))}`);
    },
  };
}
