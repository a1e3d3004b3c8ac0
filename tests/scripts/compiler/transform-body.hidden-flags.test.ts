import { describe, expect, it } from 'vitest';
import { serializeLightMarkup } from '../../../scripts/compiler/light-markup';
import { transformBody } from '../../../scripts/compiler/transform-body';

describe('the checker flags in a fence', () => {
  it('never reach the visitor: the light markup keeps only the language', () => {
    const markdown = [
      '```java 21 partial',
      'record Point(int x, int y) {}',
      '```',
      '',
      '```bash nocheck: needs a running Docker daemon',
      'docker ps',
      '```',
      '',
      '```js run',
      'console.log(1);',
      '```',
      '',
      '```text output',
      '1',
      '```',
      '',
      '- In a list:',
      '',
      '  ```python 3.12 run',
      '  type Point = tuple[int, int]',
      '  ```',
    ].join('\n');
    const markup = serializeLightMarkup(transformBody(markdown, { bodyStartLine: 1, rewriteLink: () => undefined }).blocks);
    expect(markup.split('\n').filter((line) => line.startsWith('```'))).toEqual([
      '```java',
      '```',
      '```bash',
      '```',
      '```js',
      '```',
      '```text',
      '```',
    ]);
    expect(markup).toContain('<code class="language-python">');
    expect(markup).not.toMatch(/partial|nocheck|Docker daemon|run|output|3\.12/);
  });
});
