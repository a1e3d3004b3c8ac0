import type { GitCommand } from './session.ts';
import { add } from './commands/git-add.ts';
import { branch } from './commands/git-branch.ts';
import { catFile } from './commands/git-cat-file.ts';
import { clone } from './commands/git-clone.ts';
import { commit } from './commands/git-commit.ts';
import { config } from './commands/git-config.ts';
import { diff } from './commands/git-diff.ts';
import { fetch } from './commands/git-fetch.ts';
import { init } from './commands/git-init.ts';
import { log } from './commands/git-log.ts';
import { lsRemote } from './commands/git-ls-remote.ts';
import { merge } from './commands/git-merge.ts';
import { pull } from './commands/git-pull.ts';
import { push } from './commands/git-push.ts';
import { rebase } from './commands/git-rebase.ts';
import { reflog } from './commands/git-reflog.ts';
import { remote } from './commands/git-remote.ts';
import { reset } from './commands/git-reset.ts';
import { restore } from './commands/git-restore.ts';
import { revList } from './commands/git-rev-list.ts';
import { cherryPick, revert } from './commands/git-revert.ts';
import { rm } from './commands/git-rm.ts';
import { show } from './commands/git-show.ts';
import { stash } from './commands/git-stash.ts';
import { status } from './commands/git-status.ts';
import { checkout, switchCommand } from './commands/git-switch.ts';
import { tag } from './commands/git-tag.ts';

/** The subcommands this terminal's Git knows, by name. */
export const commands: Record<string, GitCommand | undefined> = {
  add,
  branch,
  'cat-file': catFile,
  checkout,
  'cherry-pick': cherryPick,
  clone,
  commit,
  config,
  diff,
  fetch,
  init,
  log,
  'ls-remote': lsRemote,
  merge,
  pull,
  push,
  rebase,
  reflog,
  remote,
  reset,
  restore,
  revert,
  'rev-list': revList,
  rm,
  show,
  stash,
  status,
  switch: switchCommand,
  tag,
};
