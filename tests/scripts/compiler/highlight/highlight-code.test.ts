import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../../../scripts/compiler/build-content';
import { codeThemeCss } from '../../../../scripts/compiler/highlight/code-theme-css';
import { codeRunsKey, codeTheme, highlightCode, loadHighlighter } from '../../../../scripts/compiler/highlight/highlight-code';
import { readingMinutes } from '../../../../scripts/compiler/reading-time';
import { catalogueDir, copyFixture, FIXTURES, readNoteFile } from '../fixture';
import type { CodeRuns } from '../../../../shared/code-annotations';
import { contrast } from '../../../src/styles/contrast';

/** The code cut along its runs, with each run's light colour (the text colour for class 0). */
function coloured(code: string, runs: readonly number[]): [string, string][] {
  const parts: [string, string][] = [];
  let start = 0;
  for (let index = 0; index < runs.length; index += 2) {
    const style = runs[index + 1]!;
    parts.push([code.slice(start, (start += runs[index]!)), style ? codeTheme.palette[style - 1]!.light : codeTheme.light.foreground]);
  }
  return parts;
}

function colourOf(code: string, runs: readonly number[], text: string): string | undefined {
  return coloured(code, runs).find(([part]) => part.trim() === text)?.[1];
}

describe('highlighting code at build time', () => {
  beforeAll(loadHighlighter);

  it('colours keywords, strings and comments, with runs that cover the code exactly', () => {
    const code = 'const greeting = "hi"; // say hello\nconsole.log(greeting);';
    const runs = highlightCode(code, 'js')!;
    expect(
      coloured(code, runs)
        .map(([part]) => part)
        .join(''),
    ).toBe(code);
    expect(colourOf(code, runs, 'const')).toBe('#cf222e');
    expect(colourOf(code, runs, '"hi"')).toBe('#0a3069');
    expect(colourOf(code, runs, '// say hello')).toBe('#6e7781');
  });

  it('colours a line completely however long tokenising it takes (a busy machine builds the same colours)', () => {
    const code = 'for (let i = 0; i < 3; i++) console.log(`item ${i}`); // a loop';
    const runs = highlightCode(code, 'js')!;
    // A different block (another cache key) tokenised with a clock that jumps a second at every read.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      const slow = highlightCode(`${code}\n`, 'js')!;
      expect(coloured(`${code}\n`, slow).slice(0, -1)).toEqual(coloured(code, runs).slice(0, -1));
      expect(colourOf(`${code}\n`, slow, '// a loop')).toBe('#6e7781');
    } finally {
      clock.mockRestore();
    }
  });

  it('colours a language the same after 300 blocks of others set its grammar aside', () => {
    const code = '#include <vector>\ntemplate <typename T> T twice(T x) { return x * 2; } // doubled';
    const before = highlightCode(code, 'cpp')!;
    for (let index = 0; index <= 300; index++) highlightCode(`total = ${index} + 1  # block ${index}`, 'python');
    expect(highlightCode(code, 'cpp')).toEqual(before);
    expect(colourOf(code, before, 'template')).toBe('#cf222e');
  });

  it('reads every language the notes use, and their aliases alike', () => {
    const fences = new Set<string>();
    const notes = path.resolve(FIXTURES, '..', '..', 'notes');
    for (const topic of readdirSync(notes)) {
      for (const file of readdirSync(path.join(notes, topic))) {
        for (const match of readFileSync(path.join(notes, topic, file), 'utf8').matchAll(/^\s*`{3,}(\S+)/gm)) fences.add(match[1]!);
      }
    }
    const unread = [...fences].filter((lang) => lang !== 'text' && codeRunsKey('x', lang) === undefined);
    expect(unread).toEqual([]);
    expect(highlightCode('echo "$HOME"', 'sh')).toEqual(highlightCode('echo "$HOME"', 'bash'));
    expect(highlightCode('int main() { return 0; }', 'c++')).toEqual(highlightCode('int main() { return 0; }', 'cpp'));
  });

  it('leaves unknown languages, text and empty blocks plain', () => {
    expect(highlightCode('+[----->+++<]>+.', 'brainfuck')).toBeUndefined();
    expect(highlightCode('Hello, World!', 'text')).toBeUndefined();
    expect(highlightCode('const a = 1;', '')).toBeUndefined();
    expect(highlightCode('', 'js')).toBeUndefined();
  });

  it('gives every token colour at least 4.5:1 against the code background, in both themes', () => {
    const css = codeThemeCss(codeTheme);
    const declarations = (selector: string) => {
      const block = new RegExp(`${selector.replace(/[[\]()]/g, '\\$&')}\\{([^}]*)\\}`).exec(css)![1]!;
      return Object.fromEntries(block.split(';').map((pair) => pair.split(':') as [string, string]));
    };
    const light = declarations(':root');
    const dark = declarations(':root[data-theme=dark]');
    expect(declarations('(prefers-color-scheme:dark){:root:not([data-theme=light])')).toEqual(dark);
    const low = [light, dark].flatMap((scheme) =>
      Object.entries(scheme)
        .filter(([name]) => name.startsWith('--sh') || name === '--code-text')
        .map(([name, value]) => [name, value, contrast(value, scheme['--code-bg']!)] as const)
        .filter(([, , ratio]) => ratio < 4.5),
    );
    expect(low).toEqual([]);
    expect(css).toMatch(/\.sh1\{color:var\(--sh1\)\}/);
  });

  it('keeps the dark colours to screens: paper prints code in the light theme, whatever the page shows', () => {
    const css = codeThemeCss(codeTheme);
    const darkRules = css.split('\n').filter((line) => line.includes('--code-bg') && !line.startsWith(':root{'));
    expect(darkRules).toHaveLength(2);
    for (const rule of darkRules) expect(rule).toMatch(/^@media screen[ {]/);
  });
});

describe('the note chunk', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
    root = undefined;
  });

  it('carries the heading anchors, the code colours and the reading time beside the body', async () => {
    root = await copyFixture('valid');
    expect((await buildContent({ rootDir: root })).ok).toBe(true);
    const { meta, default: body, annotations } = (await readNoteFile(catalogueDir(root), 101)).note;
    const headings = [...body.matchAll(/^(##+) (.+)$/gm)].map((match) => match[2]);
    if (!annotations) throw new Error('Note 101 has no annotations');
    expect(annotations.slugs).toHaveLength(headings.length);
    expect(annotations.slugs[0]).toBe(
      headings[0]!
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    );
    // The jsx sample is coloured, its text output is not; then the exercises' blocks, solutions
    // coloured like any code, their outputs plain.
    expect(annotations.code).toHaveLength(7);
    expect(annotations.code[0]).toEqual(expect.any(Array));
    expect((annotations.code[0] as CodeRuns).length).toBeGreaterThan(2);
    expect(annotations.code[1]).toBe(0);
    expect((annotations.code[2] as CodeRuns).length).toBeGreaterThan(2);
    expect(annotations.code[3]).toBe(0);
    expect(meta.readingMinutes).toBe(1);
  });

  it('is the same for a note saved with CRLF line endings', async () => {
    const outputs: string[] = [];
    for (const transform of [(text: string) => text, (text: string) => text.replace(/\n/g, '\r\n')]) {
      root = await copyFixture('valid');
      const file = path.join(root, 'notes', 'react', '101-first-steps.md');
      await writeFile(file, transform(await readFile(file, 'utf8')));
      expect((await buildContent({ rootDir: root })).ok).toBe(true);
      outputs.push((await readNoteFile(catalogueDir(root), 101)).text);
      await rm(root, { recursive: true, force: true });
      root = undefined;
    }
    expect(outputs[0]).toContain('"code":[[');
    expect(outputs[1]).toBe(outputs[0]);
  });
});

describe('the reading time', () => {
  it('counts prose at 220 words a minute and each line of code as four words, at least a minute', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    expect(readingMinutes('', [])).toBe(1);
    expect(readingMinutes(words(1100), [])).toBe(5);
    const code = { type: 'code', lang: 'js', code: 'a();\n\nb();\n'.repeat(110), closed: true } as const;
    expect(readingMinutes(words(660), [code])).toBe(7);
  });
});
