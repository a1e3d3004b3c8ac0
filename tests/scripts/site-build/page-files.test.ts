import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, markPrerendered, pageFile } from '../../../scripts/site-build/page-files.ts';
import { headersFile } from '../../../scripts/policy/response-headers.ts';
import { robotsTxt, sitemapXml } from '../../../scripts/site-build/site-files/search-engine-files.ts';
import { contentSecurityPolicy, SANDBOX_CONTENT_SECURITY_POLICY } from '../../../scripts/policy/content-security-policy.ts';

const template = '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>\n<!--app-data--></body></html>';

describe('prerendered page files', () => {
  it('live where a static host looks for each path, c++ included', () => {
    expect(pageFile('dist', '/')).toBe(path.join('dist', 'index.html'));
    expect(pageFile('dist', '/react/101')).toBe(path.join('dist', 'react', '101', 'index.html'));
    expect(pageFile('dist', '/c++/1001')).toBe(path.join('dist', 'c++', '1001', 'index.html'));
    expect(pageFile('dist', '/c%2B%2B')).toBe(path.join('dist', 'c++', 'index.html'));
  });

  it('carry the markup exactly, even code with $$ and $&', () => {
    const appHtml = '<pre><code>`scrypt$${salt}` and $& and $1</code></pre>';
    const html = fillTemplate(template, { headHtml: '<title>T</title>', structuredDataHtml: '', appHtml, dataHtml: '' });
    expect(html).toContain(`<div id="root">${appHtml}</div>`);
  });

  it('mark head tags for the client to replace, and send script-less visitors of a series on', () => {
    expect(markPrerendered('<title>T</title><meta name="a" content="b"/><link rel="canonical" href="/x"/>')).toBe(
      '<title data-prerendered="">T</title><meta data-prerendered="" name="a" content="b"/><link data-prerendered="" rel="canonical" href="/x"/>',
    );
    const html = fillTemplate(template, {
      headHtml: '',
      structuredDataHtml: '<script type="application/ld+json">{}</script>',
      appHtml: '',
      dataHtml: '<script type="application/json" id="prerendered-note">{}</script>',
      redirectTo: '/git/701',
    });
    expect(html).toContain(
      '<script type="application/ld+json">{}</script><noscript><meta http-equiv="refresh" content="0; url=/git/701"></noscript>',
    );
    expect(html).toContain('</div>\n<script type="application/json" id="prerendered-note">{}</script>');
  });
});

describe('search-engine files', () => {
  it('list pages with their dates, escaped', () => {
    const xml = sitemapXml([{ url: 'https://example.com/' }, { url: 'https://example.com/a&b', lastmod: '2024-10-01' }]);
    expect(xml).toContain('<url><loc>https://example.com/</loc></url>');
    expect(xml).toContain('<url><loc>https://example.com/a&amp;b</loc><lastmod>2024-10-01</lastmod></url>');
    expect(robotsTxt('https://example.com/sitemap.xml')).toContain('Sitemap: https://example.com/sitemap.xml');
    expect(headersFile("script-src 'self'")).toContain("  Content-Security-Policy: script-src 'self'");
  });

  it('let only the site frame its pages, the sandbox pages included: in headers, never in the meta tag', () => {
    const blocks = headersFile(contentSecurityPolicy(undefined)).split('\n\n');
    const [site, sandbox] = [
      blocks.find((block) => block.startsWith('/*\n'))!,
      blocks.find((block) => block.startsWith('/src/try-it/*\n'))!,
    ];
    expect(site).toContain("  Content-Security-Policy: default-src 'self';");
    expect(site).toMatch(/Content-Security-Policy: [^\n]+; frame-ancestors 'self'\n/);
    expect(site).toContain('  X-Frame-Options: SAMEORIGIN');
    expect(sandbox).toMatch(/Content-Security-Policy: default-src 'none';[^\n]+; frame-ancestors 'self'\n/);
    expect(contentSecurityPolicy(undefined)).not.toContain('frame-ancestors');
    expect(SANDBOX_CONTENT_SECURITY_POLICY).not.toContain('frame-ancestors');
  });
});
