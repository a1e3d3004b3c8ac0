import { describe, expect, it } from 'vitest';
import { planCFamilyRun } from '../../../../scripts/compiler/try-it-plan/c-family-run';
import { oneSample, planOrReason } from './note-samples';

const decide = (info: string, code: string, output?: string) => {
  const language = info.startsWith('cpp') ? 'cpp' : 'c';
  return planOrReason(planCFamilyRun(oneSample(info, code, output), language));
};
const HELLO = '#include <stdio.h>\nint main(void) { puts("hi"); return 0; }';

describe('which C and C++ samples get a Run button', () => {
  it('a whole program with its output runs with the standard CI compiles it with', () => {
    expect(decide('c run', HELLO, 'hi')).toEqual({ kind: 'c', standard: 'c17' });
    expect(decide('c 99 run', HELLO, 'hi')).toEqual({ kind: 'c', standard: 'c99' });
    expect(decide('cpp run', '#include <iostream>\nint main() { std::cout << "hi\\n"; }', 'hi')).toEqual({
      kind: 'cpp',
      standard: 'c++20',
    });
    expect(decide('c', HELLO)).toMatch(/not a whole program/);
  });

  it('a program that reads standard input gets the input box', () => {
    expect(decide('c run', '#include <stdio.h>\nint main(void) { int n; if (scanf("%d", &n) != 1) puts("none"); }', 'none')).toEqual({
      kind: 'c',
      standard: 'c17',
      stdin: true,
    });
    expect(decide('cpp run', '#include <iostream>\nint main() { int n = 0; std::cin >> n; std::cout << n; }', '0')).toMatchObject({
      stdin: true,
    });
  });

  it('exceptions, threads, processes and signals keep their button off, with the reason the page shows', () => {
    const thrown = planCFamilyRun(oneSample('cpp run', 'int main() { try { throw 1; } catch (int) {} }', ''), 'cpp');
    expect(thrown).toEqual({ reason: expect.stringMatching(/exceptions/), shown: true });
    expect(decide('cpp run', '#include <thread>\nint main() { std::thread t([] {}); t.join(); }', '')).toMatch(/threads/);
    expect(decide('c run', '#include <stdlib.h>\nint main(void) { return system("ls"); }', '')).toMatch(/other programs/);
    expect(decide('c run', '#include <signal.h>\nint main(void) { raise(SIGINT); }', '')).toMatch(/signals/);
  });

  it('a word in a comment or a string decides nothing', () => {
    expect(decide('cpp run', '#include <cstdio>\n// no try here\nint main() { std::puts("catch"); }', 'catch')).toEqual({
      kind: 'cpp',
      standard: 'c++20',
    });
  });
});
