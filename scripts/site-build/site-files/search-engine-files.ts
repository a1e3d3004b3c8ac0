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
