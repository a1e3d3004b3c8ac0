import type { Command } from '../../command.ts';
import { awk } from './awk.ts';
import { cat, ls } from './cat-ls.ts';
import { echo, printf } from './echo-printf.ts';
import { cp, mkdir, mktemp, mv, rm, rmdir, touch } from './file-commands.ts';
import { grep } from './grep.ts';
import { head, tail } from './head-tail.ts';
import { sed } from './sed.ts';
import { sort, uniq } from './sort-uniq.ts';
import { basename, clear, dirname, help, seq, sleep } from './terminal-commands.ts';
import { tr } from './tr.ts';
import { wc } from './wc.ts';

/** The terminal's own programs, by name. */
export const UTILITIES: Record<string, Command> = {
  echo,
  printf,
  cat,
  ls,
  mkdir,
  rm,
  rmdir,
  touch,
  mv,
  cp,
  mktemp,
  wc,
  tr,
  head,
  tail,
  grep,
  sed,
  awk,
  sort,
  uniq,
  clear,
  help,
  sleep,
  basename,
  dirname,
  seq,
};
