import type { Plugin } from 'vite';

/** The declaration in src/styles/print.css that the site's address replaces. */
export const SITE_URL_PLACEHOLDER = "--site-url: ''";

/**
 * Writes the site's address (VITE_SITE_URL) into the print stylesheet, which prints it in front of
 * the paths of the site's own links: a build-time value, so no script has to set it on every page.
 * Without the setting the paths print alone rather than a placeholder host.
 */
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
