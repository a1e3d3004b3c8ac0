import { describe, expect, it } from 'vitest';
import { parseProgram } from '../../../../scripts/compiler/try-it-plan/parse-program';
import { sandboxReason } from '../../../../scripts/compiler/try-it-plan/sandbox-reason';
import { scanProgram } from '../../../../scripts/compiler/try-it-plan/scan-program';

const scan = (code: string) => scanProgram(parseProgram(code, 'js')!);
const PAGE = { imports: true, globals: new Set(['document']) };

describe('why a program cannot run in the browser sandbox', () => {
  it('what the walk found first, then a timer handle, then a Node.js or outside global it does not declare', () => {
    expect(sandboxReason(scan('process.exit();\nconsole.error(1);'))).toMatch(/console\.error/);
    expect(sandboxReason(scan('process.exit();\nconsole.log(setTimeout(() => {}));'))).toMatch(/handle setTimeout returns/);
    expect(sandboxReason(scan('process.exit();'))).toBe('uses process, which the browser sandbox does not offer as Node.js does');
    expect(sandboxReason(scan('const require = () => 1;\nrequire();'))).toBeUndefined();
  });

  it('what the sandbox allows is no reason: a page’s imports and globals', () => {
    const found = scan("import { useState } from 'react';\ndocument.title = 'x';\nwindow.alert();");
    expect(sandboxReason(found)).toBe('imports react');
    expect(sandboxReason(found, PAGE)).toBe('uses window, which the browser sandbox does not offer as Node.js does');
    expect(sandboxReason(scan("import x from 'y';\ndocument.body;"), PAGE)).toBeUndefined();
  });
});
