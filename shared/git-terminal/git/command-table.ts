import type { GitCommand } from './session.ts';
import { add } from './commands/git-add.ts';
import { branch } from './commands/git-branch.ts';
import { catFile } from './commands/git-cat-file.ts';
import { commit } from './commands/git-commit.ts';
import { config } from './commands/git-config.ts';
import { diff } from './commands/git-diff.ts';
import { init } from './commands/git-init.ts';
import { log } from './commands/git-log.ts';
import { reflog } from './commands/git-reflog.ts';
import { reset } from './commands/git-reset.ts';
import { restore } from './commands/git-restore.ts';
import { revList } from './commands/git-rev-list.ts';
import { rm } from './commands/git-rm.ts';
import { show } from './commands/git-show.ts';
import { status } from './commands/git-status.ts';
import { checkout, switchCommand } from './commands/git-switch.ts';

/** The subcommands this terminal's Git knows, by name. */
export const commands: Record<string, GitCommand | undefined> = {
  add,
  branch,
  'cat-file': catFile,
  checkout,
  commit,
  config,
  diff,
  init,
  log,
  reflog,
  reset,
  restore,
  'rev-list': revList,
  rm,
  show,
  status,
  switch: switchCommand,
};
