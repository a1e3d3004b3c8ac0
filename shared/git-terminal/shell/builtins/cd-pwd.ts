import { resolvePath } from '../../memory-fs.ts';
import type { Builtin } from '../runtime/interpreter.ts';

export const cd: Builtin = (shell, args, io) => {
  const operands = args[0] === '--' || args[0] === '-L' || args[0] === '-P' ? args.slice(1) : args;
  if (operands.length > 1) {
    io.err.write('bash: cd: too many arguments\n');
    return 1;
  }
  const state = shell.state;
  let target = operands[0] ?? state.get('HOME');
  if (target === undefined) {
    io.err.write('bash: cd: HOME not set\n');
    return 1;
  }
  const back = target === '-';
  if (back) {
    target = state.get('OLDPWD');
    if (target === undefined) {
      io.err.write('bash: cd: OLDPWD not set\n');
      return 1;
    }
  }
  const path = resolvePath(state.cwd, target);
  if (!shell.fs.isDir(path)) {
    io.err.write(`bash: cd: ${target}: ${shell.fs.exists(path) ? 'Not a directory' : 'No such file or directory'}\n`);
    return 1;
  }
  state.set('OLDPWD', state.cwd);
  state.set('PWD', path);
  state.cwd = path;
  if (back) io.out.write(`${path}\n`);
  return 0;
};

export const pwd: Builtin = (shell, _args, io) => {
  io.out.write(`${shell.state.cwd}\n`);
  return 0;
};
