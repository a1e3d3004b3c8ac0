import { describe, expect, it } from 'vitest';
import type { History } from '../../../shared/git-terminal/git/read-history.ts';
import { checkGoals, parseGoal, type RepositoryView } from '../../../shared/git-terminal/repository-goals.ts';

// main: a - b - m (a merge of f), feature/pricing: f (from a); origin/main at b; tag v1 at a.
const HISTORY: History = {
  commits: [
    { id: 'm', parents: ['b', 'f'], subject: "Merge branch 'feature/pricing'", time: 4 },
    { id: 'f', parents: ['a'], subject: 'Add pricing', time: 3 },
    { id: 'b', parents: ['a'], subject: 'Add about page', time: 2 },
    { id: 'a', parents: [], subject: 'Add home page', time: 1 },
  ],
  refs: [
    { name: 'main', kind: 'branch', target: 'm' },
    { name: 'feature/pricing', kind: 'branch', target: 'f' },
    { name: 'origin/main', kind: 'remote', target: 'b' },
    { name: 'v1', kind: 'tag', target: 'a' },
  ],
  head: { branch: 'main', commit: 'm' },
};

const FILES: Record<string, string> = {
  'pricing.html': 'Team plan: 8\n',
  'main:pricing.html': 'Team plan: 8\n',
  'main:notes.txt': 'one\ntwo\n',
};
const view: RepositoryView = {
  history: HISTORY,
  clean: false,
  readFile: (path) => FILES[path],
  show: (spec) => FILES[spec],
  config: (key) => (key === 'user.email' ? 'ada@example.com' : undefined),
};
const here = (path: string | undefined) => (path === undefined ? view : undefined);
const check = (...lines: string[]) => checkGoals(lines, here).map(({ met, instead }) => (met ? 'met' : instead));

describe('parseGoal', () => {
  it('reads each form, and a form after "in PATH: "', () => {
    expect(parseGoal('on branch main')).toEqual({ kind: 'on-branch', name: 'main' });
    expect(parseGoal('main has no merge commits')).toEqual({ kind: 'commit-count', rev: 'main', count: 0, merges: true });
    expect(parseGoal('main has commit "Revert "Raise prices""')).toMatchObject({ subject: 'Revert "Raise prices"', present: true });
    expect(parseGoal('main:notes.txt reads "one\\ntwo"')).toEqual({
      kind: 'committed-file',
      spec: 'main:notes.txt',
      text: 'one\ntwo',
      present: true,
    });
    expect(parseGoal('in ../shop.git: tag v1 exists')).toEqual({ kind: 'tag-exists', name: 'v1', in: '../shop.git' });
  });

  it('names the forms it knows when a line is none of them', () => {
    const parsed = parseGoal('main is merged');
    expect(parsed).toHaveProperty('error');
    expect((parsed as { error: string }).error).toContain('"main is merged" is not a goal this terminal can check');
    expect((parsed as { error: string }).error).toContain('"REV is merged into REV"');
  });
});

describe('checkGoals', () => {
  it('says which facts hold', () => {
    expect(
      check(
        'on branch main',
        'branch feature/pricing exists',
        'no branch feature/search',
        'tag v1 exists',
        'main has commit "Add pricing"',
        'origin/main lacks commit "Add pricing"',
        'main has 4 commits',
        'main has 1 merge commit',
        'feature/pricing is merged into main',
        'file pricing.html reads "Team plan: 8"',
        'main has file pricing.html',
        'main lacks file index.html',
        'main:notes.txt reads "one\\ntwo"',
        'config user.email is "ada@example.com"',
      ),
    ).toEqual(Array(14).fill('met'));
  });

  it('says what is true instead of each fact that does not hold', () => {
    expect(
      check(
        'on branch feature/pricing',
        'no branch main',
        'origin/main has commit "Add pricing"',
        'origin/main has 1 commit',
        'main has no merge commits',
        'main is merged into feature/pricing',
        'main is at origin/main',
        'working tree clean',
        'file pricing.html reads "Team plan: 9"',
        'main has file index.html',
        'main lacks file pricing.html',
        'config user.name is "Ada"',
        'topic is at main',
      ),
    ).toEqual([
      'you are on main',
      'main still exists',
      'origin/main has no commit "Add pricing"',
      'origin/main has 2 commits',
      'main has 1 merge commit',
      "feature/pricing does not contain main's last commit",
      'main and origin/main point at different commits',
      'there are changes not committed (git status)',
      'pricing.html reads "Team plan: 8"',
      'main has no file index.html',
      'main still has pricing.html',
      'user.name is not set',
      'there is no topic',
    ]);
  });

  it('fails every fact where there is no repository', () => {
    expect(checkGoals(['working tree clean', 'in ../shop.git: tag v1 exists'], () => undefined)).toEqual([
      { goal: 'working tree clean', met: false, instead: 'no repository here' },
      { goal: 'in ../shop.git: tag v1 exists', met: false, instead: 'no repository at ../shop.git' },
    ]);
  });
});
