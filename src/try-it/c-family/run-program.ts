import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';
import { fitOutput, type Printed } from '../output-limit';

export type Stream = 'stdout' | 'stderr';

export interface ProgramOptions {
  /** What the program reads on standard input; it reads the end of the file after it. */
  stdin?: string;
  /** Each stream's text as the program writes it, up to the output limit (src/try-it/output-limit.ts). */
  onOutput: (text: string, stream: Stream) => void;
}

/** How a program ended: by itself with an exit code, by a trap, or stopped at the output limit. */
export interface ProgramEnd {
  /** The exit code, when it returned from main or called exit(). */
  exitCode?: number;
  /** The trap that stopped it instead: abort() (an assert that failed), a bad memory access, a division by zero. */
  crash?: string;
  /** Whether it printed past the output limit, and was stopped there. */
  truncated: boolean;
}

/** Thrown from inside a write to stop the program: the output limit is reached. */
class OutputLimitReached extends Error {}

/** The name the program sees as its argv[0]. */
const PROGRAM_NAME = 'main';

/**
 * Runs a compiled C or C++ program (WASI preview1) to its end, synchronously once started: it must run where
 * its caller can stop it, a worker of its own. It has standard input, its two output streams, the clocks and an
 * empty folder of its own as `/`, the current directory, for the files it writes; no network, no processes.
 */
export async function runProgram(
  program: BufferSource | WebAssembly.Module,
  { stdin = '', onOutput }: ProgramOptions,
): Promise<ProgramEnd> {
  const module = program instanceof WebAssembly.Module ? program : await WebAssembly.compile(program);
  let printed: Printed = { lines: 0, characters: 0 };
  let truncated = false;
  const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  const emit = (text: string, stream: Stream) => {
    if (truncated || text === '') return;
    const fitted = fitOutput(printed, text);
    printed = fitted.printed;
    if (fitted.text) onOutput(fitted.text, stream);
    if (!fitted.over) return;
    truncated = true;
    throw new OutputLimitReached();
  };
  const writer = (stream: Stream) => new ConsoleStdout((bytes) => emit(decoders[stream].decode(bytes, { stream: true }), stream));
  const wasi = new WASI(
    [PROGRAM_NAME],
    [],
    [
      new OpenFile(new File(new TextEncoder().encode(stdin), { readonly: true })),
      writer('stdout'),
      writer('stderr'),
      new PreopenDirectory('/', new Map()),
    ],
    // Said outright: the shim logs every file access when the option is left out.
    { debug: false },
  );
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  let end: Omit<ProgramEnd, 'truncated'>;
  try {
    end = { exitCode: wasi.start(instance as Parameters<WASI['start']>[0]) };
  } catch (error) {
    if (error instanceof OutputLimitReached) return { truncated: true };
    end = { crash: crashOf(error) };
  }
  try {
    // A last character split across writes: shown as the replacement character, as a terminal would.
    for (const stream of ['stdout', 'stderr'] as const) emit(decoders[stream].decode(), stream);
  } catch {
    return { truncated: true };
  }
  return { ...end, truncated };
}

/** A trap as the reader reads it: WebAssembly's message (`unreachable` for abort()), or what the shim threw (a signal). */
function crashOf(error: unknown): string {
  if (error instanceof WebAssembly.RuntimeError)
    return error.message === 'unreachable' ? 'aborted (unreachable code reached)' : error.message;
  if (error instanceof RangeError) return 'stack overflow';
  return error instanceof Error ? error.message : String(error);
}
