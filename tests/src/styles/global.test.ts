import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourTokens, contrast } from './contrast';

// Read the stylesheet as the browser does: the light tokens on :root, the dark ones in the two
// blocks that apply them (system setting dark, or the visitor's choice of dark).
const css = readFileSync(new URL('../../../src/styles/global.css', import.meta.url), 'utf8');

function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`global.css has no ${selector} block`);
  return css.slice(start, css.indexOf('}', start));
}

const light = colourTokens(block(':root'));
const systemDark = colourTokens(block(":root:not([data-theme='light'])"));
const chosenDark = colourTokens(block(":root[data-theme='dark']"));
const dark = { ...light, ...systemDark };

// Every text colour on every background it is drawn on, and the focus ring against the page (the
// code colours have their own test, tests/scripts/compiler/highlight/highlight-code.test.ts, over the generated theme).
const TEXT_PAIRS: [string, string][] = [
  ['color-text', 'color-bg'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-2'],
  ['color-muted', 'color-bg'],
  ['color-muted', 'color-surface'],
  ['color-muted', 'color-surface-2'],
  ['color-accent', 'color-bg'],
  ['color-accent', 'color-surface'],
  ['color-accent', 'color-accent-soft'],
  ['color-on-accent', 'color-accent'],
  ['color-on-accent', 'color-accent-strong'],
  ['color-inline-code-text', 'color-inline-code-bg'],
];

describe('the colour themes', () => {
  it('give the dark theme the same colours whether the system or the visitor chose it', () => {
    expect(Object.keys(systemDark).length).toBeGreaterThan(10);
    expect(chosenDark).toEqual(systemDark);
  });

  it('declare every light colour again in the dark theme', () => {
    expect(Object.keys(systemDark).sort()).toEqual(Object.keys(light).sort());
  });

  for (const [name, tokens] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`give text at least WCAG AA contrast in the ${name} theme`, () => {
      for (const [foreground, background] of TEXT_PAIRS) {
        expect(contrast(tokens[foreground]!, tokens[background]!), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`give the focus ring at least 3:1 against the page in the ${name} theme`, () => {
      for (const background of ['color-bg', 'color-surface', 'color-surface-2']) {
        expect(contrast(tokens['color-focus']!, tokens[background]!), background).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
