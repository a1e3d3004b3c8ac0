import type { Builtin } from '../runtime/interpreter.ts';
import { breakBuiltin, continueBuiltin, exit, returnBuiltin } from './flow.ts';
import { command, type, which } from './lookup.ts';
import { cd, pwd } from './cd-pwd.ts';
import { read } from './read.ts';
import { bash, evalBuiltin, source } from './scripts.ts';
import { bracket, test } from './test-builtin.ts';
import { exportBuiltin, local, set, shift, unset } from './variables.ts';

/** The commands that need the shell's own state, by name. */
export const BUILTINS: Record<string, Builtin> = {
  cd,
  pwd,
  export: exportBuiltin,
  local,
  unset,
  shift,
  set,
  read,
  exit,
  return: returnBuiltin,
  break: breakBuiltin,
  continue: continueBuiltin,
  test,
  '[': bracket,
  eval: evalBuiltin,
  source,
  '.': source,
  bash,
  sh: bash,
  type,
  command,
  which,
  true: () => 0,
  false: () => 1,
  ':': () => 0,
};
