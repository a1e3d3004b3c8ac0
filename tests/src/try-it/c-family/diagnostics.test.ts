import { describe, expect, it } from 'vitest';
import { parseDiagnostics } from '../../../../src/try-it/c-family/diagnostics';

const REPORT = `main.cpp:5:3: error: use of undeclared identifier 'y'
    5 |   y = 2;
      |   ^
main.cpp:3:7: warning: unused variable 'x' [-Wunused-variable]
    3 |   int x;
      |       ^
In file included from main.cpp:1:
/usr/include/c++/v1/vector:12:1: error: something in a header
main.cpp:9:14: note: in instantiation of member function 'std::vector<Thing>::push_back' requested here
main.cpp:2:10: fatal error: 'missing.h' file not found
wasm-ld: error: main.o: undefined symbol: nope
3 errors generated.
`;

describe("the diagnostics of Clang's report", () => {
  it("takes the reader's file's errors, warnings and notes with their line and column, in order", () => {
    expect(parseDiagnostics(REPORT, 'main.cpp')).toEqual([
      { line: 5, column: 3, severity: 'error', message: "use of undeclared identifier 'y'" },
      { line: 3, column: 7, severity: 'warning', message: "unused variable 'x' [-Wunused-variable]" },
      {
        line: 9,
        column: 14,
        severity: 'note',
        message: "in instantiation of member function 'std::vector<Thing>::push_back' requested here",
      },
      { line: 2, column: 10, severity: 'error', message: "'missing.h' file not found" },
    ]);
  });

  it("leaves out the headers' diagnostics, the linker's, and other files named like the reader's", () => {
    const messages = parseDiagnostics(REPORT, 'main.cpp').map((diagnostic) => diagnostic.message);
    expect(messages.join('\n')).not.toMatch(/header|undefined symbol/);
    expect(parseDiagnostics('mainXcpp:1:1: error: no\nmain.c:1:1: error: no\n', 'main.cpp')).toEqual([]);
    expect(parseDiagnostics('main.c:4:1: error: yes\n', 'main.c')).toHaveLength(1);
  });

  it('finds nothing in a clean report', () => {
    expect(parseDiagnostics('', 'main.c')).toEqual([]);
  });
});
