import { beforeAll, describe, expect, it } from 'vitest';
import { loadCompiler, type Compiler } from '../../../../src/try-it/c-family/compiler';
import { runProgram, type ProgramEnd } from '../../../../src/try-it/c-family/run-program';
import { OUTPUT_LIMIT } from '../../../../src/try-it/output-limit';

let compiler: Compiler;

beforeAll(async () => {
  // Node.js reads the package's parts from node_modules: the page's files are for the sandbox's worker.
  compiler = await loadCompiler();
}, 60_000);

/** Compiles a C program (C17, as CI does) and runs it, with what it printed on each stream. */
async function compileAndRun(code: string, stdin?: string) {
  const compiled = await compiler.compile({ language: 'c', code, standard: 'c17' });
  const printed = { stdout: '', stderr: '' };
  let end: ProgramEnd | undefined;
  if (compiled.program) end = await runProgram(compiled.program, { stdin, onOutput: (text, stream) => (printed[stream] += text) });
  return { ...compiled, ...printed, end };
}

describe('the in-page compiler, on C (Node.js hosts the same code as the worker)', () => {
  it('compiles, links and runs a program: its output, its exit code', async () => {
    const run = await compileAndRun('#include <stdio.h>\n\nint main(void)\n{\n    printf("Hello, world!\\n");\n    return 3;\n}');
    expect(run).toMatchObject({ diagnostics: [], report: '', stdout: 'Hello, world!\n', end: { exitCode: 3, truncated: false } });
  });

  it('reports an error at its line and column, as a terminal shows it, and makes no program', async () => {
    const run = await compileAndRun('int main(void)\n{\n    int x = 1\n    return x;\n}');
    expect(run.diagnostics).toEqual([{ line: 3, column: 14, severity: 'error', message: "expected ';' at end of declaration" }]);
    expect(run.report).toMatch(/^main\.c:3:14: error: expected ';' at end of declaration\n {4}3 \| {5}int x = 1\n/);
    expect(run.program).toBeUndefined();
  });

  it('shows -Wall warnings and still runs the program', async () => {
    const run = await compileAndRun('int main(void)\n{\n    int unused;\n    return 0;\n}');
    expect(run.diagnostics).toMatchObject([{ line: 3, severity: 'warning', message: "unused variable 'unused' [-Wunused-variable]" }]);
    expect(run.end).toMatchObject({ exitCode: 0 });
  });

  it("reports the linker's errors in the text only", async () => {
    const run = await compileAndRun('void missing(void);\nint main(void) { missing(); return 0; }');
    expect(run.diagnostics).toEqual([]);
    expect(run.program).toBeUndefined();
    expect(run.report).toMatch(/undefined symbol: missing/);
  });

  it('reads standard input, writes and reads back a file of its own, and prints on stderr apart', async () => {
    const run = await compileAndRun(
      `#include <stdio.h>
int main(void) {
    char line[32];
    FILE *file = fopen("notes.txt", "w");
    while (fgets(line, sizeof line, stdin)) fputs(line, file);
    fclose(file);
    file = fopen("notes.txt", "r");
    while (fgets(line, sizeof line, file)) printf("read %s", line);
    fclose(file);
    fprintf(stderr, "done\\n");
    return 0;
}`,
      'one\ntwo\n',
    );
    expect(run).toMatchObject({ stdout: 'read one\nread two\n', stderr: 'done\n', end: { exitCode: 0 } });
  });

  it('stops a program that aborts (a failed assert), with what it printed first', async () => {
    const run = await compileAndRun(
      '#include <assert.h>\n#include <stdio.h>\nint main(void) { puts("before"); assert(1 == 2); return 0; }',
    );
    expect(run.stdout).toBe('before\n');
    expect(run.stderr).toMatch(/Assertion failed: 1 == 2/);
    expect(run.end).toEqual({ crash: 'aborted (unreachable code reached)', truncated: false });
  });

  it('stops a program at the output limit', async () => {
    const run = await compileAndRun('#include <stdio.h>\nint main(void) { for (;;) puts("again"); }');
    expect(run.end).toEqual({ truncated: true });
    expect(run.stdout.split('\n')).toHaveLength(OUTPUT_LIMIT.lines + 1);
  });
});

describe('the in-page compiler, on C++', () => {
  it('builds the precompiled <iostream> first only for C++ that starts from it', () => {
    expect(
      compiler.buildHeader({ language: 'c', code: '#include <stdio.h>\nint main(void) { return 0; }', standard: 'c17' }),
    ).toBeUndefined();
    expect(
      compiler.buildHeader({ language: 'cpp', code: '#include <cstdio>\nint main() { return 0; }', standard: 'c++20' }),
    ).toBeUndefined();
  });

  it('has no exceptions: a throw is a compile error, not a link failure', async () => {
    const compiled = await compiler.compile({
      language: 'cpp',
      code: '#include <cstdio>\nint main() {\n    try { throw 1; } catch (int) { std::puts("caught"); }\n}',
      standard: 'c++20',
    });
    expect(compiled.diagnostics.map(({ line, message }) => `${line}: ${message}`)).toEqual([
      "3: cannot use 'throw' with exceptions disabled",
      "3: cannot use 'try' with exceptions disabled",
    ]);
  });
});
