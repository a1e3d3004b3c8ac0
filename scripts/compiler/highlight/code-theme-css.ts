import type { CodeTheme } from './highlight-code.ts';

const FONT_DECLARATIONS: readonly [number, string][] = [
  [1, 'font-style:italic'],
  [2, 'font-weight:700'],
  [4, 'text-decoration:underline'],
  [8, 'text-decoration:line-through'],
];

/** The code colours as classes (the CSP allows no style attributes), dark on a screen that asks for it; paper is light. */
export function codeThemeCss(theme: CodeTheme): string {
  const scheme = (side: 'light' | 'dark') =>
    [
      `--code-bg:${theme[side].background};--code-text:${theme[side].foreground}`,
      ...theme.palette.map((entry, index) => `--sh${index + 1}:${entry[side]}`),
    ].join(';');
  const classes = theme.palette.map((entry, index) => {
    const font = FONT_DECLARATIONS.filter(([bit]) => entry.fontStyle & bit).map(([, declaration]) => `;${declaration}`);
    return `.sh${index + 1}{color:var(--sh${index + 1})${font.join('')}}`;
  });
  return [
    '/* The code colours, from the Shiki themes (scripts/vite/code-theme-stylesheet.ts). */',
    `:root{${scheme('light')}}`,
    `@media screen and (prefers-color-scheme:dark){:root:not([data-theme=light]){${scheme('dark')}}}`,
    `@media screen{:root[data-theme=dark]{${scheme('dark')}}}`,
    ...classes,
    '',
  ].join('\n');
}
