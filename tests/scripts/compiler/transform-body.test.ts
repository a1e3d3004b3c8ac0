import { describe, expect, it } from 'vitest';
import { toHtmlLine } from '../../../scripts/compiler/html-line';
import { serializeLightMarkup } from '../../../scripts/compiler/light-markup';
import { transformBody } from '../../../scripts/compiler/transform-body';
import { parseLightMarkup } from '../../../shared/parse-light-markup';

function transform(markdown: string) {
  return transformBody(markdown, { bodyStartLine: 1, rewriteLink: () => undefined });
}

function lightMarkup(markdown: string): string {
  return serializeLightMarkup(transform(markdown).blocks);
}

describe('Markdown to light markup', () => {
  it('turns ## and ### headings into heading lines, with anchors for the contents', () => {
    const result = transform('## Getting Started\n\nText.\n\n### The `useState` Hook\n');
    expect(serializeLightMarkup(result.blocks)).toBe('## Getting Started\n<p>Text.</p>\n### The useState Hook');
    expect(result.headings).toEqual([
      { level: 2, text: 'Getting Started', slug: 'getting-started' },
      { level: 3, text: 'The useState Hook', slug: 'the-usestate-hook' },
    ]);
  });

  it('turns deeper headings into one HTML line', () => {
    expect(lightMarkup('#### Fine Print')).toBe('<h4>Fine Print</h4>');
  });

  it('keeps fenced code and its language, dropping checker flags from the info string', () => {
    expect(lightMarkup('```python run\nprint("hi")\n\nprint("bye")\n```')).toBe('```python\nprint("hi")\n\nprint("bye")\n```');
    expect(lightMarkup('```\nplain\n```')).toBe('```\nplain\n```');
  });

  it('fences code that itself contains ``` lines with more backticks, and reads it back whole', () => {
    const markup = lightMarkup('````markdown\nRun:\n\n```bash\nnpm test\n```\n````');
    expect(markup).toBe('````markdown\nRun:\n\n```bash\nnpm test\n```\n````');
    expect(parseLightMarkup(markup)).toEqual([{ type: 'code', lang: 'markdown', code: 'Run:\n\n```bash\nnpm test\n```', closed: true }]);
  });

  it('makes every other block exactly one line of HTML', () => {
    const markup = lightMarkup(
      'A paragraph\nwrapped over *two* lines.\n\n- one\n- two\n\n1. first\n\n   ```js\n   const a = 1;\n\n   const b = 2;\n   ```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n> quoted\n> text\n\n---\n',
    );
    const lines = markup.split('\n');
    expect(lines).toEqual([
      '<p>A paragraph wrapped over <em>two</em> lines.</p>',
      '<ul><li>one</li><li>two</li></ul>',
      '<ol><li> <p>first</p> <pre><code class="language-js">const a = 1;&#10;&#10;const b = 2;&#10;</code></pre> </li></ol>',
      '<table tabindex="0"><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      '<blockquote><p>quoted text</p></blockquote>',
      '<hr>',
    ]);
  });

  it('reads CommonMark with GFM tables (focusable, as they may scroll), and leaves the rest of GFM as written', () => {
    expect(lightMarkup('| Flag | Meaning |\n| :- | -: |\n| `-a` | all |')).toBe(
      '<table tabindex="0"><thead><tr><th align="left">Flag</th><th align="right">Meaning</th></tr></thead><tbody><tr><td align="left"><code>-a</code></td><td align="right">all</td></tr></tbody></table>',
    );
    // Bare URLs, strikethrough and task lists are not the notes' Markdown (content guide): an author
    // writes a link as a link.
    expect(lightMarkup('See https://example.com and ~~old~~ text.')).toBe('<p>See https://example.com and ~~old~~ text.</p>');
    expect(lightMarkup('- [ ] to do')).toBe('<ul><li>[ ] to do</li></ul>');
  });

  it('keeps inline code as <code>, and encodes stray backticks so they never become code', () => {
    expect(lightMarkup('Call `render()` now; a lone ` tick stays.')).toBe(
      '<p>Call <code>render()</code> now; a lone &#96; tick stays.</p>',
    );
    expect(lightMarkup('Use ``a ` b`` here.')).toBe('<p>Use <code>a &#96; b</code> here.</p>');
  });

  it('keeps allowed raw HTML as one line per block', () => {
    expect(lightMarkup('<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>')).toBe(
      '<details><summary>More</summary><p>Hidden <em>text</em>.</p></details>',
    );
  });

  it('never writes an HTML line that reads as a heading', () => {
    const line = toHtmlLine([{ type: 'text', value: '## not a heading' }]);
    expect(line).toBe('&#35;# not a heading');
    expect(parseLightMarkup(line)).toEqual([{ type: 'paragraph', html: line }]);
  });

  it('collects plain text for the description fallback, without code', () => {
    expect(transform('## Intro\n\nReact *renders*.\n\n```js\nhidden()\n```\n\nDone.').plainText).toBe('Intro React renders. Done.');
  });

  it('reports body problems at their line in the file', () => {
    const result = transformBody('Intro.\n\n# Title', { bodyStartLine: 8, rewriteLink: () => undefined });
    expect(result.problems).toEqual([expect.objectContaining({ line: 10, field: 'body', severity: 'error' })]);
  });

  it('rewrites links through the resolver and reports the ones it cannot resolve', () => {
    const result = transformBody('See [a](./a.md) and [b](./b.md) and [web](https://react.dev).', {
      bodyStartLine: 5,
      rewriteLink: (url) => (url === './a.md' ? { href: '/react/101' } : url === './b.md' ? { error: 'missing' } : undefined),
    });
    expect(serializeLightMarkup(result.blocks)).toBe(
      '<p>See <a href="/react/101">a</a> and <a href="./b.md">b</a> and <a href="https://react.dev">web</a>.</p>',
    );
    expect(result.problems).toEqual([expect.objectContaining({ line: 5, column: 21, field: 'link', message: 'missing' })]);
  });
});

describe('exercises and their solutions', () => {
  const exercises = (...parts: string[]) => transformBody(parts.join('\n\n'), { bodyStartLine: 1, rewriteLink: () => undefined });

  it('marks a solution and the text block right after it, but not starter code or a later text block', () => {
    const result = exercises(
      '## Exercises',
      '### 1. Double it',
      'Print twice 21.',
      '```python\nvalue = 21\n```',
      '```python run solution\nprint(2 * 21)\n```',
      '```text output\n42\n```',
      '### 2. Halve it',
      '```python run solution\nprint(84 // 2)\n```',
      'It prints:',
      '```text\n42\n```',
    );
    expect(result.problems).toEqual([]);
    // Code blocks: starter (0), solution (1), its output (2), solution (3), a text block after a paragraph (4).
    expect(result.solutions).toEqual([1, 2, 3]);
    // The light markup itself is unchanged: the flag stays out of it.
    expect(serializeLightMarkup(result.blocks)).not.toContain('solution');
  });

  it('reports two solutions for one exercise at the second', () => {
    const result = exercises(
      '## Exercises',
      '### 1. Double it',
      '```js solution\nconsole.log(42);\n```',
      '```js solution\nconsole.log(2 * 21);\n```',
    );
    expect(result.problems).toEqual([
      expect.objectContaining({
        line: 9,
        field: 'exercises',
        severity: 'error',
        message: 'exercise "1. Double it" has 2 solutions; give it exactly one',
      }),
    ]);
  });

  it('reports a solution inside a list, and a second Exercises section', () => {
    const result = exercises(
      '## Exercises',
      '### 1. Double it',
      '- Try it:\n\n  ```js solution\n  console.log(42);\n  ```',
      '## Exercises',
      '### 2. Again',
      '```js solution\nconsole.log(42);\n```',
    );
    expect(result.problems.map((problem) => [problem.line, problem.message])).toEqual(
      expect.arrayContaining([
        [11, 'a second `## Exercises` section: put every exercise in one'],
        [3, 'exercise "1. Double it" has no solution: add a code block whose info string has the word `solution` (```python run solution)'],
        [7, 'a solution inside a list or quote: put it on its own under its exercise'],
      ]),
    );
  });
});

describe('exercise checks on the page', () => {
  const exercises = (...parts: string[]) => transformBody(parts.join('\n\n'), { bodyStartLine: 1, rewriteLink: () => undefined });

  it("gives each exercise's check by its heading's anchor, its blocks by their index among the code blocks, the tests left out", () => {
    const result = exercises(
      'Intro.',
      '```js\nconst before = 1;\n```',
      '## Exercises',
      '### 1. Sum the evens',
      '```js starter\nfunction sumEven(list) {}\n```',
      '```js test\ntest("sums", () => assert.equal(sumEven([2, 3]), 2));\n```',
      '```js run solution\nfunction sumEven(list) {\n  return 2;\n}\n```',
      '### 2. Predict',
      '```js run predict\nconsole.log(1 + "1");\n```',
      '```text output\n11\n```',
      '```js run solution\n// + joins strings.\n```',
      '### 3. Explain',
      '```js run solution unchecked: an explanation in words\n// why\n```',
      '### 4. In C',
      '```c run solution\nint main(void) { return 0; }\n```',
    );
    expect(result.problems).toEqual([]);
    // Code blocks: before (0), starter (1), solution (2), predict (3), its output (4), solution (5), explanation (6), C (7).
    expect(result.blocks.flatMap((block) => (block.type === 'code' ? [block.code] : []))).not.toContain(
      'test("sums", () => assert.equal(sumEven([2, 3]), 2));',
    );
    expect(result.codeLines).toHaveLength(8);
    expect(result.exercises).toEqual([
      {
        slug: '1-sum-the-evens',
        lang: 'js',
        check: { kind: 'code', lang: 'js', starter: 1, tests: 'test("sums", () => assert.equal(sumEven([2, 3]), 2));' },
      },
      { slug: '2-predict', lang: 'js', check: { kind: 'predict', block: 3, output: 4, answer: '11' } },
      { slug: '3-explain', lang: 'js', check: { kind: 'unchecked', reason: 'an explanation in words' } },
      { slug: '4-in-c', lang: 'c' },
    ]);
    // The predicted output is folded with the solution that follows it.
    expect(result.solutions).toEqual([2, 4, 5, 6, 7]);
    expect(result.plainText).not.toContain('assert');
  });

  it('finds an exercise by its anchor when headings repeat', () => {
    const result = exercises('## Sum', '## Exercises', '### Sum', '```python run solution unchecked: an explanation in words\n# why\n```');
    expect(result.exercises).toEqual([{ slug: 'sum-1', lang: 'python', check: { kind: 'unchecked', reason: 'an explanation in words' } }]);
  });
});
