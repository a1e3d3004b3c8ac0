import { describe, expect, it } from 'vitest';
import { newTerminalShell } from '../../../shared/git-terminal/terminal-shell.ts';

// A reader types anything: random command lines from the notes' vocabulary, and broken ones, must each end with a
// status and never throw, hang or leave the terminal unusable.
const WORDS = [
  'git',
  'init',
  'add',
  '.',
  'commit',
  '-m',
  '"x"',
  '-am',
  'status',
  '--short',
  'log',
  '--oneline',
  '--graph',
  '--all',
  'branch',
  'feature',
  '-d',
  '-D',
  'switch',
  '-c',
  'main',
  'merge',
  '--no-ff',
  'rebase',
  'reset',
  '--hard',
  'HEAD~1',
  'revert',
  'HEAD',
  'stash',
  'pop',
  'tag',
  'v1',
  'clone',
  'origin.git',
  'push',
  'pull',
  'fetch',
  'diff',
  '--staged',
  'cherry-pick',
  'restore',
  'checkout',
  '--',
  'a.txt',
  'echo',
  'hi',
  '>',
  '>>',
  '|',
  '&&',
  '||',
  ';',
  'cat',
  'ls',
  'cd',
  '..',
  'mkdir',
  '-p',
  'rm',
  '-rf',
  '$(',
  ')',
  '"',
  "'",
  '`',
  '{',
  '}',
  'for',
  'do',
  'done',
  'if',
  'then',
  'fi',
  'while',
  'read',
  'sed',
  "'s/a/b/'",
  'awk',
  "'{print $1}'",
  'wc',
  '-l',
  '*',
  '$x',
  '${x:-y}',
  '2>&1',
  '<<',
  'EOF',
];

function* lines(seed: number, count: number): Generator<string> {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let index = 0; index < count; index++) {
    const length = 1 + Math.floor(next() * 8);
    yield Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  }
}

describe('the terminal under random input', () => {
  it('answers every line with a status, and still runs a command after 600 random ones', () => {
    const { shell } = newTerminalShell(() => 1_700_000_000_000);
    const setup =
      'git init -q -b main r && cd r && git config user.name A && git config user.email a@x && echo a > a.txt && git add . && git commit -qm a';
    expect(shell.run(setup, () => {})).toBe(0);
    for (const line of lines(47, 600)) {
      let printed = 0;
      const status = shell.run(line, (_, text) => (printed += text.length));
      expect(Number.isInteger(status), line).toBe(true);
      expect(printed, line).toBeLessThan(2_000_000);
    }
    let out = '';
    expect(shell.run('echo still here', (stream, text) => (out += stream === 'stdout' ? text : ''))).toBe(0);
    expect(out).toBe('still here\n');
  });
});
