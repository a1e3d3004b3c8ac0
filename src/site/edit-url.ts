import { siteConfig } from './config';
import { sitePath } from './page-head';

/** Where an author edits a note's Markdown source; undefined while the site has no edit base URL. */
export function editUrl(sourcePath: string, baseUrl = siteConfig.editBaseUrl): string | undefined {
  return baseUrl && baseUrl.replace(/\/+$/, '') + sitePath(sourcePath.split('/'));
}
