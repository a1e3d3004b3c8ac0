import { describe, expect, it } from 'vitest';
import { cFamilyRunReason, planCFamilyRun } from '../../../../scripts/compiler/try-it-plan/c-family-run';
import { oneSample, planOrReason } from './note-samples';

/** A sample's reason; `null` for no output block. */
const reason = (info: string, code: string, output: string | null = 'x') => cFamilyRunReason(oneSample(info, code, output ?? undefined));

describe('which C and C++ samples get a Run button', () => {
  it('whole programs with their output block', () => {
    expect(reason('c run', '#include <stdio.h>\nint main(void) { puts("x"); }')).toBeUndefined();
    expect(reason('cpp run', '#include <iostream>\nint main() { std::cout << "x\\n"; }')).toBeUndefined();
    expect(reason('c', 'int main(void) { return 0; }')).toMatch(/not a whole program/);
    expect(reason('c run', 'int main(void) { return 0; }', null)).toMatch(/no output block/);
  });

  it('not C++ that throws or catches: the compiler has no exceptions; words in comments and strings do not count', () => {
    expect(reason('cpp run', 'int main() {\n    try { throw 1; } catch (int) {}\n}')).toMatch(/exceptions/);
    expect(reason('c++ run', 'void f() { throw 1; }')).toMatch(/exceptions/);
    expect(reason('cpp run', '// no try here\nint main() { const char* s = "throw"; char c = \'"\'; return 0; }')).toBeUndefined();
    expect(reason('c run', 'int main(void) { int try = 1; return try - 1; }')).toBeUndefined();
  });

  it('not threads, signals, processes or sockets', () => {
    expect(reason('cpp run', '#include <thread>\nint main() {}')).toBe(
      "uses threads (<thread>), which the browser's compiler cannot offer",
    );
    expect(reason('c run', '#include <pthread.h>\nint main(void) {}')).toMatch(/threads/);
    expect(reason('c run', '#include <signal.h>\nint main(void) {}')).toMatch(/signals or processes/);
    expect(reason('c run', '#include <sys/socket.h>\nint main(void) {}')).toMatch(/network/);
    expect(reason('c run', '// #include <thread>\n#include <stdio.h>\nint main(void) {}')).toBeUndefined();
  });

  it('not a program that asks the size of a long or a pointer, which are 4 bytes in wasm32', () => {
    expect(reason('c run', 'int main(void) { printf("%zu\\n", sizeof(long)); }')).toMatch(/4 bytes, not 8/);
    expect(reason('c run', 'int main(void) { printf("%zu\\n", sizeof(unsigned long)); }')).toMatch(/4 bytes/);
    expect(reason('c run', 'int main(void) { printf("%ld\\n", LONG_MAX); }')).toMatch(/4 bytes/);
    expect(reason('c run', 'int main(void) { printf("%zu\\n", sizeof(int *)); }')).toMatch(/4 bytes/);
    expect(reason('c run', 'int main(void) { printf("%zu\\n", sizeof(size_t)); }')).toMatch(/4 bytes/);
  });

  it('but the sizes that agree, and sizes of its own arrays and pointees, keep the button', () => {
    expect(reason('c run', 'int main(void) { printf("%zu %zu\\n", sizeof(long long), sizeof(int)); }')).toBeUndefined();
    expect(
      reason('c run', 'int main(void) { int a[3]; double *p = malloc(3 * sizeof *p); return sizeof a / sizeof a[0]; }'),
    ).toBeUndefined();
    expect(reason('c run', 'int main(void) { long total = 0; printf("%ld\\n", total); }')).toBeUndefined();
  });

  it('a program that runs gets the standard CI compiles it with, and an input box when it reads standard input', () => {
    const plan = (info: string, code: string) =>
      planOrReason(planCFamilyRun(oneSample(info, code, 'x'), info.startsWith('cpp') ? 'cpp' : 'c'));
    expect(plan('c run', 'int main(void) { return 0; }')).toEqual({ kind: 'c', standard: 'c17' });
    expect(plan('c 99 run', 'int main(void) { return 0; }')).toEqual({ kind: 'c', standard: 'c99' });
    expect(plan('cpp run', 'int main() {}')).toEqual({ kind: 'cpp', standard: 'c++20' });
    expect(plan('c run', 'int main(void) { int n; return scanf("%d", &n); }')).toEqual({ kind: 'c', standard: 'c17', stdin: true });
    expect(plan('cpp run', 'int main() { int n; std::cin >> n; }')).toMatchObject({ stdin: true });
    expect(planCFamilyRun(oneSample('cpp run', 'int main() { throw 1; }', 'x'), 'cpp')).toEqual({
      reason: expect.stringMatching(/exceptions/),
      shown: true,
    });
  });
});
