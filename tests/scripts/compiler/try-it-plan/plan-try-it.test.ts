import { describe, expect, it } from 'vitest';
import { planTryIt } from '../../../../scripts/compiler/try-it-plan/plan-try-it';
import { noteSamples, oneSample, planOrReason } from './note-samples';

const decide = (info: string, code: string, output?: string) => planOrReason(planTryIt([oneSample(info, code, output)], 0, () => 0));

describe('which planner decides a sample', () => {
  it('none for a nocheck or a partial sample, whatever its language', () => {
    expect(decide('js run nocheck: needs a server', 'console.log(1);', '1')).toMatch(/nocheck/);
    expect(decide('js partial', 'console.log(x);')).toMatch(/partial/);
    expect(decide('html partial', '<p>Hi</p>')).toMatch(/partial/);
  });

  it('each language its own: JavaScript and TypeScript runs, Python runs, HTML, CSS and React previews', () => {
    expect(decide('javascript run', 'console.log(1);', '1')).toEqual({ kind: 'script' });
    expect(decide('typescript run', 'const n: number = 1;\nconsole.log(n);', '1')).toEqual({ kind: 'script', syntax: 'ts' });
    expect(decide('mjs run', 'console.log(1);', '1')).toEqual({ kind: 'script' });
    expect(decide('py run', 'print(1)', '1')).toEqual({ kind: 'python' });
    expect(decide('html', '<p>Hi</p>')).toEqual({ kind: 'html' });
    expect(decide('css', 'p { color: red; }')).toMatch(/needs an HTML sample/);
    expect(decide('tsx', 'export default function Page() {\n  return <p>Hi</p>;\n}')).toEqual({
      kind: 'react',
      syntax: 'tsx',
      component: 'default',
    });
    const samples = noteSamples('```html\n<p>Hi</p>\n```', '```css\np { color: red; }\n```');
    expect(planOrReason(planTryIt(samples, 1, () => 4))).toEqual({ kind: 'css', html: 4 });
  });

  it('languages the browser cannot run get nothing', () => {
    expect(decide('java run', 'class A {}', '')).toMatch(/^java does not run in the browser/);
    expect(decide('bash run', 'echo hi', 'hi')).toMatch(/does not run in the browser/);
    expect(decide('', 'plain')).toBe('a block without a language does not run in the browser');
  });

  it('C and C++ go to the compiler in the page', () => {
    expect(decide('c run', 'int main(void) { return 0; }', '')).toEqual({ kind: 'c', standard: 'c17' });
    expect(decide('cpp run', 'int main() {}', '')).toEqual({ kind: 'cpp', standard: 'c++20' });
  });

  it('a language named like a property every object has is just another language', () => {
    expect(decide('constructor run', 'console.log(1);', '1')).toBe('constructor does not run in the browser');
    expect(decide('__proto__ run', 'console.log(1);', '1')).toBe('__proto__ does not run in the browser');
  });
});
