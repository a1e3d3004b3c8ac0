import type { Builtin, Shell } from '../runtime/interpreter.ts';

type Kind = 'function' | 'builtin' | 'file' | undefined;

function kindOf(shell: Shell, name: string): Kind {
  if (shell.state.functions.has(name)) return 'function';
  if (Object.hasOwn(shell.runtime.builtins, name)) return 'builtin';
  return Object.hasOwn(shell.runtime.commands, name) ? 'file' : undefined;
}

export const type: Builtin = (shell, args, io) => {
  let status = 0;
  for (const name of args) {
    const kind = kindOf(shell, name);
    if (kind === 'function') io.out.write(`${name} is a function\n`);
    else if (kind === 'builtin') io.out.write(`${name} is a shell builtin\n`);
    else if (kind === 'file') io.out.write(`${name} is /usr/bin/${name}\n`);
    else {
      io.err.write(`bash: type: ${name}: not found\n`);
      status = 1;
    }
  }
  return status;
};

/** `command -v name` says where a command is; `command name args` runs it. */
export const command: Builtin = (shell, args, io) => {
  if (args[0] !== '-v') return args[0] === undefined ? 0 : shell.dispatch(args[0], args.slice(1), io);
  let found = false;
  for (const name of args.slice(1)) {
    const kind = kindOf(shell, name);
    if (kind) io.out.write(kind === 'file' ? `/usr/bin/${name}\n` : `${name}\n`);
    found ||= kind !== undefined;
  }
  return found ? 0 : 1;
};

export const which: Builtin = (shell, args, io) => {
  let status = 0;
  for (const name of args) {
    if (Object.hasOwn(shell.runtime.commands, name)) io.out.write(`/usr/bin/${name}\n`);
    else status = 1;
  }
  return status;
};
