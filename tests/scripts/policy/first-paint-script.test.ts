import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/policy/content-security-policy.ts';
import { FIRST_PAINT_SCRIPT } from '../../../scripts/policy/first-paint-script.ts';

/** A page as the browser parses it, with the given storage, after the head's inline script ran. */
function firstPaint(stored: Record<string, string>): HTMLElement {
  const dom = new JSDOM('<!doctype html><html class="no-js"><head></head><body></body></html>', {
    url: 'https://example.com/',
    runScripts: 'outside-only',
  });
  for (const [key, value] of Object.entries(stored)) dom.window.localStorage.setItem(key, value);
  dom.window.eval(FIRST_PAINT_SCRIPT);
  return dom.window.document.documentElement;
}

describe('the first-paint script', () => {
  it('lays the page out for JavaScript and follows the system theme for a first visit', () => {
    const root = firstPaint({});
    expect(root.classList.contains('no-js')).toBe(false);
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(root.hasAttribute('data-returning')).toBe(false);
  });

  it('applies the stored theme and marks a reader who has progress to continue', () => {
    const root = firstPaint({
      theme: 'dark',
      'study-notes:progress': JSON.stringify({ read: { react: [101] }, last: { series: 'react', id: 101 } }),
    });
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.hasAttribute('data-returning')).toBe(true);
  });

  it('ignores an unknown theme and progress it cannot read, and still removes no-js', () => {
    const root = firstPaint({ theme: 'sepia', 'study-notes:progress': '{not json' });
    expect(root.classList.contains('no-js')).toBe(false);
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(root.hasAttribute('data-returning')).toBe(false);
  });

  it('is the one inline script the Content-Security-Policy allows, by its hash', () => {
    const hash = createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64');
    const scriptSrc = contentSecurityPolicy(undefined)
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
