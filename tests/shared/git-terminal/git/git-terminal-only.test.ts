// What the recorded fixtures cannot show: the terminal's own messages where real Git would open an editor or
// run a command this terminal leaves out, and the commit-graph snapshot.
import { describe, expect, it } from 'vitest';
import { git } from '../../../../shared/git-terminal/git/git-command.ts';
import { readHistory } from '../../../../shared/git-terminal/git/read-history.ts';
import { MemoryFs } from '../../../../shared/git-terminal/memory-fs.ts';

function terminal() {
  const fs = new MemoryFs();
  fs.mkdir('/home/reader/repo', { recursive: true });
  let clock = 1_700_000_000_000;
  const run = (line: string, env: Record<string, string> = {}) =>
    git({ args: line.split(' '), stdin: '', cwd: '/home/reader/repo', env, fs, now: () => (clock += 60_000) });
  return { fs, run };
}

function repoWithCommits() {
  const t = terminal();
  t.run('init -q -b main');
  t.run('config user.name Ada');
  t.run('config user.email ada@example.com');
  t.fs.writeFile('/home/reader/repo/a.txt', 'one\n');
  t.run('add a.txt');
  t.run('commit -q -m one');
  t.run('switch -q -c topic');
  t.fs.writeFile('/home/reader/repo/a.txt', 'two\n');
  t.run('commit -q -am two');
  t.run('tag -a v1 -m release');
  return t;
}

describe('git in the terminal', () => {
  it('lists the commands it knows for git help and git --help', () => {
    const { run } = terminal();
    for (const line of ['help', '--help']) {
      const { stdout, code } = run(line);
      expect(code).toBe(0);
      expect(stdout).toContain("The commands this terminal's Git knows");
      expect(stdout).toContain(' merge pull push rebase ');
    }
  });

  it('says plainly what it does not support', () => {
    const { run } = terminal();
    expect(run('bisect start')).toEqual({
      stdout: '',
      stderr: "git: 'bisect' is not supported in this terminal; see the Git notes for what it does\n",
      code: 1,
    });
  });

  it('asks for GIT_SEQUENCE_EDITOR=true instead of opening an editor for rebase -i', () => {
    const { run } = repoWithCommits();
    const result = run('rebase -i main');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('GIT_SEQUENCE_EDITOR=true git rebase -i --autosquash');
    expect(run('rebase -q -i --autosquash main', { GIT_SEQUENCE_EDITOR: 'true' }).code).toBe(0);
  });

  it('asks for -m instead of opening an editor for commit', () => {
    const { run, fs } = repoWithCommits();
    fs.writeFile('/home/reader/repo/b.txt', 'b\n');
    run('add b.txt');
    expect(run('commit')).toMatchObject({ code: 1, stderr: expect.stringContaining('git commit -m') });
  });

  it('fails like Git without an identity', () => {
    const { run, fs } = terminal();
    run('init -q -b main');
    fs.writeFile('/home/reader/repo/a.txt', 'a\n');
    run('add a.txt');
    const result = run('commit -m first');
    expect(result.code).toBe(128);
    expect(result.stderr).toMatch(/^Author identity unknown\n/);
  });

  it('snapshots the history for the commit graph', () => {
    const { fs } = repoWithCommits();
    const history = readHistory(fs, '/home/reader/repo')!;
    expect(history.commits.map((commit) => commit.subject)).toEqual(['two', 'one']);
    expect(history.commits[0]!.parents).toEqual([history.commits[1]!.id]);
    expect(history.refs.map((ref) => [ref.name, ref.kind])).toEqual([
      ['main', 'branch'],
      ['topic', 'branch'],
      ['v1', 'tag'],
    ]);
    expect(history.refs[2]!.target).toBe(history.commits[0]!.id);
    expect(history.head).toEqual({ branch: 'topic', commit: history.commits[0]!.id });
    expect(readHistory(fs, '/home')).toBeUndefined();
  });
});
