/// <reference lib="webworker" />
import type { CFamilyRuntime } from '../../../shared/c-family-runtime';
import { loadCompiler, type Compiler } from './compiler';
import { runProgram } from './run-program';
import type { FromCFamilyWorker, ToCFamilyWorker } from './worker-messages';

/**
 * The sandbox's C/C++ worker, in either of two parts: the compiler worker keeps Clang loaded and compiles one
 * program after the other; a program worker runs one compiled program, and is the one the sandbox page ends
 * when the reader stops the run or it runs out of time, so the compiler stays warm.
 */
declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromCFamilyWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);

let compiler: Promise<Compiler> | undefined;

/** The compiler, loaded at the first message that needs it; a failed load is tried again at the next. */
function loadedCompiler(runtime: CFamilyRuntime | undefined, id: number): Promise<Compiler> {
  if (!compiler) {
    post({ type: 'status', id, status: 'loading' });
    // Anything it fetched elsewhere would be refused by the sandbox's policy: only the page's files will do.
    compiler = runtime ? loadCompiler(runtime) : Promise.reject(new Error('the page sent no C/C++ compiler'));
    compiler.catch(() => (compiler = undefined));
  }
  return compiler;
}

const messageOf = (error: unknown) => String((error as Error)?.message ?? error);

async function compile(message: Extract<ToCFamilyWorker, { type: 'compile' }>) {
  const { id } = message;
  try {
    const loading = !compiler;
    const loaded = await loadedCompiler(message.runtime, id);
    const header = loaded.buildHeader(message);
    // Building the header is part of the compiler's preparation, and reported as such.
    if (header && !loading) post({ type: 'status', id, status: 'loading' });
    await header;
    post({ type: 'status', id, status: 'compiling' });
    const { diagnostics, report, program } = await loaded.compile(message);
    post({ type: 'compiled', id, diagnostics, report, ...(program ? { program } : {}) }, program ? [program.buffer] : []);
  } catch (error) {
    post({ type: 'failed', id, message: `the C/C++ compiler failed: ${messageOf(error)}` });
  }
}

async function run(message: Extract<ToCFamilyWorker, { type: 'run' }>) {
  const { id } = message;
  try {
    const end = await runProgram(message.program, {
      stdin: message.stdin,
      onOutput: (text, stream) => post({ type: 'output', id, text, stream }),
    });
    post({ type: 'ended', id, end });
  } catch (error) {
    post({ type: 'failed', id, message: `the program could not start: ${messageOf(error)}` });
  }
}

/** The compiles, one after the other: they share the compiler's state. */
let compiles = Promise.resolve();

self.addEventListener('message', (event: MessageEvent<ToCFamilyWorker>) => {
  const message = event.data;
  if (message.type === 'run') void run(message);
  else compiles = compiles.then(() => compile(message));
});
