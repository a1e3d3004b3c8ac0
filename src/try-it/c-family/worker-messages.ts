import type { CFamilyLanguage, CFamilyRuntime } from '../../../shared/c-family-runtime';
import type { Diagnostic } from './diagnostics';
import type { ProgramEnd, Stream } from './run-program';

/**
 * What the sandbox page asks of a C/C++ worker. The compiler worker, kept between runs, compiles; the first message
 * it gets carries the compiler's files. A program worker, one per run, runs one program.
 */
export type ToCFamilyWorker =
  | { type: 'compile'; id: number; language: CFamilyLanguage; code: string; standard: string; runtime?: CFamilyRuntime }
  | { type: 'run'; id: number; program: Uint8Array; stdin?: string };

/**
 * What a C/C++ worker tells the sandbox page. No code of the reader's runs as JavaScript in these workers (a
 * program reaches only its WASI imports), so none of these messages can be forged by it.
 */
export type FromCFamilyWorker =
  /** The compiler is loading (a worker's first compile), or compiling the reader's code. */
  | { type: 'status'; id: number; status: 'loading' | 'compiling' }
  | { type: 'compiled'; id: number; diagnostics: Diagnostic[]; report: string; program?: Uint8Array }
  | { type: 'output'; id: number; text: string; stream: Stream }
  | { type: 'ended'; id: number; end: ProgramEnd }
  /** The compiler could not load, or failed itself (not the reader's code). */
  | { type: 'failed'; id: number; message: string };
