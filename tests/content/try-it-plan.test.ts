import { describe, expect, it } from 'vitest';
import { tryItPlans } from '../../scripts/content/try-it-plans';
import { extractSamples } from '../../scripts/samples/extract-samples';
import { planTryIt } from '../../scripts/content/try-it-plan';

/** A note with one sample (and its output block when given), decided as the build decides it. */
function decide(info: string, code: string, output?: string) {
  const text = [
    '---',
    'id: 1',
    '---',
    '',
    '```' + info,
    code,
    '```',
    ...(output === undefined ? [] : ['', '```text output', output, '```']),
    '',
  ].join('\n');
  return planTryIt(extractSamples('notes/x/1-x.md', text), 0, () => 0);
}

const plan = (decision: ReturnType<typeof decide>) => ('plan' in decision ? decision.plan : decision.reason);

describe('which JavaScript samples get a Run button', () => {
  it('a run sample with its output block runs as CommonJS, or as an ES module when Node.js would detect one', () => {
    expect(plan(decide('js run', 'console.log(1 + 1);', '2'))).toEqual({ kind: 'script' });
    expect(plan(decide('js run', 'const value = await Promise.resolve(2);\nconsole.log(value);', '2'))).toEqual({ kind: 'module' });
    expect(plan(decide('js run', 'export const x = 1;\nconsole.log(x);', '1'))).toEqual({ kind: 'module' });
    // A top-level for await too, and sloppy-mode code still parses as a script.
    expect(plan(decide('js run', 'for await (const n of [Promise.resolve(3)]) console.log(n);', '3'))).toEqual({ kind: 'module' });
    expect(plan(decide('js run', 'var n = 010;\nwith (Math) console.log(n + max(1, 2));', '10'))).toEqual({ kind: 'script' });
    // An await inside a function is no top-level await.
    expect(plan(decide('js run', 'async function f() { await 1; }\nf().then(() => console.log("ok"));', 'ok'))).toEqual({ kind: 'script' });
  });

  it('TypeScript runs too, its types removed first', () => {
    expect(plan(decide('ts run', 'const n: number = 1;\nconsole.log(n);', '1'))).toEqual({ kind: 'script', syntax: 'ts' });
  });

  it('no button without run, with partial or nocheck, or without an output block to compare with', () => {
    expect(plan(decide('js', 'console.log(1);'))).toMatch(/not a whole program/);
    expect(plan(decide('js partial', 'console.log(x);'))).toMatch(/partial/);
    expect(plan(decide('js run nocheck: needs a server', 'console.log(1);', '1'))).toMatch(/nocheck/);
    expect(plan(decide('js run', 'const quiet = 1;'))).toMatch(/no output block/);
  });

  it('no button for Node.js-only code: modules, process, require, Buffer, __dirname', () => {
    expect(plan(decide('js run', "import fs from 'node:fs';\nconsole.log(typeof fs);", 'object'))).toMatch(/imports node:fs/);
    expect(plan(decide('js run', "const fs = require('fs');\nconsole.log(1);", '1'))).toMatch(/uses require/);
    expect(plan(decide('js run', 'console.log(process.argv.length);', '2'))).toMatch(/uses process/);
    expect(plan(decide('js run', "console.log(Buffer.from('a').length);", '1'))).toMatch(/uses Buffer/);
    expect(plan(decide('js run', 'console.log(__dirname);', '/tmp'))).toMatch(/uses __dirname/);
    expect(plan(decide('js run', "import('node:os').then(() => console.log(1));", '1'))).toMatch(/imports a module/);
  });

  it('names that only look like Node.js globals keep the button: properties, keys, the sample’s own variables', () => {
    expect(plan(decide('js run', 'const job = { process: 1 };\nconsole.log(job.process);', '1'))).toEqual({ kind: 'script' });
    expect(plan(decide('js run', 'const process = (x) => x * 2;\nconsole.log(process(2));', '4'))).toEqual({ kind: 'script' });
    expect(plan(decide('js run', "console.log('process', 'require');", 'process require'))).toEqual({ kind: 'script' });
  });

  it('no button for what reaches outside the sandbox or depends on the reader: the network, storage, stderr, time zone, language', () => {
    expect(plan(decide('js run', "fetch('https://example.com').then(() => console.log(1));", '1'))).toMatch(/uses fetch/);
    expect(plan(decide('js run', "localStorage.setItem('a', '1');\nconsole.log(1);", '1'))).toMatch(/uses localStorage/);
    expect(plan(decide('js run', "console.error('oops');\nconsole.log(1);", '1'))).toMatch(/console\.error/);
    expect(plan(decide('js run', 'console.table([1]);', 'x'))).toMatch(/console\.table/);
    expect(plan(decide('js run', 'console.log(new Date(0).getHours());', '0'))).toMatch(/getHours/);
    expect(plan(decide('js run', 'console.log(new Date(2024, 0, 1).toISOString());', 'x'))).toMatch(/local-time parts/);
    expect(plan(decide('js run', "console.log(new Intl.NumberFormat('en').format(1000));", '1,000'))).toMatch(/Intl/);
    expect(plan(decide('js run', 'console.log((1234.5).toLocaleString());', '1,234.5'))).toMatch(/toLocaleString/);
  });
});

describe('which other samples get a Run button', () => {
  it('Python run samples with their output, unless they need a process, a thread, the network or input()', () => {
    expect(plan(decide('python run', 'print(1)', '1'))).toEqual({ kind: 'python' });
    expect(plan(decide('python run', 'import subprocess\nprint(1)', '1'))).toMatch(/subprocess/);
    expect(plan(decide('python run', 'from urllib.request import urlopen\nprint(1)', '1'))).toMatch(/urllib/);
    expect(plan(decide('python run', 'name = input()\nprint(name)', 'x'))).toMatch(/input/);
    expect(plan(decide('python', 'print(1)'))).toMatch(/not a whole program/);
  });

  it('HTML previews; a CSS preview over the HTML sample before it, none without one', () => {
    expect(plan(decide('html', '<p>Hi</p>'))).toEqual({ kind: 'html' });
    expect(plan(decide('css', 'p { color: red; }'))).toMatch(/needs an HTML sample/);
    const text = ['```html', '<p>Hi</p>', '```', '', '```css', 'p { color: red; }', '```', ''].join('\n');
    expect(plan(planTryIt(extractSamples('notes/css/1-x.md', text), 1, () => 4))).toEqual({ kind: 'css', html: 4 });
  });

  it('React samples that render a component without props, and import nothing but React', () => {
    const counter =
      "import { useState } from 'react';\nexport function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}";
    expect(plan(decide('jsx', counter))).toEqual({ kind: 'react', syntax: 'jsx', component: 'Counter' });
    expect(plan(decide('jsx', 'export default function Page() {\n  return <p>Hi</p>;\n}'))).toEqual({
      kind: 'react',
      syntax: 'jsx',
      component: 'default',
    });
    expect(
      plan(
        decide(
          'jsx',
          'function Item() { return <li />; }\nfunction App() { return <ul><Item /></ul>; }\nfunction Footer() { return null; }',
        ),
      ),
    ).toEqual({
      kind: 'react',
      syntax: 'jsx',
      component: 'App',
    });
    expect(plan(decide('tsx', 'export function Hello({ name }: { name: string }) {\n  return <p>{name}</p>;\n}'))).toMatch(
      /no component that takes no props/,
    );
    expect(plan(decide('jsx', "import { Link } from 'react-router';\nexport function Nav() { return <Link to='/' />; }"))).toMatch(
      /react-router/,
    );
  });

  it('languages the browser cannot run get nothing', () => {
    expect(plan(decide('c run', 'int main(void) { return 0; }', ''))).toMatch(/does not run in the browser/);
    expect(plan(decide('bash run', 'echo hi', 'hi'))).toMatch(/does not run in the browser/);
  });
});

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
    expect(tryItPlans(extractSamples('notes/x/1-x.md', text), 4, [2, 6, 16])).toEqual({ run: [{ kind: 'script' }, 0, { kind: 'html' }] });
  });
});

describe('timer handles, an object in Node.js and a number in the browser', () => {
  it('a handle kept for clearTimeout keeps the button; one printed or inspected does not', () => {
    expect(
      plan(
        decide(
          'js run',
          'let timer;\ntimer = setTimeout(() => console.log(1), 10);\nclearTimeout(timer);\nif (timer) console.log(0);',
          '0',
        ),
      ),
    ).toEqual({ kind: 'script' });
    expect(plan(decide('js run', 'const id = setTimeout(() => {}, 10);\nconsole.log(typeof id);', 'object'))).toMatch(/timer handle id/);
    expect(plan(decide('js run', 'console.log(setTimeout(() => {}, 0));', 'x'))).toMatch(/handle setTimeout returns/);
  });
});

describe('CommonJS or ES module, as Node.js detects it', () => {
  it('an exported function or class makes a module', () => {
    expect(plan(decide('js run', 'export function twice(n) {\n  return n * 2;\n}\nconsole.log(twice(2));', '4'))).toEqual({
      kind: 'module',
    });
    expect(plan(decide('js run', 'export class Box {}\nconsole.log(typeof Box);', 'function'))).toEqual({ kind: 'module' });
  });
});

describe('Python error messages, worded by the Python that prints them', () => {
  it('a sample that shows a caught exception gets no button; one that only catches it keeps it', () => {
    expect(
      plan(decide('python run', 'try:\n    {[1]: 2}\nexcept TypeError as error:\n    print(error)', "unhashable type: 'list'")),
    ).toMatch(/exception's message/);
    expect(plan(decide('python run', 'try:\n    int("x")\nexcept ValueError:\n    print("not a number")', 'not a number'))).toEqual({
      kind: 'python',
    });
  });
});
