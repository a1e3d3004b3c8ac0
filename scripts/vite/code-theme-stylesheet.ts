import type { Plugin } from 'vite';
import { codeThemeCss } from '../compiler/highlight/code-theme-css.ts';
import { codeTheme } from '../compiler/highlight/highlight-code.ts';

const MODULE = 'virtual:code-theme.css';

/** `virtual:code-theme.css`: the colours of highlighted code in both themes, from the Shiki themes the build colours with. */
export function codeThemeStylesheet(): Plugin {
  return {
    name: 'study-notes:code-theme',
    resolveId: (source) => (source === MODULE ? `\0${MODULE}` : null),
    load: (id) => (id === `\0${MODULE}` ? codeThemeCss(codeTheme) : null),
  };
}
