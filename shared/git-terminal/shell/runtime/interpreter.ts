import type { Command, CommandContext } from '../../command.ts';
import { FsError, resolvePath, type MemoryFs } from '../../memory-fs.ts';
import type { AndOr, CommandNode, List, Pipeline, Redirect } from '../syntax/ast.ts';
import { CommandError, ExitSignal, LoopSignal, ReturnSignal, StopSignal } from './control-flow.ts';
import { Expander } from './expand-word.ts';
import { matchesPattern } from './glob.ts';
import { BufferSink, Input, type Io, type Sink } from './shell-io.ts';
import type { ShellState } from './shell-state.ts';

/** A command that needs the shell itself: `cd`, `export`, `read`... */
export type Builtin = (shell: Shell, args: string[], io: Io) => number;

/** What every subshell of one run shares. */
export interface Runtime {
  fs: MemoryFs;
  builtins: Record<string, Builtin>;
  /** The caller's programs (`git`), then the terminal's own utilities. */
  commands: Record<string, Command>;
  /** Programs the terminal lacks on purpose, with the line each prints. */
  unavailable: Record<string, string>;
  now: () => number;
  /** The wall clock for the time limit, in milliseconds. */
  clock: () => number;
  deadline: number;
  timeLimitMs: number;
  /** Function calls in progress, against runaway recursion. */
  depth: number;
}

const MAX_DEPTH = 200;
const NULL_SINK: Sink = { write: () => undefined };

/** Writes straight into a file of the in-memory file system. */
class FileSink implements Sink {
  constructor(
    private readonly fs: MemoryFs,
    private readonly path: string,
  ) {}

  write(text: string): void {
    this.fs.appendFile(this.path, text);
  }
}

/** Walks the syntax tree: one instance per (sub)shell, sharing the runtime. */
export class Shell {
  /** The status of the last `$( ... )` of the current command, which a bare assignment returns. */
  private substitutionStatus = 0;
  /** Loops running in this shell, for `break` and `continue`. */
  loopDepth = 0;

  constructor(
    readonly state: ShellState,
    readonly runtime: Runtime,
  ) {}

  get fs(): MemoryFs {
    return this.runtime.fs;
  }

  fork(): Shell {
    return new Shell(this.state.clone(), this.runtime);
  }

  /** Stops the run once it has used its time; called in every loop iteration, function call and command. */
  tick(): void {
    if (this.runtime.clock() > this.runtime.deadline)
      throw new StopSignal(`the command ran longer than ${this.runtime.timeLimitMs / 1000} seconds`, 124);
  }

  runList(list: List, io: Io): number {
    let status = this.state.status;
    for (const andOr of list) status = this.runAndOr(andOr, io);
    return status;
  }

  /** Runs a list in a copy of this shell, as `( ... )`, pipes and `$( ... )` do. */
  runSubshell(list: List, io: Io): number {
    const child = this.fork();
    try {
      return child.runList(list, io);
    } catch (signal) {
      if (signal instanceof ExitSignal) return signal.status;
      if (signal instanceof ReturnSignal) return signal.status;
      throw signal;
    }
  }

  private runAndOr(andOr: AndOr, io: Io): number {
    let status = this.runPipeline(andOr.first, io);
    for (const { op, pipeline } of andOr.rest) if ((op === '&&') === (status === 0)) status = this.runPipeline(pipeline, io);
    return status;
  }

  private runPipeline(pipeline: Pipeline, io: Io): number {
    let status: number;
    if (pipeline.commands.length === 1) status = this.runCommand(pipeline.commands[0]!, io);
    else {
      let input = io.input;
      status = 0;
      pipeline.commands.forEach((command, index) => {
        const last = index === pipeline.commands.length - 1;
        const sink = last ? io.out : new BufferSink();
        status = this.runSubshell([{ first: { negate: false, commands: [command] }, rest: [] }], { input, out: sink, err: io.err });
        if (sink instanceof BufferSink) input = new Input(sink.text);
      });
    }
    if (pipeline.negate) status = status === 0 ? 1 : 0;
    this.state.status = status;
    return status;
  }

  expander(io: Io): Expander {
    return new Expander({ state: this.state, fs: this.fs, substitute: (body) => this.substitute(body, io) });
  }

  private substitute(body: List, io: Io): string {
    const sink = new BufferSink();
    this.substitutionStatus = this.runSubshell(body, { input: io.input, out: sink, err: io.err });
    return sink.text;
  }

  runCommand(node: CommandNode, io: Io): number {
    this.tick();
    try {
      if (node.kind === 'simple') return this.runSimple(node, io);
      if (node.kind === 'function') {
        this.state.functions.set(node.name, node.body);
        return 0;
      }
      return this.withRedirects(node.redirects, io, (inner) => this.runCompound(node, inner));
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      io.err.write(`bash: ${error.message}\n`);
      return error.status;
    }
  }

  private runCompound(node: Exclude<CommandNode, { kind: 'simple' | 'function' }>, io: Io): number {
    switch (node.kind) {
      case 'group':
        return this.runList(node.body, io);
      case 'subshell':
        return this.runSubshell(node.body, io);
      case 'if': {
        for (const clause of node.clauses) if (this.runList(clause.condition, io) === 0) return this.runList(clause.body, io);
        return node.otherwise ? this.runList(node.otherwise, io) : 0;
      }
      case 'for': {
        const items = node.items ? this.expander(io).words(node.items) : [...this.state.positional];
        let status = 0;
        for (const item of items) {
          this.tick();
          this.state.set(node.name, item);
          const outcome = this.loopBody(node.body, io);
          status = outcome.status;
          if (outcome.stop) break;
        }
        return status;
      }
      case 'while': {
        let status = 0;
        for (;;) {
          this.tick();
          if ((this.runList(node.condition, io) === 0) === node.until) break;
          const outcome = this.loopBody(node.body, io);
          status = outcome.status;
          if (outcome.stop) break;
        }
        return status;
      }
      case 'case': {
        const expander = this.expander(io);
        const subject = expander.string(node.subject);
        for (const item of node.items)
          if (item.patterns.some((pattern) => matchesPattern(subject, expander.pattern(pattern)))) return this.runList(item.body, io);
        return 0;
      }
    }
  }

  /** One pass of a loop's body; `stop` after `break`. */
  private loopBody(body: List, io: Io): { status: number; stop: boolean } {
    this.loopDepth++;
    try {
      return { status: this.runList(body, io), stop: false };
    } catch (signal) {
      if (!(signal instanceof LoopSignal)) throw signal;
      if (signal.levels > 1) {
        signal.levels--;
        throw signal;
      }
      return { status: 0, stop: signal.kind === 'break' };
    } finally {
      this.loopDepth--;
    }
  }

  private runSimple(node: Extract<CommandNode, { kind: 'simple' }>, io: Io): number {
    this.substitutionStatus = 0;
    const expander = this.expander(io);
    const argv = expander.words(node.words);
    const assignments = node.assignments.map((assignment) => {
      const value = expander.string(assignment.value);
      return { name: assignment.name, value: assignment.append ? (this.state.get(assignment.name) ?? '') + value : value };
    });
    const name = argv[0];
    if (name === undefined) {
      for (const { name: variable, value } of assignments) this.state.set(variable, value);
      const status = this.substitutionStatus;
      return this.withRedirects(node.redirects, io, () => status);
    }
    return this.withRedirects(node.redirects, io, (inner) => {
      const command = this.findCommand(name);
      if (command === undefined) return this.withPrefixes(assignments, () => this.dispatch(name, argv.slice(1), inner));
      const env = { ...this.state.environment() };
      for (const { name: variable, value } of assignments) env[variable] = value;
      return this.runProgram(name, command, argv.slice(1), inner, env);
    });
  }

  /** A caller's program or utility by name, unless a function or builtin of that name comes first. */
  private findCommand(name: string): Command | undefined {
    if (this.state.functions.has(name) || Object.hasOwn(this.runtime.builtins, name)) return undefined;
    return Object.hasOwn(this.runtime.commands, name) ? this.runtime.commands[name] : undefined;
  }

  /** Sets `VAR=value` prefixes for the length of a builtin or function call. */
  private withPrefixes(assignments: { name: string; value: string }[], run: () => number): number {
    const saved = assignments.map(({ name }) => [name, this.state.vars.get(name)] as const);
    for (const { name, value } of assignments) this.state.set(name, value, true);
    try {
      return run();
    } finally {
      for (const [name, variable] of saved.reverse()) {
        if (variable) this.state.vars.set(name, variable);
        else this.state.vars.delete(name);
      }
    }
  }

  /** Runs a function, a builtin, or reports the command missing. */
  dispatch(name: string, args: string[], io: Io): number {
    const body = this.state.functions.get(name);
    if (body) return this.callFunction(name, body, args, io);
    const builtin = Object.hasOwn(this.runtime.builtins, name) ? this.runtime.builtins[name] : undefined;
    if (builtin) return builtin(this, args, io);
    const command = Object.hasOwn(this.runtime.commands, name) ? this.runtime.commands[name] : undefined;
    if (command) return this.runProgram(name, command, args, io, this.state.environment());
    const unavailable = Object.hasOwn(this.runtime.unavailable, name) ? this.runtime.unavailable[name] : undefined;
    if (unavailable) {
      io.err.write(`${unavailable}\n`);
      return 127;
    }
    io.err.write(name.includes('/') ? `bash: ${name}: No such file or directory\n` : `bash: ${name}: command not found\n`);
    return 127;
  }

  private callFunction(name: string, body: CommandNode, args: string[], io: Io): number {
    this.tick();
    if (this.runtime.depth >= MAX_DEPTH) throw new StopSignal(`${name}: maximum function nesting level exceeded (${MAX_DEPTH})`, 1);
    const positional = this.state.positional;
    this.state.positional = args;
    this.state.frames.push(new Map());
    this.runtime.depth++;
    try {
      return this.runCommand(body, io);
    } catch (signal) {
      if (signal instanceof ReturnSignal) return signal.status;
      throw signal;
    } finally {
      this.runtime.depth--;
      this.state.positional = positional;
      for (const [variable, saved] of this.state.frames.pop()!) {
        if (saved) this.state.vars.set(variable, saved);
        else this.state.vars.delete(variable);
      }
    }
  }

  private runProgram(name: string, command: Command, args: string[], io: Io, env: Record<string, string>): number {
    let stdin: string | undefined;
    const input = io.input;
    const context: CommandContext = {
      args,
      // Read on first use only, so a loop's `read` keeps the lines a command left alone.
      get stdin() {
        return (stdin ??= input.takeAll());
      },
      cwd: this.state.cwd,
      env,
      fs: this.fs,
      now: this.runtime.now,
    };
    try {
      const result = command(context);
      io.out.write(result.stdout);
      io.err.write(result.stderr);
      return result.code;
    } catch (error) {
      if (error instanceof StopSignal) throw error;
      io.err.write(error instanceof FsError ? `${name}: ${error.path}: ${error.message}\n` : `${name}: ${String(error)}\n`);
      return 1;
    }
  }

  /** Applies redirections around `run`; a failed one is reported and the command does not run. */
  private withRedirects(redirects: Redirect[], io: Io, run: (io: Io) => number): number {
    if (redirects.length === 0) return run(io);
    const inner: Io = { ...io };
    const expander = this.expander(io);
    for (const redirect of redirects) {
      const target = expander.string(redirect.target);
      try {
        this.redirect(redirect, target, inner);
      } catch (error) {
        if (!(error instanceof FsError)) throw error;
        io.err.write(`bash: ${target}: ${error.message}\n`);
        return 1;
      }
    }
    return run(inner);
  }

  private redirect(redirect: Redirect, target: string, io: Io): void {
    const set = (fd: number, sink: Sink) => {
      if (fd === 1) io.out = sink;
      else if (fd === 2) io.err = sink;
    };
    switch (redirect.op) {
      case '<':
        io.input = new Input(target === '/dev/null' ? '' : this.fs.readFile(resolvePath(this.state.cwd, target)));
        return;
      case '<<<':
        io.input = new Input(`${target}\n`);
        return;
      case '<<':
        io.input = new Input(target);
        return;
      case '<&':
        return;
      case '>&':
        if (/^\d+$/.test(target) || target === '-') {
          set(redirect.fd, target === '1' ? io.out : target === '2' ? io.err : NULL_SINK);
          return;
        }
        set(1, this.fileSink(target, false, io));
        set(2, io.out);
        return;
      case '&>':
      case '&>>': {
        const sink = this.fileSink(target, redirect.op === '&>>', io);
        set(1, sink);
        set(2, sink);
        return;
      }
      default:
        set(redirect.fd, this.fileSink(target, redirect.op === '>>', io));
    }
  }

  private fileSink(target: string, append: boolean, io: Io): Sink {
    if (target === '/dev/null') return NULL_SINK;
    if (target === '/dev/stdout') return io.out;
    if (target === '/dev/stderr') return io.err;
    const path = resolvePath(this.state.cwd, target);
    if (this.fs.isDir(path)) throw new FsError('EISDIR', path);
    if (!append || !this.fs.exists(path)) this.fs.writeFile(path, '');
    return new FileSink(this.fs, path);
  }
}
