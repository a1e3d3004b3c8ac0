import type { Command } from '../command.ts';
import type { MemoryFs } from '../memory-fs.ts';
import { BUILTINS } from './builtins/builtin-table.ts';
import { ExitSignal, StopSignal } from './runtime/control-flow.ts';
import { Shell } from './runtime/interpreter.ts';
import { Input, OUTPUT_LIMIT, type Sink } from './runtime/shell-io.ts';
import { ShellState } from './runtime/shell-state.ts';
import { ShellParser } from './syntax/shell-parser.ts';
import { ShellSyntaxError } from './syntax/syntax-error.ts';
import { UNAVAILABLE } from './utilities/unavailable.ts';
import { UTILITIES } from './utilities/utility-table.ts';

export type Stream = 'stdout' | 'stderr';

export interface ShellSessionOptions {
  fs: MemoryFs;
  /** Programs such as `git`, which take precedence over the terminal's own utilities. */
  commands: Record<string, Command>;
  now?: () => number;
  /** The starting folder, created if missing. */
  cwd?: string;
  env?: Record<string, string>;
  /** How long one `run` may take before it is stopped. */
  timeLimitMs?: number;
}

const HOME = '/home/reader';

/** True when typed input needs more lines: an open quote, `if` without `fi`, a trailing `&&`, `|` or `\`. */
export function isIncomplete(script: string): boolean {
  const parser = new ShellParser(script);
  try {
    while (parser.nextLine() !== undefined);
    return parser.lexer.heredocOpen;
  } catch (error) {
    return error instanceof ShellSyntaxError && error.incomplete;
  }
}

/** One terminal's shell: its variables, functions and working folder last from one `run` to the next. */
export class ShellSession {
  private readonly state = new ShellState();
  private readonly fs: MemoryFs;
  private readonly commands: Record<string, Command>;
  private readonly now: () => number;
  private readonly timeLimitMs: number;

  constructor(options: ShellSessionOptions) {
    this.fs = options.fs;
    this.commands = { ...UTILITIES, ...options.commands };
    this.now = options.now ?? Date.now;
    this.timeLimitMs = options.timeLimitMs ?? 2000;
    const cwd = options.cwd ?? HOME;
    this.fs.mkdir(cwd, { recursive: true });
    this.fs.mkdir(HOME, { recursive: true });
    this.fs.mkdir('/tmp', { recursive: true });
    this.state.cwd = cwd;
    const env = {
      HOME,
      USER: 'reader',
      LOGNAME: 'reader',
      SHELL: '/bin/bash',
      PATH: '/usr/local/bin:/usr/bin:/bin',
      PWD: cwd,
      ...options.env,
    };
    for (const [name, value] of Object.entries(env)) this.state.set(name, value, true);
  }

  get cwd(): string {
    return this.state.cwd;
  }

  /** Runs a script (one line typed, or a whole sample); output is written in order as produced. Returns the exit status. */
  run(script: string, write: (stream: Stream, text: string) => void): number {
    const clock = () => performance.now();
    const shell = new Shell(this.state, {
      fs: this.fs,
      builtins: BUILTINS,
      commands: this.commands,
      unavailable: UNAVAILABLE,
      now: this.now,
      clock,
      deadline: clock() + this.timeLimitMs,
      timeLimitMs: this.timeLimitMs,
      depth: 0,
    });
    let written = 0;
    const terminal = (stream: Stream): Sink => ({
      write(text) {
        if (text === '') return;
        written += text.length;
        if (written > OUTPUT_LIMIT) throw new StopSignal('the output passed 1 MB', 1);
        write(stream, text);
      },
    });
    const io = { input: new Input(''), out: terminal('stdout'), err: terminal('stderr') };
    const parser = new ShellParser(script);
    let status = this.state.status;
    try {
      for (let line = parser.nextLine(); line !== undefined; line = parser.nextLine()) status = shell.runList(line, io);
    } catch (error) {
      status = this.report(error, (text) => write('stderr', text));
    }
    this.state.status = status;
    return status;
  }

  /** The status and message of whatever ended a run early. */
  private report(error: unknown, write: (text: string) => void): number {
    if (error instanceof ExitSignal) return error.status;
    if (error instanceof ShellSyntaxError) {
      write(`bash: ${error.message}\n`);
      return 2;
    }
    if (error instanceof StopSignal) {
      write(`bash: stopped: ${error.message}\n`);
      return error.status;
    }
    // A stack overflow from very deep nesting, or a bug: reported, never thrown at the page.
    write(`bash: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
