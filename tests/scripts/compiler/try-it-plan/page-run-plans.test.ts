import { describe, expect, it } from 'vitest';
import { outputBlocks, tryItPlans } from '../../../../scripts/compiler/try-it-plan/page-run-plans';
import { extractSamples } from '../../../../scripts/note-source/extract-samples';

describe('the Run plans of a page', () => {
  it('go to the page’s code blocks in order, a sample nested in a list getting none', () => {
    const text = [
      '---',
      'id: 1',
      '---',
      '',
      '```js run',
      'console.log(1);',
      '```',
      '',
      '```text output',
      '1',
      '```',
      '',
      '1. A step:',
      '',
      '   ```html',
      '   <p>nested</p>',
      '   ```',
      '',
      '```html',
      '<p>Hi</p>',
      '```',
      '',
    ].join('\n');
    // The page's code blocks open on body lines 2, 6 and 16 (the nested one is not a block of its own).
    expect(tryItPlans(extractSamples('notes/x/1-x.md', text), 4, [2, 6, 16])).toEqual({
      annotations: { run: [{ kind: 'script' }, 0, { kind: 'html' }] },
      warnings: [],
    });
    // The second block is what the first prints: the page labels it Output and compares a Run with it.
    expect(outputBlocks(extractSamples('notes/x/1-x.md', text), 4, [2, 6, 16])).toEqual({ outputs: [1] });
  });

  it('are left out when no block has one, or the page has no code blocks', () => {
    const text = ['---', 'id: 1', '---', '', '```bash', 'echo hi', '```', ''].join('\n');
    expect(tryItPlans(extractSamples('notes/x/1-x.md', text), 4, [2])).toEqual({ annotations: {}, warnings: [] });
    expect(tryItPlans([], 4, [])).toEqual({ annotations: {}, warnings: [] });
    expect(outputBlocks(extractSamples('notes/x/1-x.md', text), 4, [2])).toEqual({});
  });
});
