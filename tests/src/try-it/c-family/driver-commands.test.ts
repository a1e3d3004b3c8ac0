import { describe, expect, it } from 'vitest';
import { driverCommands } from '../../../../src/try-it/c-family/driver-commands';

/** What the package's clang prints for `clang -### -std=c17 -Wall main.o -o main.wasm`, shortened. */
const LINK = `clang version 22.1.0 (https://codeberg.org/YoWASP/llvm-project 9560ae0f2cc440e4fc891fddbc119da6f56daa59)
Target: wasm32-unknown-wasip1
Thread model: posix
InstalledDir: 
Build config: +assertions
 "wasm-ld" "-m" "wasm32" "-L/usr/lib/wasm32-wasip1" "/usr/lib/wasm32-wasip1/crt1-command.o" "main.o" "-lc" "-o" "main.wasm"
`;

describe("the commands of clang's -### report", () => {
  it('reads each quoted command line as its arguments, skipping the version lines', () => {
    expect(driverCommands(LINK)).toEqual([
      ['wasm-ld', '-m', 'wasm32', '-L/usr/lib/wasm32-wasip1', '/usr/lib/wasm32-wasip1/crt1-command.o', 'main.o', '-lc', '-o', 'main.wasm'],
    ]);
  });

  it('drops the empty program name of an in-process command, and keeps empty arguments elsewhere', () => {
    expect(driverCommands(' "" "clang" "-cc1" "-main-file-name" "main.c" "-o" "main.o"\n')).toEqual([
      ['clang', '-cc1', '-main-file-name', 'main.c', '-o', 'main.o'],
    ]);
    expect(driverCommands(' "wasm-ld" "" "-o" "a"')).toEqual([['wasm-ld', '', '-o', 'a']]);
  });

  it('undoes the escapes of quotes, backslashes and dollars inside an argument', () => {
    expect(driverCommands(' "clang" "-DNAME=\\"x\\"" "C:\\\\dir" "\\$HOME"')).toEqual([['clang', '-DNAME="x"', 'C:\\dir', '$HOME']]);
  });

  it('reads several commands, in order, and none from a report without any', () => {
    expect(driverCommands(' "" "clang" "-cc1"\n "wasm-ld" "main.o"\n').map((command) => command[0])).toEqual(['clang', 'wasm-ld']);
    expect(driverCommands("clang: error: no such file or directory: 'main.c'\n")).toEqual([]);
  });
});
