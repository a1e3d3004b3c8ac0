import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSiteUrl, SITE_URL_PLACEHOLDER } from '../../scripts/vite/print-site-url.ts';

const PRINT_CSS = '/project/src/styles/print.css';
const source = readFileSync(new URL('../../src/styles/print.css', import.meta.url), 'utf8');

function transform(siteUrl: string | undefined, code: string, id: string) {
  const hook = printSiteUrl(siteUrl).transform as (code: string, id: string) => string | undefined;
  return hook(code, id);
}

describe('the print stylesheet', () => {
  it("prints the site's address before its own link paths", () => {
    expect(source).toContain(SITE_URL_PLACEHOLDER);
    expect(source).toMatch(/a\[href\^='\/'\]::after \{\s*content: ' \(' var\(--site-url\) attr\(href\) '\)';/);
  });

  it('gets the address written in at build time, without a final slash', () => {
    expect(transform('https://notes.example.org/', source, PRINT_CSS)).toContain('--site-url: "https://notes.example.org";');
  });

  it('keeps the paths alone without the setting, and leaves other stylesheets be', () => {
    expect(transform(undefined, source, PRINT_CSS)).toBeUndefined();
    expect(transform('https://notes.example.org', `a { ${SITE_URL_PLACEHOLDER} }`, '/project/src/styles/global.css')).toBeUndefined();
  });
});
