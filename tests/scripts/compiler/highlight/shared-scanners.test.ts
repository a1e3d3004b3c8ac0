import { createHighlighterCore, type PatternScanner, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { describe, expect, it } from 'vitest';
import { shareScanners } from '../../../../scripts/compiler/highlight/shared-scanners';

/** An engine whose scanners report which pattern list they were made for, and which were freed. */
function countingEngine() {
  const made: string[][] = [];
  const freed: string[][] = [];
  const engine: RegexEngine = {
    createString: (text) => ({ content: text }),
    createScanner(patterns) {
      const list = patterns.map(String);
      made.push(list);
      const scanner: PatternScanner = {
        findNextMatchSync: () => ({ index: made.indexOf(list), captureIndices: [] }),
        dispose: () => void freed.push(list),
      };
      return scanner;
    },
  };
  return { engine, made, freed };
}

describe('scanners shared between grammars', () => {
  it('compiles a pattern list once, however many rules ask for it', () => {
    const { engine, made } = countingEngine();
    const shared = shareScanners(engine);
    const first = shared.createScanner(['a+', 'b']);
    const second = shared.createScanner(['a+', 'b']);
    const other = shared.createScanner(['a+']);
    expect(made).toEqual([['a+', 'b'], ['a+']]);
    expect(first.findNextMatchSync('aab', 0, 0)).toEqual(second.findNextMatchSync('aab', 0, 0));
    expect(other.findNextMatchSync('aab', 0, 0)?.index).toBe(1);
  });

  it('frees a scanner when its last user is disposed, not before, and compiles it again when asked', () => {
    const { engine, made, freed } = countingEngine();
    const shared = shareScanners(engine);
    const first = shared.createScanner(['x']);
    const second = shared.createScanner(['x']);
    first.dispose?.();
    first.dispose?.();
    expect(freed).toEqual([]);
    expect(second.findNextMatchSync('x', 0, 0)?.index).toBe(0);
    second.dispose?.();
    expect(freed).toEqual([['x']]);
    shared.createScanner(['x']);
    expect(made).toHaveLength(2);
  });

  it('colours code exactly as the engine alone does, across grammars that share rules and after one is disposed', async () => {
    const langs = [import('shiki/langs/javascript.mjs'), import('shiki/langs/jsx.mjs'), import('shiki/langs/html.mjs')];
    const plain = await createHighlighterCore({ themes: [githubLight], langs, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const shared = await createHighlighterCore({
      themes: [githubLight],
      langs,
      engine: createOnigurumaEngine(import('shiki/wasm')).then(shareScanners),
    });
    const samples: [string, string][] = [
      ['javascript', 'const list = [1, 2].map((n) => n * 2); // doubled\nconsole.log(`${list}`);'],
      ['jsx', 'export function Hello({ name }) {\n  return <p className="hi">Hello, {name}!</p>;\n}'],
      ['html', '<style>p { color: red; }</style>\n<script>const a = 1;</script>\n<p id="x">text</p>'],
    ];
    // No time limit, as the build colours: on a busy machine Shiki would stop a line mid-way.
    const tokens = (highlighter: typeof plain) =>
      samples.map(([lang, code]) => highlighter.codeToTokensBase(code, { lang, theme: githubLight.name!, tokenizeTimeLimit: 0 }));
    const expected = tokens(plain);
    expect(tokens(shared)).toEqual(expected);
    // JSX shares most of JavaScript's scanners: they must outlive JavaScript's grammar.
    (shared.getLanguage('javascript') as unknown as { dispose(): void }).dispose();
    expect(tokens(shared)).toEqual(expected);
    plain.dispose();
    shared.dispose();
  });
});
