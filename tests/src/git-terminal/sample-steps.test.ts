import { describe, expect, it } from 'vitest';
import { sampleSteps } from '../../../src/git-terminal/sample-steps';

// A stand-in for the shell's own check: a line ending in `do`, `then` or `&&` leaves the command open until `done`/`fi`.
const open = (text: string) =>
  (text.match(/\b(do|then)$/gm)?.length ?? 0) > (text.match(/^\s*(done|fi)\b/gm)?.length ?? 0) || /&&$/.test(text);

describe('sampleSteps', () => {
  it('gives a line per command, leaving out blank and comment-only lines', () => {
    expect(sampleSteps('cd "$(mktemp -d)"\n\n# set up\ngit init -q -b main   # a repository\ngit status', open)).toEqual([
      'cd "$(mktemp -d)"',
      'git init -q -b main   # a repository',
      'git status',
    ]);
  });

  it('keeps a command spread over several lines whole', () => {
    const script = 'for step in a b; do\n  echo "$step"\ndone\nif true; then\n  echo yes\nfi\necho one &&\n  echo two';
    expect(sampleSteps(script, open)).toEqual([
      'for step in a b; do\n  echo "$step"\ndone',
      'if true; then\n  echo yes\nfi',
      'echo one &&\n  echo two',
    ]);
  });

  it('keeps an unfinished command at the end as its own step', () => {
    expect(sampleSteps('echo a\nfor x in 1; do\n  echo $x', open)).toEqual(['echo a', 'for x in 1; do\n  echo $x']);
  });
});
