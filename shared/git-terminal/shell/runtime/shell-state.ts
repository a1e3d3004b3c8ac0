import type { CommandNode } from '../syntax/ast.ts';
import { StopSignal } from './control-flow.ts';
import { OUTPUT_LIMIT } from './shell-io.ts';

export interface Variable {
  value: string;
  exported: boolean;
}

/** Everything a subshell copies from its parent: variables, functions, arguments and the working folder. */
export class ShellState {
  vars = new Map<string, Variable>();
  functions = new Map<string, CommandNode>();
  positional: string[] = [];
  cwd = '/';
  /** `$0`: the shell's name, or the script's. */
  name = 'bash';
  /** `$?`. */
  status = 0;
  /** For each running function, the variables its `local` commands replaced, to put back when it returns. */
  frames: Map<string, Variable | undefined>[] = [];

  clone(): ShellState {
    const copy = new ShellState();
    for (const [name, variable] of this.vars) copy.vars.set(name, { ...variable });
    copy.functions = new Map(this.functions);
    copy.positional = [...this.positional];
    copy.cwd = this.cwd;
    copy.name = this.name;
    copy.status = this.status;
    copy.frames = this.frames.map((frame) => new Map(frame));
    return copy;
  }

  get(name: string): string | undefined {
    return this.vars.get(name)?.value;
  }

  set(name: string, value: string, exported = false): void {
    if (value.length > OUTPUT_LIMIT) throw new StopSignal(`the variable ${name} passed 1 MB`, 1);
    const variable = this.vars.get(name);
    this.vars.set(name, { value, exported: exported || (variable?.exported ?? false) });
  }

  /** Makes a variable local to the running function; false outside functions. */
  makeLocal(name: string): boolean {
    const frame = this.frames.at(-1);
    if (frame === undefined) return false;
    if (!frame.has(name)) frame.set(name, this.vars.get(name));
    return true;
  }

  /** The environment programs see: the exported variables. */
  environment(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const [name, variable] of this.vars) if (variable.exported) env[name] = variable.value;
    return env;
  }
}
