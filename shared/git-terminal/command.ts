import type { MemoryFs } from './memory-fs.ts';

/** What a program run by the terminal's shell gets: its words, its input and the machine's state. */
export interface CommandContext {
  /** The words after the command's name, already expanded by the shell. */
  args: string[];
  stdin: string;
  /** The absolute working folder. */
  cwd: string;
  /** The exported variables, including one-command prefixes such as `GIT_SEQUENCE_EDITOR=true git ...`. */
  env: Readonly<Record<string, string>>;
  fs: MemoryFs;
  /** The clock, in milliseconds since 1970; tests pass a fixed one. */
  now: () => number;
}

export interface CommandResult {
  stdout: string;
  stderr: string;
  /** The exit status: 0 is success. */
  code: number;
}

/** A program such as `git` or `wc`: it runs to the end synchronously and reports what it printed. */
export type Command = (context: CommandContext) => CommandResult;
