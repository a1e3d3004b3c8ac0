import type { Builtin } from '../runtime/interpreter.ts';
import type { Io } from '../runtime/shell-io.ts';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Applies `NAME=value` or `NAME` words for `export` and `local`; false after an invalid name. */
function assignEach(builtin: string, args: string[], io: Io, apply: (name: string, value: string | undefined) => void): number {
  let status = 0;
  for (const arg of args) {
    const cut = arg.indexOf('=');
    const name = cut === -1 ? arg : arg.slice(0, cut);
    if (!NAME.test(name)) {
      io.err.write(`bash: ${builtin}: \`${arg}': not a valid identifier\n`);
      status = 1;
    } else apply(name, cut === -1 ? undefined : arg.slice(cut + 1));
  }
  return status;
}

export const exportBuiltin: Builtin = (shell, args, io) => {
  const names = args.filter((arg) => arg !== '-p' && arg !== '--');
  if (names.length === 0) {
    const lines = [...shell.state.vars]
      .filter(([, variable]) => variable.exported)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, variable]) => `declare -x ${name}="${variable.value.replace(/["\\$`]/g, '\\$&')}"\n`);
    io.out.write(lines.join(''));
    return 0;
  }
  return assignEach('export', names, io, (name, value) => shell.state.set(name, value ?? shell.state.get(name) ?? '', true));
};

export const local: Builtin = (shell, args, io) => {
  if (shell.state.frames.length === 0) {
    io.err.write('bash: local: can only be used in a function\n');
    return 1;
  }
  return assignEach('local', args, io, (name, value) => {
    shell.state.makeLocal(name);
    shell.state.set(name, value ?? '');
  });
};

export const unset: Builtin = (shell, args) => {
  const functions = args[0] === '-f';
  for (const name of args.filter((arg) => !arg.startsWith('-'))) {
    if (functions) shell.state.functions.delete(name);
    else shell.state.vars.delete(name);
  }
  return 0;
};

export const shift: Builtin = (shell, args, io) => {
  const count = Number(args[0] ?? '1');
  if (!Number.isInteger(count) || count < 0) {
    io.err.write(`bash: shift: ${args[0]}: numeric argument required\n`);
    return 1;
  }
  if (count > shell.state.positional.length) return 1;
  shell.state.positional = shell.state.positional.slice(count);
  return 0;
};

/** `set -- args` replaces the arguments; options such as `-e` are accepted and have no effect here. */
export const set: Builtin = (shell, args) => {
  const cut = args.indexOf('--');
  if (cut !== -1) shell.state.positional = args.slice(cut + 1);
  else if (args.length > 0 && !/^[-+]/.test(args[0]!)) shell.state.positional = [...args];
  return 0;
};
