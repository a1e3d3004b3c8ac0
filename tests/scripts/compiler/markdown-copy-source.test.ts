import { describe, expect, it } from 'vitest';
import { markdownCopySource } from '../../../scripts/compiler/markdown-copy-source';
import { transformBody } from '../../../scripts/compiler/transform-body';

describe("a note's Markdown copy source", () => {
  it("leaves the exercises' tests out, as the page does, and keeps its links pointing at their destinations", () => {
    const body = [
      'See [the first note](./101-first.md).',
      '## Exercises',
      '### 1. Sum',
      'Write `sumEven`, as in [the first note](./101-first.md).',
      '```js starter\nfunction sumEven(list) {}\n```',
      '```js test\ntest("sums", () => assert.equal(sumEven([2]), 2));\n```',
      '```js run solution\nfunction sumEven(list) {\n  return 2;\n}\n```',
      '### 2. Double',
      '```python starter\ndef double(n):\n    pass\n```',
      '```python test\ndef test_double():\n    assert double(2) == 4\n```',
      'Back to [the first note](<./101-first.md>).',
      '```python run solution\ndef double(n):\n    return 2 * n\n```',
      '',
    ].join('\n\n');
    const { links, testRanges } = transformBody(body, { bodyStartLine: 1, rewriteLink: () => undefined });
    const copy = markdownCopySource({ title: 'Sums' }, body, links, () => '/react/101', testRanges);
    expect(copy.body).toBe(
      [
        'See [the first note](./101-first.md).',
        '## Exercises',
        '### 1. Sum',
        'Write `sumEven`, as in [the first note](./101-first.md).',
        '```js starter\nfunction sumEven(list) {}\n```',
        '```js run solution\nfunction sumEven(list) {\n  return 2;\n}\n```',
        '### 2. Double',
        '```python starter\ndef double(n):\n    pass\n```',
        'Back to [the first note](<./101-first.md>).',
        '```python run solution\ndef double(n):\n    return 2 * n\n```',
        '',
      ].join('\n\n'),
    );
    expect(copy.links.map(([start, end, target, angled]) => [copy.body.slice(start, end), target, angled])).toEqual([
      ['./101-first.md', '/react/101', 0],
      ['./101-first.md', '/react/101', 0],
      ['<./101-first.md>', '/react/101', 1],
    ]);
  });

  it('is the body as written when no exercise has tests', () => {
    const body = '## Exercises\n\n### 1. Print\n\n```js run solution\nconsole.log(1);\n```\n';
    const { links, testRanges } = transformBody(body, { bodyStartLine: 1, rewriteLink: () => undefined });
    expect(testRanges).toEqual([]);
    expect(markdownCopySource({}, body, links, () => undefined, testRanges).body).toBe(body);
  });
});
