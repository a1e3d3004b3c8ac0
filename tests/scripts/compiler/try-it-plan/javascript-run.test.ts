import { describe, expect, it } from 'vitest';
import { planJavaScriptRun } from '../../../../scripts/compiler/try-it-plan/javascript-run';
import { oneSample, planOrReason } from './note-samples';

const decide = (info: string, code: string, output?: string) =>
  planOrReason(planJavaScriptRun(oneSample(info, code, output), info.startsWith('ts') ? 'ts' : undefined));

describe('which JavaScript samples get a Run button', () => {
  it('a run sample with its output block runs as CommonJS, or as an ES module when Node.js would detect one', () => {
    expect(decide('js run', 'console.log(1 + 1);', '2')).toEqual({ kind: 'script' });
    expect(decide('js run', 'const value = await Promise.resolve(2);\nconsole.log(value);', '2')).toEqual({ kind: 'module' });
    expect(decide('js run', 'export const x = 1;\nconsole.log(x);', '1')).toEqual({ kind: 'module' });
    // A top-level for await too, and sloppy-mode code still parses as a script.
    expect(decide('js run', 'for await (const n of [Promise.resolve(3)]) console.log(n);', '3')).toEqual({ kind: 'module' });
    expect(decide('js run', 'var n = 010;\nwith (Math) console.log(n + max(1, 2));', '10')).toEqual({ kind: 'script' });
    // An await inside a function is no top-level await.
    expect(decide('js run', 'async function f() { await 1; }\nf().then(() => console.log("ok"));', 'ok')).toEqual({ kind: 'script' });
  });

  it('an exported function or class makes a module', () => {
    expect(decide('js run', 'export function twice(n) {\n  return n * 2;\n}\nconsole.log(twice(2));', '4')).toEqual({ kind: 'module' });
    expect(decide('js run', 'export class Box {}\nconsole.log(typeof Box);', 'function')).toEqual({ kind: 'module' });
  });

  it('TypeScript runs too, its types removed first', () => {
    expect(decide('ts run', 'const n: number = 1;\nconsole.log(n);', '1')).toEqual({ kind: 'script', syntax: 'ts' });
  });

  it('no button without run, without an output block to compare with, or with a syntax error', () => {
    expect(decide('js', 'console.log(1);')).toMatch(/not a whole program/);
    expect(decide('js run', 'const quiet = 1;')).toMatch(/no output block/);
    expect(decide('js run', 'console.log(1', '1')).toBe('does not parse');
  });

  it('no button for Node.js-only code: modules, process, require, Buffer, __dirname', () => {
    expect(decide('js run', "import fs from 'node:fs';\nconsole.log(typeof fs);", 'object')).toMatch(/imports node:fs/);
    expect(decide('js run', "const fs = require('fs');\nconsole.log(1);", '1')).toMatch(/uses require/);
    expect(decide('js run', 'console.log(process.argv.length);', '2')).toMatch(/uses process/);
    expect(decide('js run', "console.log(Buffer.from('a').length);", '1')).toMatch(/uses Buffer/);
    expect(decide('js run', 'console.log(__dirname);', '/tmp')).toMatch(/uses __dirname/);
    expect(decide('js run', "import('node:os').then(() => console.log(1));", '1')).toMatch(/imports a module/);
  });

  it('names that only look like Node.js globals keep the button: properties, keys, the sample’s own variables', () => {
    expect(decide('js run', 'const job = { process: 1 };\nconsole.log(job.process);', '1')).toEqual({ kind: 'script' });
    expect(decide('js run', 'const process = (x) => x * 2;\nconsole.log(process(2));', '4')).toEqual({ kind: 'script' });
    expect(decide('js run', "console.log('process', 'require');", 'process require')).toEqual({ kind: 'script' });
  });

  it('no button for what reaches outside the sandbox or depends on the reader: the network, storage, stderr, time zone, language', () => {
    expect(decide('js run', "fetch('https://example.com').then(() => console.log(1));", '1')).toMatch(/uses fetch/);
    expect(decide('js run', "localStorage.setItem('a', '1');\nconsole.log(1);", '1')).toMatch(/uses localStorage/);
    expect(decide('js run', "console.error('oops');\nconsole.log(1);", '1')).toMatch(/console\.error/);
    expect(decide('js run', 'console.table([1]);', 'x')).toMatch(/console\.table/);
    expect(decide('js run', 'console.log(new Date(0).getHours());', '0')).toMatch(/getHours/);
    expect(decide('js run', 'console.log(new Date(2024, 0, 1).toISOString());', 'x')).toMatch(/local-time parts/);
    expect(decide('js run', "console.log(new Intl.NumberFormat('en').format(1000));", '1,000')).toMatch(/Intl/);
    expect(decide('js run', 'console.log((1234.5).toLocaleString());', '1,234.5')).toMatch(/toLocaleString/);
  });
});
