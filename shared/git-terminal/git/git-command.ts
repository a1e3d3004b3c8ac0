import type { Command, CommandResult } from '../command.ts';
import { GitExit, unsupported } from './git-error.ts';
import { canonicalKey } from './repo/config-file.ts';
import { resolvePath } from '../memory-fs.ts';
import type { Session } from './session.ts';
import { commands } from './command-table.ts';

/** Real Git commands this terminal leaves out: they get the "not supported" line rather than "not a git command". */
const OTHER_GIT_COMMANDS = new Set(
  'am apply archive bisect blame bundle citool clean describe difftool format-patch fsck gc gitk grep gui instaweb maintenance mergetool mv notes range-diff rerere shortlog sparse-checkout submodule whatchanged worktree send-email request-pull filter-branch replace bugreport credential hash-object ls-files ls-tree merge-base name-rev rev-parse symbolic-ref update-ref write-tree read-tree commit-tree update-index verify-commit verify-tag'.split(
    ' ',
  ),
);

const USAGE = `usage: git [-C <path>] [-c <name>=<value>] <command> [<args>]\n`;

/** Runs one git command line in the terminal's file system; every failure becomes Git's message and status. */
export const git: Command = (context): CommandResult => {
  const session: Session = { fs: context.fs, cwd: context.cwd, env: context.env, now: context.now, overrides: [], out: [], err: [] };
  let code: number;
  try {
    code = run(session, [...context.args]);
  } catch (error) {
    if (error instanceof GitExit) {
      session.err.push(error.text);
      code = error.code;
    } else {
      session.err.push(`fatal: ${error instanceof Error ? error.message : String(error)}\n`);
      code = 128;
    }
  }
  return { stdout: session.out.join(''), stderr: session.err.join(''), code };
};

function run(session: Session, args: string[]): number {
  while (args[0]?.startsWith('-')) {
    const option = args.shift()!;
    if (option === '-C') {
      const dir = args.shift();
      if (dir === undefined) throw new GitExit(`error: no directory given for '-C' option\n\n${USAGE}`, 129);
      const path = resolvePath(session.cwd, dir);
      if (!session.fs.isDir(path)) throw new GitExit(`fatal: cannot change to '${dir}': No such file or directory\n`, 128);
      session.cwd = path;
    } else if (option === '-c') {
      const setting = args.shift() ?? '';
      const eq = setting.indexOf('=');
      const key = eq < 0 ? setting : setting.slice(0, eq);
      session.overrides.push({ key: canonicalKey(key), value: eq < 0 ? 'true' : setting.slice(eq + 1) });
    } else if (option === '--version') {
      session.out.push('git version 2.39.5\n');
      return 0;
    } else if (option === '--help') {
      args.unshift('help');
    } else throw new GitExit(`unknown option: ${option}\n${USAGE}`, 129);
  }
  const name = args.shift();
  if (name === undefined) throw new GitExit(USAGE, 1);
  if (name === 'help') {
    session.out.push(
      `${USAGE}\nThe commands this terminal's Git knows (the Git notes show their options):\n${Object.keys(commands).sort().join(' ')}\n`,
    );
    return 0;
  }
  const command = commands[name];
  if (command === undefined) {
    if (OTHER_GIT_COMMANDS.has(name)) throw unsupported(name);
    throw new GitExit(`git: '${name}' is not a git command. See 'git --help'.\n`, 1);
  }
  return command(session, args);
}
