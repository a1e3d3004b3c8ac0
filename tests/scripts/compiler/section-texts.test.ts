import { describe, expect, it } from 'vitest';
import { htmlText, sectionTexts } from '../../../scripts/compiler/section-texts';

describe("a note's searchable text", () => {
  it('turns a line of HTML into its text, entities decoded and blocks kept apart', () => {
    expect(htmlText('<ul><li>one</li><li>two &amp; <code>a &lt; b</code></li></ul>')).toBe('one two & a < b');
    expect(htmlText('<p><strong>Bold</strong>, then text.</p>')).toBe('Bold, then text.');
  });

  it('reads a table row by row, its cells apart, so a snippet of it is not a run of words', () => {
    const table =
      '<table><thead><tr><th>Host</th><th>Adds</th></tr></thead><tbody>' +
      '<tr><td>Browser</td><td><code>document</code>, <code>window</code></td></tr>' +
      '<tr><td>Node.js</td><td></td></tr>' +
      '<tr><td>Deno</td><td>Web APIs.</td></tr></tbody></table>';
    expect(htmlText(`<p>Hosts:</p>${table}<p>Then more.</p>`)).toBe(
      'Hosts: Host · Adds. Browser · document, window. Node.js. Deno · Web APIs. Then more.',
    );
  });

  it('gives each section its text, the intro first, and leaves code out', () => {
    expect(
      sectionTexts([
        { type: 'paragraph', html: '<p>Intro.</p>' },
        { type: 'code', lang: 'js', code: 'secret()' },
        { type: 'heading', level: 2, text: 'Next', slug: 'next' },
        { type: 'paragraph', html: '<p>One.</p>' },
        { type: 'paragraph', html: '<p>Two.</p>' },
      ] as never),
    ).toEqual(['Intro.', 'One. Two.']);
  });
});
