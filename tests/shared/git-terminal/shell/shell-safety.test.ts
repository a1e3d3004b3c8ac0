import { describe, expect, it } from 'vitest';
import { isIncomplete } from '../../../../shared/git-terminal/shell/shell-session.ts';
import { newSession, runIn, runShell } from './run-shell.ts';

describe('the shell keeps the page responsive', () => {
  it('stops an endless loop after its time limit and reports it', () => {
    const { session } = newSession({}, 200);
    const run = runIn(session, 'while true; do :; done; echo never');
    expect(run).toMatchObject({ stdout: '', stderr: 'bash: stopped: the command ran longer than 0.2 seconds\n', status: 124 });
    expect(runIn(session, 'echo "next run works"').stdout).toBe('next run works\n');
  });

  it('stops an endless pipe writer too', () => {
    const { session } = newSession({}, 200);
    expect(runIn(session, 'while :; do echo y; done | head -n 1').status).toBe(124);
  });

  it('stops a function that calls itself', () => {
    const run = runShell('f() { f; }; f');
    expect(run).toMatchObject({ stderr: 'bash: stopped: f: maximum function nesting level exceeded (200)\n', status: 1 });
  });

  it('stops output past 1 MB and a variable that grows past it', () => {
    const { session } = newSession({}, 10_000);
    const flood = runIn(session, 'line=0123456789012345678901234567890123456789; while :; do echo $line $line $line; done');
    expect(flood.stdout.length).toBeLessThanOrEqual(1_000_000);
    expect(flood.stderr).toBe('bash: stopped: the output passed 1 MB\n');
    expect(runIn(session, 'x=a; while :; do x=$x$x; done')).toMatchObject({
      stderr: 'bash: stopped: the variable x passed 1 MB\n',
      status: 1,
    });
  });

  it('never throws, even for a deeply nested script', () => {
    const run = runShell(`${'('.repeat(20_000)}echo deep${')'.repeat(20_000)}`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/^bash: /);
  });
});

describe('syntax errors read like bash', () => {
  // bash 5.2 prints these (after "bash: -c: line 1: " when run with -c) with status 2.
  it.each([
    ['fi', "bash: syntax error near unexpected token `fi'\n"],
    ['echo a; done', "bash: syntax error near unexpected token `done'\n"],
    ['( )', "bash: syntax error near unexpected token `)'\n"],
    ['{ }', "bash: syntax error near unexpected token `}'\n"],
    ['echo >', "bash: syntax error near unexpected token `newline'\n"],
    ['if true; then echo x', 'bash: syntax error: unexpected end of file\n'],
    ['echo "open', 'bash: unexpected EOF while looking for matching `"\'\n'],
    ['echo $(echo a', "bash: unexpected EOF while looking for matching `)'\n"],
  ])('%s', (script, stderr) => {
    expect(runShell(script)).toMatchObject({ stdout: '', stderr, status: 2 });
  });

  it('runs the lines before the error, as bash does', () => {
    expect(runShell('echo first\nfi\necho never')).toMatchObject({ stdout: 'first\n', status: 2 });
  });
});

describe('isIncomplete', () => {
  it.each([
    'echo "a',
    "echo 'a",
    'if true; then',
    'for x in a b; do',
    'while read -r l; do',
    'f() {',
    'echo a &&',
    'echo a ||',
    'echo a |',
    'echo a \\',
    'echo $(',
    'cat <<EOF',
    'cat <<EOF\nline',
    'case x in',
  ])('asks for more after %j', (script) => expect(isIncomplete(script)).toBe(true));

  it.each(['echo a', '', 'if true; then echo x; fi', 'cat <<EOF\nline\nEOF', 'fi', 'echo "a\nb"', 'f() { :; }'])(
    'runs %j as it is',
    (script) => expect(isIncomplete(script)).toBe(false),
  );
});

describe('terminal commands', () => {
  it('clear writes the ANSI clear-screen sequence', () => {
    expect(runShell('clear').stdout).toBe('\x1b[H\x1b[2J');
  });

  it('help lists the commands, one line each', () => {
    const help = runShell('help').stdout;
    for (const name of ['git', 'cd', 'ls', 'grep', 'sed', 'awk', 'clear']) expect(help).toMatch(new RegExp(`^  .*\\b${name}\\b`, 'm'));
  });

  it('says plainly which well-known programs are missing', () => {
    expect(runShell('nano notes.txt; echo $?; curl https://example.com')).toEqual({
      stdout: '127\n',
      stderr:
        'nano: not available in this terminal; edit files with echo, printf or sed (see help)\ncurl: not available in this terminal (see help)\n',
      status: 127,
      both: 'nano: not available in this terminal; edit files with echo, printf or sed (see help)\n127\ncurl: not available in this terminal (see help)\n',
    });
  });

  it('mktemp -d makes /tmp/tmp.XXXXXXXXXX and prints it', () => {
    const { fs, session } = newSession();
    const path = runIn(session, 'mktemp -d').stdout.trim();
    expect(path).toMatch(/^\/tmp\/tmp\.[A-Za-z0-9]{10}$/);
    expect(fs.isDir(path)).toBe(true);
    expect(runIn(session, 'cd "$(mktemp -d)" && pwd').stdout).toMatch(/^\/tmp\/tmp\.[A-Za-z0-9]{10}\n$/);
  });

  it('keeps variables, functions and the folder from one run to the next', () => {
    const { session } = newSession();
    runIn(session, 'name=Ada; greet() { echo "hi $1"; }; mkdir -p /work/sub && cd sub');
    expect(runIn(session, 'greet "$name"; pwd; false')).toMatchObject({ stdout: 'hi Ada\n/work/sub\n', status: 1 });
    expect(runIn(session, 'echo $?').stdout).toBe('1\n');
    expect(session.cwd).toBe('/work/sub');
  });
});
