import { describe, expect, it } from 'vitest';
import { parseProgram } from '../../../../scripts/compiler/try-it-plan/parse-program';
import { scanProgram } from '../../../../scripts/compiler/try-it-plan/scan-program';

const scan = (code: string) => scanProgram(parseProgram(code, 'tsx')!);

describe('what one walk finds in a JavaScript program', () => {
  it('the first thing outside the sandbox in source order, and the first besides import declarations', () => {
    const found = scan("import fs from 'node:fs';\nconsole.warn(1);\nnew Date().getDay();");
    expect(found.outside).toBe('imports node:fs');
    expect(found.outsideButImports).toBe('uses console.warn, which Node.js prints its own way');
    expect(scan('console.log(import.meta.url);').outside).toBe('uses import.meta');
    expect(scan('console.log(1);').outside).toBeUndefined();
  });

  it('the names it refers to, not property names, keys or labels, and the names it declares', () => {
    const found = scan(
      'const { a, b: [c] } = obj;\nfunction f(d, ...e) { try {} catch (g) {} }\nclass K { m() {} p = 1; }\nouter: for (;;) break;\nx.y;\n({ k: z });',
    );
    expect([...found.declared].sort()).toEqual(['K', 'a', 'c', 'd', 'e', 'f', 'g']);
    expect(found.references).toEqual(['obj', 'x', 'z']);
    expect(scan('o[key];').references).toEqual(['o', 'key']);
  });

  it('whether it awaits outside every function and class', () => {
    expect(scan('await 1;').awaitsAtTopLevel).toBe(true);
    expect(scan('for await (const n of []) n;').awaitsAtTopLevel).toBe(true);
    expect(scan('async function f() { await 1; }').awaitsAtTopLevel).toBe(false);
    expect(scan('const f = async () => { for await (const n of []) n; };').awaitsAtTopLevel).toBe(false);
    expect(scan('class C { async m() { await 1; } }').awaitsAtTopLevel).toBe(false);
    // Walks go on after a function: the await after it counts.
    expect(scan('function f() {}\nawait 1;').awaitsAtTopLevel).toBe(true);
  });

  it('each walk on its own: nothing found in one program carries over to the next', () => {
    expect(scan('const process = 1; setTimeout(() => {}, 0).x;').declared.has('process')).toBe(true);
    const next = scan('process;');
    expect(next.declared.size).toBe(0);
    expect(next.timerHandle).toBeUndefined();
  });
});
