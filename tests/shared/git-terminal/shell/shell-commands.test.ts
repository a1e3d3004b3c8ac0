import { describe, expect, it } from 'vitest';
import type { Command, CommandContext } from '../../../../shared/git-terminal/command.ts';
import { newSession, runIn } from './run-shell.ts';

/** A stand-in `git` that records each call and answers the few subcommands the script uses. */
function fakeGit() {
  const calls: { args: string[]; cwd: string; env: Record<string, string>; stdin: string }[] = [];
  const subjects: Record<string, string> = { c1: 'Add skeleton', c2: 'Add header', c3: 'Merge login' };
  const git: Command = (context: CommandContext) => {
    const { args } = context;
    const call = { args, cwd: context.cwd, env: { ...context.env }, stdin: '' };
    calls.push(call);
    if (args[0] === 'hash-object') {
      call.stdin = context.stdin;
      return { stdout: `hash of ${JSON.stringify(call.stdin)}\n`, stderr: '', code: 0 };
    }
    if (args[0] === 'rev-list') return { stdout: 'c3 c2 c1\nc2 c1\nc1\n', stderr: '', code: 0 };
    if (args[0] === 'log') return { stdout: `${subjects[args.at(-1)!] ?? 'Add search box'}\n`, stderr: '', code: 0 };
    if (args[0] === 'branch' && args[1] === '-d')
      return { stdout: '', stderr: `error: the branch '${args[2]}' is not fully merged\n`, code: 1 };
    return { stdout: '', stderr: '', code: 0 };
  };
  return { git, calls };
}

const SAMPLE = `cd "$(mktemp -d)"
git init -q -b main
git config user.name "Ada" && git config user.email "ada@example.com"
for step in skeleton header; do
  echo "$step" >> app.txt
  git add app.txt
done
git rev-list --parents HEAD | while read -r commit parents; do
  count=$(echo $parents | wc -w | tr -d ' ')  # macOS's wc pads the number with spaces
  echo "$(git log -1 --format=%s "$commit"): $count parent(s)"
done
if git branch -d feature/search 2>/dev/null; then echo "deleted"; else echo "refused: not merged"; fi
GIT_SEQUENCE_EDITOR=true git rebase -q -i --autosquash main
echo "hello" | git hash-object --stdin
git log --format=%s main..
cat app.txt
`;

describe('programs passed to the shell', () => {
  it('runs a sample, calling git with expanded words, the folder, the environment and piped input', () => {
    const { git, calls } = fakeGit();
    const { fs, session } = newSession({ git });
    const run = runIn(session, SAMPLE);
    expect(run).toMatchObject({
      stdout:
        'Merge login: 2 parent(s)\nAdd header: 1 parent(s)\nAdd skeleton: 0 parent(s)\nrefused: not merged\nhash of "hello\\n"\nAdd search box\nskeleton\nheader\n',
      stderr: '',
      status: 0,
    });
    const folder = session.cwd;
    expect(folder).toMatch(/^\/tmp\/tmp\.[A-Za-z0-9]{10}$/);
    expect(fs.readFile(`${folder}/app.txt`)).toBe('skeleton\nheader\n');
    expect(calls.map((call) => call.args.join(' '))).toEqual([
      'init -q -b main',
      'config user.name Ada',
      'config user.email ada@example.com',
      'add app.txt',
      'add app.txt',
      'rev-list --parents HEAD',
      'log -1 --format=%s c3',
      'log -1 --format=%s c2',
      'log -1 --format=%s c1',
      'branch -d feature/search',
      'rebase -q -i --autosquash main',
      'hash-object --stdin',
      'log --format=%s main..',
    ]);
    expect(calls.every((call) => call.cwd === folder)).toBe(true);
    const rebase = calls.find((call) => call.args[0] === 'rebase')!;
    expect(rebase.env).toMatchObject({ GIT_SEQUENCE_EDITOR: 'true', HOME: '/home/reader' });
    expect(calls.filter((call) => 'GIT_SEQUENCE_EDITOR' in call.env)).toHaveLength(1);
    expect(calls.find((call) => call.args[0] === 'hash-object')!.stdin).toBe('hello\n');
  });

  it('passes exported variables only, and lets a caller program replace a utility', () => {
    const seen: Record<string, string>[] = [];
    const env: Command = (context) => {
      seen.push({ ...context.env });
      return { stdout: 'mine\n', stderr: '', code: 0 };
    };
    const { session } = newSession({ env, ls: env });
    expect(runIn(session, 'export SHOWN=1; HIDDEN=2; env; ls').stdout).toBe('mine\nmine\n');
    expect(seen[0]).toMatchObject({ SHOWN: '1' });
    expect(seen[0]).not.toHaveProperty('HIDDEN');
  });

  it('reports a program that throws as an error of that program', () => {
    const broken: Command = () => {
      throw new Error('boom');
    };
    const { session } = newSession({ broken });
    expect(runIn(session, 'broken; echo "status $?"')).toMatchObject({ stdout: 'status 1\n', stderr: 'broken: Error: boom\n' });
  });
});
