import { createHighlighterCore, type HighlighterCore, type ThemeRegistration } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import type { CodeRuns } from '../../../shared/code-annotations.ts';
import { shareScanners } from './shared-scanners.ts';

/** The fence languages the notes use (and their usual aliases), by the grammar that reads them. */
const GRAMMARS: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  javascript: 'javascript',
  jsx: 'jsx',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  bash: 'shellscript',
  sh: 'shellscript',
  shell: 'shellscript',
  zsh: 'shellscript',
  console: 'shellsession',
  python: 'python',
  py: 'python',
  html: 'html',
  css: 'css',
  c: 'c',
  cpp: 'cpp',
  'c++': 'cpp',
  java: 'java',
  dockerfile: 'dockerfile',
  docker: 'dockerfile',
  yaml: 'yaml',
  yml: 'yaml',
  json: 'json',
  sql: 'sql',
  diff: 'diff',
};

/** A token colour of the light theme and the same rule's colour in the dark one. */
export interface PaletteEntry {
  light: string;
  dark: string;
  /** Shiki's font-style bits: 1 italic, 2 bold, 4 underline, 8 strikethrough. */
  fontStyle: number;
}

export interface CodeTheme {
  light: { background: string; foreground: string };
  dark: { background: string; foreground: string };
  /** Class `sh<n>` colours the runs of palette entry n - 1 (0 is the block's own text colour). */
  palette: PaletteEntry[];
}

const FONT_STYLES: Record<string, number> = { italic: 1, bold: 2, underline: 4, strikethrough: 8 };

/** The GitHub themes list the same scopes in order, so code is tokenised once, with the light theme, and CSS swaps colours. */
function pairThemes(light: ThemeRegistration, dark: ThemeRegistration): CodeTheme {
  const palette: PaletteEntry[] = [];
  const lightForeground = colour(light.colors?.['editor.foreground']);
  (light.tokenColors ?? []).forEach((rule, index) => {
    const paired = dark.tokenColors?.[index];
    if (JSON.stringify(paired?.scope) !== JSON.stringify(rule.scope))
      throw new Error('The light and dark code themes do not pair rule by rule');
    const lightColour = colour(rule.settings.foreground);
    const darkColour = colour(paired?.settings.foreground);
    const fontStyle = fontStyleBits(rule.settings.fontStyle);
    // Rules that paint backgrounds (invalid code, carriage returns) or only a font style keep the text colour.
    if (!lightColour || !darkColour || rule.settings.background) return;
    if (lightColour === lightForeground && fontStyle === 0) return;
    if (palette.some((entry) => entry.light === lightColour && entry.fontStyle === fontStyle)) return;
    palette.push({ light: lightColour, dark: darkColour, fontStyle });
  });
  return {
    light: { background: colour(light.colors?.['editor.background'])!, foreground: lightForeground! },
    dark: { background: colour(dark.colors?.['editor.background'])!, foreground: colour(dark.colors?.['editor.foreground'])! },
    palette,
  };
}

function colour(value: string | undefined): string | undefined {
  return value?.toLowerCase();
}

function fontStyleBits(value: string | undefined): number {
  return (value ?? '').split(/\s+/).reduce((bits, word) => bits | (FONT_STYLES[word] ?? 0), 0);
}

export const codeTheme: CodeTheme = pairThemes(githubLight, githubDark);

const paletteIndex = new Map(codeTheme.palette.map((entry, index) => [`${entry.light} ${entry.fontStyle}`, index + 1]));

let highlighter: HighlighterCore | undefined;
let loading: Promise<HighlighterCore> | undefined;

/** Loads the grammars and Oniguruma (faster than Shiki's JavaScript engine), once per thread and only when code needs colours. */
export async function loadHighlighter(): Promise<void> {
  highlighter ??= await (loading ??= createHighlighterCore({
    // A copy: Shiki normalises a theme in place, and another copy of this module pairs the themes from the same objects.
    themes: [structuredClone(githubLight)],
    langs: [...new Set(Object.values(GRAMMARS))].map((grammar) => import(`shiki/langs/${grammar}.mjs`)),
    engine: createOnigurumaEngine(import('shiki/wasm')).then(shareScanners),
  }));
}

/** What identifies a block's runs: its grammar and its code; undefined for a language shown plain. */
export function codeRunsKey(code: string, lang: string): string | undefined {
  const grammar = GRAMMARS[lang.toLowerCase()];
  return grammar && code !== '' ? `${grammar}\n${code}` : undefined;
}

/** A block's colour runs, `[length, class, ...]` covering the code exactly, whitespace joined to the run before; none without a grammar. */
export function highlightCode(code: string, lang: string, known = new Map<string, CodeRuns | 0>()): CodeRuns | undefined {
  const key = codeRunsKey(code, lang);
  if (key === undefined) return undefined;
  const runs = known.get(key) ?? tokenise(code, GRAMMARS[lang.toLowerCase()]!);
  known.set(key, runs);
  return runs === 0 ? undefined : runs;
}

/** Oniguruma's memory never shrinks: a grammar idle for this many blocks is disposed (notes come in series order). */
const IDLE_BLOCKS_BEFORE_DISPOSAL = 300;
const lastUse = new Map<string, number>();
let blocksColoured = 0;

function disposeIdleGrammars(current: HighlighterCore, grammar: string) {
  lastUse.set(grammar, ++blocksColoured);
  for (const [name, used] of lastUse) {
    if (blocksColoured - used <= IDLE_BLOCKS_BEFORE_DISPOSAL) continue;
    // Shiki's Grammar type leaves out the dispose() of the vscode-textmate grammar it returns.
    (current.getLanguage(name) as ReturnType<HighlighterCore['getLanguage']> & { dispose(): void }).dispose();
    lastUse.delete(name);
  }
}

function tokenise(code: string, grammar: string): CodeRuns | 0 {
  if (!highlighter) throw new Error('highlightCode needs the grammars: await loadHighlighter() first');
  disposeIdleGrammars(highlighter, grammar);
  const runs: number[] = [];
  const push = (length: number, style: number) => {
    if (length === 0) return;
    const last = runs.length - 2;
    if (last >= 0 && runs[last + 1] === style) runs[last]! += length;
    else runs.push(length, style);
  };
  // Whitespace has no colour of its own: it extends the run before it.
  const pushWhitespace = (length: number) => {
    if (runs.length > 0) runs[runs.length - 2]! += length;
    else push(length, 0);
  };
  // No time limit: with Shiki's default a busy machine would build different, and cached, colours from run to run.
  highlighter.codeToTokensBase(code, { lang: grammar, theme: githubLight.name!, tokenizeTimeLimit: 0 }).forEach((line, index) => {
    if (index > 0) pushWhitespace(1);
    for (const token of line) {
      if (token.content.trim() === '') pushWhitespace(token.content.length);
      else push(token.content.length, paletteIndex.get(`${colour(token.color)} ${token.fontStyle ?? 0}`) ?? 0);
    }
  });
  // Runs that do not cover the code exactly would shift every colour after them: show it plain.
  const covered = runs.reduce((sum, value, index) => (index % 2 === 0 ? sum + value : sum), 0);
  return covered === code.length && runs.some((value, index) => index % 2 === 1 && value !== 0) ? runs : 0;
}
