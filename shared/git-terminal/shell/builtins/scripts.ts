import { resolvePath } from '../../memory-fs.ts';
import { ExitSignal, ReturnSignal } from '../runtime/control-flow.ts';
import type { Builtin, Shell } from '../runtime/interpreter.ts';
import { Input, type Io } from '../runtime/shell-io.ts';
import { ShellParser } from '../syntax/shell-parser.ts';
import { ShellSyntaxError } from '../syntax/syntax-error.ts';

/** Parses and runs a script line by line in `shell`, as `eval`, `source` and `bash file` do. */
function runSource(shell: Shell, source: string, io: Io): number {
  const parser = new ShellParser(source);
  let status = 0;
  try {
    for (let line = parser.nextLine(); line !== undefined; line = parser.nextLine()) status = shell.runList(line, io);
  } catch (error) {
    if (!(error instanceof ShellSyntaxError)) throw error;
    io.err.write(`bash: ${error.message}\n`);
    return 2;
  }
  return status;
}

/** A script file's text, or undefined after reporting it missing. */
function readScript(shell: Shell, name: string, io: Io, prefix: string): string | undefined {
  const path = resolvePath(shell.state.cwd, name);
  if (shell.fs.isFile(path)) return shell.fs.readFile(path);
  io.err.write(`${prefix}${name}: ${shell.fs.isDir(path) ? 'Is a directory' : 'No such file or directory'}\n`);
  return undefined;
}

export const evalBuiltin: Builtin = (shell, args, io) => runSource(shell, args.join(' '), io);

export const source: Builtin = (shell, args, io) => {
  if (args[0] === undefined) {
    io.err.write('bash: source: filename argument required\n');
    return 2;
  }
  const text = readScript(shell, args[0], io, 'bash: ');
  if (text === undefined) return 1;
  const positional = shell.state.positional;
  if (args.length > 1) shell.state.positional = args.slice(1);
  try {
    return runSource(shell, text, io);
  } catch (signal) {
    if (signal instanceof ReturnSignal) return signal.status;
    throw signal;
  } finally {
    shell.state.positional = positional;
  }
};

/** `bash -c 'script' [name args]`, `bash file [args]`, or a script piped into `bash`, run in a child shell. */
export const bash: Builtin = (shell, args, io) => {
  let text: string | undefined;
  let positional: string[];
  let name = 'bash';
  if (args[0] === '-c') {
    if (args[1] === undefined) {
      io.err.write('bash: -c: option requires an argument\n');
      return 2;
    }
    text = args[1];
    name = args[2] ?? name;
    positional = args.slice(3);
  } else if (args[0] !== undefined) {
    text = readScript(shell, args[0], io, 'bash: ');
    if (text === undefined) return 127;
    name = args[0];
    positional = args.slice(1);
  } else {
    text = io.input.takeAll();
    positional = [];
  }
  const child = shell.fork();
  child.state.positional = positional;
  child.state.name = name;
  child.state.frames = [];
  child.state.functions.clear();
  // A new bash sees only the environment: exported variables.
  for (const [name, variable] of child.state.vars) if (!variable.exported) child.state.vars.delete(name);
  try {
    return runSource(child, text, { ...io, input: args[0] === undefined ? new Input('') : io.input });
  } catch (signal) {
    if (signal instanceof ExitSignal) return signal.status;
    throw signal;
  }
};
