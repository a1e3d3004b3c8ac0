import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { printSiteUrl } from '../../../scripts/vite/print-site-url.ts';
import { contentText, PRINT, screenWith, stylesheet } from '../../src/styles/css-cascade.ts';

const PRINT_CSS = '/project/src/styles/print.css';
const source = readFileSync(new URL('../../../src/styles/print.css', import.meta.url), 'utf8');

/** The stylesheet as the build serves it: with the site's address written in when it is set. */
function built(siteUrl: string | undefined) {
  const hook = printSiteUrl(siteUrl).transform as (code: string, id: string) => string | undefined;
  return stylesheet(hook(source, PRINT_CSS) ?? source);
}

/** What the page shows right after a link in a note (its ::after box), or undefined for nothing. */
function afterLink(css: ReturnType<typeof stylesheet>, href: string, page = PRINT): string | undefined {
  const { document } = new JSDOM(`<div id="root"><main><article><p><a href="${href}">a link</a></p></article></main></div>`).window;
  const link = document.querySelector('a')!;
  const content = css.declarationsFor(link, page, '::after').get('content');
  return content === undefined ? undefined : contentText(content, link, css.declarationsFor(document.documentElement, page));
}

describe('the print stylesheet', () => {
  it("prints the site's address before a link to a page of the site", () => {
    const css = built('https://notes.example.org/');
    expect(afterLink(css, '/react/101')).toBe(' (https://notes.example.org/react/101)');
    expect(afterLink(css, '/c++/1001#templates')).toBe(' (https://notes.example.org/c++/1001#templates)');
  });

  it('prints other addresses as they are, and nothing on screen', () => {
    const css = built('https://notes.example.org');
    expect(afterLink(css, 'https://react.dev/learn')).toBe(' (https://react.dev/learn)');
    expect(afterLink(css, 'mailto:notes@example.org')).toBe(' (mailto:notes@example.org)');
    expect(afterLink(css, '#exercises')).toBeUndefined();
    expect(afterLink(css, '/react/101', screenWith('light'))).toBeUndefined();
  });

  it('prints the paths alone without the setting', () => {
    expect(afterLink(built(undefined), '/react/101')).toBe(' (/react/101)');
  });

  it('leaves other stylesheets be', () => {
    const hook = printSiteUrl('https://notes.example.org').transform as (code: string, id: string) => string | undefined;
    expect(hook(source, '/project/src/styles/global.css')).toBeUndefined();
  });
});
