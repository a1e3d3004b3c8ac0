import { describe, expect, it } from 'vitest';
import { extractSamples } from '../../../scripts/note-source/extract-samples';
import { proveGoals } from '../../../scripts/samples/prove-goals';

const SOLUTION = [
  '```bash run solution',
  'cd "$(mktemp -d)"',
  'git init -q -b main',
  'git config user.name "Ada" && git config user.email "ada@example.com"',
  'echo home > index.html && git add . && git commit -q -m "Add home page"',
  'git switch -q -c feature',
  '```',
].join('\n');

const exercise = (...goals: string[]) =>
  extractSamples(
    'notes/git/701-x.md',
    ['---', 'id: 701', '---', '', '## Exercises', '', '### 1. Branch', '', '```text goal', ...goals, '```', '', SOLUTION, ''].join('\n'),
  );

describe('proveGoals', () => {
  it("proves a goal the solution reaches in the page's terminal", () => {
    const samples = exercise('on branch feature', 'feature is at main', 'main has 1 commit');
    expect([...proveGoals(samples).values()]).toEqual([
      { level: 'parsed', failures: [], ran: false, outputCompared: false, goal: { facts: 3, proved: true } },
    ]);
  });

  it('names each fact the solution does not reach, at the goal fence', () => {
    const samples = exercise('on branch main', 'main has 1 commit', 'no branch feature');
    const [outcome] = [...proveGoals(samples).values()];
    expect(outcome?.goal).toEqual({ facts: 3, proved: false });
    expect(outcome?.failures).toEqual([
      { line: 9, message: 'the solution does not reach the goal "on branch main": you are on feature' },
      { line: 9, message: 'the solution does not reach the goal "no branch feature": feature still exists' },
    ]);
  });
});
