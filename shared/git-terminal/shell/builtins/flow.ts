import { ExitSignal, LoopSignal, ReturnSignal } from '../runtime/control-flow.ts';
import type { Builtin } from '../runtime/interpreter.ts';
import type { Io } from '../runtime/shell-io.ts';

/** The optional number of `exit`, `return`, `break`; undefined after reporting a bad one. */
function statusArgument(builtin: string, arg: string | undefined, fallback: number, io: Io): number | undefined {
  if (arg === undefined) return fallback;
  if (/^[-+]?\d+$/.test(arg)) return ((Number(arg) % 256) + 256) % 256;
  io.err.write(`bash: ${builtin}: ${arg}: numeric argument required\n`);
  return undefined;
}

export const exit: Builtin = (shell, args, io) => {
  throw new ExitSignal(statusArgument('exit', args[0], shell.state.status, io) ?? 2);
};

export const returnBuiltin: Builtin = (shell, args, io) => {
  if (shell.state.frames.length === 0) {
    io.err.write("bash: return: can only `return' from a function or sourced script\n");
    return 1;
  }
  throw new ReturnSignal(statusArgument('return', args[0], shell.state.status, io) ?? 2);
};

function loopBuiltin(kind: 'break' | 'continue'): Builtin {
  return (shell, args, io) => {
    if (shell.loopDepth === 0) {
      io.err.write(`bash: ${kind}: only meaningful in a \`for', \`while', or \`until' loop\n`);
      return 0;
    }
    const levels = Number(args[0] ?? '1');
    if (!Number.isInteger(levels) || levels < 1) {
      io.err.write(`bash: ${kind}: ${args[0]}: loop count out of range\n`);
      return 1;
    }
    throw new LoopSignal(kind, Math.min(levels, shell.loopDepth));
  };
}

export const breakBuiltin = loopBuiltin('break');
export const continueBuiltin = loopBuiltin('continue');
