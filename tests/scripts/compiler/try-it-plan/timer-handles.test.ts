import { describe, expect, it } from 'vitest';
import { parseProgram } from '../../../../scripts/compiler/try-it-plan/parse-program';
import { scanProgram } from '../../../../scripts/compiler/try-it-plan/scan-program';

const timerHandle = (code: string) => scanProgram(parseProgram(code, 'js')!).timerHandle;

describe('timer handles, an object in Node.js and a number in the browser', () => {
  it('a handle dropped, or kept for clearTimeout, compared or tested, prints nothing', () => {
    expect(timerHandle('setTimeout(() => console.log(1), 10);')).toBeUndefined();
    expect(timerHandle('[1].forEach(() => setTimeout(() => {}, 0));')).toBeUndefined();
    expect(
      timerHandle('let timer;\ntimer = setTimeout(() => console.log(1), 10);\nclearTimeout(timer);\nif (timer) console.log(0);'),
    ).toBeUndefined();
    expect(
      timerHandle('const t = { id: 0 };\nt.id = setInterval(() => {}, 5);\nclearInterval(t.id);\nconsole.log(t.id === 0, !t.id);'),
    ).toBeUndefined();
  });

  it('a handle printed, inspected or used otherwise gets its sample no button', () => {
    expect(timerHandle('const id = setTimeout(() => {}, 10);\nconsole.log(typeof id);')).toBe(
      'uses the timer handle id, which is an object in Node.js and a number in the browser',
    );
    expect(timerHandle('const id = setTimeout(() => {}, 10);\nconsole.log(`${id}`);')).toMatch(/timer handle id/);
    expect(timerHandle('console.log(setTimeout(() => {}, 0));')).toBe('uses the handle setTimeout returns, which differs in Node.js');
    expect(timerHandle('let n = 0;\nn += setTimeout(() => {}, 0);')).toMatch(/handle setTimeout returns/);
  });
});
