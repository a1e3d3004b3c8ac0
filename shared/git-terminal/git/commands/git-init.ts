import { resolvePath } from '../../memory-fs.ts';
import { GitExit } from '../git-error.ts';
import { setConfigValue } from '../repo/config-file.ts';
import type { GitCommand, Session } from '../session.ts';
import { configValue } from '../session.ts';

const EXCLUDE = `# git ls-files --others --exclude-from=.git/info/exclude
# Lines that start with '#' are comments.
# For a project mostly in C, the following would be a good set of
# exclude patterns (uncomment them if you want to use them):
# *.[oa]
# *~
`;

const MASTER_HINT = `hint: Using 'master' as the name for the initial branch. This default branch name
hint: is subject to change. To configure the initial branch name to use in all
hint: of your new repositories, which will suppress this warning, call:
hint: 
hint: \tgit config --global init.defaultBranch <name>
hint: 
hint: Names commonly chosen instead of 'master' are 'main', 'trunk' and
hint: 'development'. The just-created branch can be renamed via this command:
hint: 
hint: \tgit branch -m <name>
`;

/** Lays out an empty repository at `gitDir`, as `git init` does; returns whether it already existed. */
export function createRepository(session: Session, gitDir: string, options: { bare: boolean; branch: string | undefined }): boolean {
  const { fs } = session;
  const existed = fs.isFile(`${gitDir}/HEAD`);
  for (const dir of ['hooks', 'info', 'objects/info', 'objects/pack', 'refs/heads', 'refs/tags'])
    fs.mkdir(`${gitDir}/${dir}`, { recursive: true });
  if (existed) return true;
  const branch = options.branch ?? configValue(session, undefined, 'init.defaultBranch');
  if (branch === undefined) session.err.push(MASTER_HINT);
  fs.writeFile(`${gitDir}/HEAD`, `ref: refs/heads/${branch ?? 'master'}\n`);
  fs.writeFile(`${gitDir}/description`, "Unnamed repository; edit this file 'description' to name the repository.\n");
  fs.writeFile(`${gitDir}/info/exclude`, EXCLUDE);
  const config = `${gitDir}/config`;
  setConfigValue(fs, config, 'core.repositoryformatversion', '0');
  setConfigValue(fs, config, 'core.filemode', 'true');
  setConfigValue(fs, config, 'core.bare', String(options.bare));
  if (!options.bare) setConfigValue(fs, config, 'core.logallrefupdates', 'true');
  return false;
}

export const init: GitCommand = (session, args) => {
  let quiet = false;
  let bare = false;
  let branch: string | undefined;
  let dir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-q' || arg === '--quiet') quiet = true;
    else if (arg === '--bare') bare = true;
    else if (arg === '-b' || arg === '--initial-branch') branch = args[++i];
    else if (arg.startsWith('--initial-branch=')) branch = arg.slice(17);
    else if (arg.startsWith('-')) throw new GitExit(`error: unknown option \`${arg.replace(/^-+/, '')}'\n`, 129);
    else dir = arg;
  }
  const target = resolvePath(session.cwd, dir ?? '.');
  session.fs.mkdir(target, { recursive: true });
  const gitDir = bare ? target : `${target}/.git`;
  const existed = createRepository(session, gitDir, { bare, branch });
  if (existed && branch !== undefined) session.err.push(`warning: re-init: ignored --initial-branch=${branch}\n`);
  if (!quiet) session.out.push(`${existed ? 'Reinitialized existing' : 'Initialized empty'} Git repository in ${gitDir}/\n`);
  return 0;
};
