import { FRAME_OPTIONS, headerPolicy, SANDBOX_CONTENT_SECURITY_POLICY, SANDBOX_PATH } from '../../policy/content-security-policy.ts';
import { xmlText } from './xml-text.ts';

/** sitemap.xml of every canonical page, with the note dates as lastmod. */
export function sitemapXml(pages: readonly { url: string; lastmod?: string }[]): string {
  const entries = pages.map(
    ({ url, lastmod }) => `  <url><loc>${xmlText(url)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** The headers every response carries besides the Content-Security-Policy (`_headers`, nginx). */
export const SECURITY_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  FRAME_OPTIONS,
] as const;

/** The caching of the hashed assets under /assets/, whose names change with their content. */
export const IMMUTABLE_ASSETS = 'public, max-age=31536000, immutable';

/**
 * `_headers` for Netlify and Cloudflare Pages; the sandbox's pages swap the site's policy for their own
 * (`! Header` detaches an inherited header on Cloudflare Pages).
 */
export function headersFile(policy: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${headerPolicy(policy)}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_ASSETS}`,
    '  Access-Control-Allow-Origin: *',
    '',
    '/pyodide/*',
    '  Access-Control-Allow-Origin: *',
    '',
    `${SANDBOX_PATH}*`,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${headerPolicy(SANDBOX_CONTENT_SECURITY_POLICY)}`,
    '',
  ].join('\n');
}
