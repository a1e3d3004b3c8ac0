import type { CFamilyLanguage, CFamilyRuntime } from '../../../shared/c-family-runtime';
import type { Diagnostic } from './diagnostics';
import type { ProgramEnd, Stream } from './run-program';
import type { FromCFamilyWorker, ToCFamilyWorker } from './worker-messages';

/** A C or C++ run: the reader's code, the `-std=` value (shared/c-family-standards.ts), and what the program reads. */
export interface CFamilyRunRequest {
  id: number;
  language: CFamilyLanguage;
  code: string;
  standard: string;
  stdin?: string;
}

/**
 * What a run tells its caller, in this order: the compiler loading (a first run) and compiling; the compile's
 * diagnostics and report; if it linked, `running` (the time limit counts from here), the program's output and
 * how it ended. `failed` when the compiler itself failed; `done` always last, after a stop too.
 */
export type CFamilyRunEvent =
  | { type: 'status'; status: 'loading' | 'compiling' | 'running' }
  | { type: 'compiled'; diagnostics: Diagnostic[]; report: string; linked: boolean }
  | { type: 'output'; text: string; stream: Stream }
  | { type: 'ended'; end: ProgramEnd }
  | { type: 'failed'; message: string }
  | { type: 'done' };

interface Run {
  request: CFamilyRunRequest;
  listener: (event: CFamilyRunEvent) => void;
  /** The program's worker, once it runs; until then the run is the compiler worker's. */
  program?: Worker;
}

export interface CFamilyRunnerOptions {
  /** A new worker running c-family-worker.ts's bundle (a classic blob: worker in the sandbox page). */
  startWorker: () => Worker;
  /** The compiler's files, which the page sent; undefined until it has. */
  runtime: () => CFamilyRuntime | undefined;
}

/**
 * Runs C and C++ for the sandbox page with two kinds of worker: one compiler worker, kept with Clang loaded
 * (and its precompiled header) for the page's later runs, and a worker per program, which `stop` ends at once
 * (the reader's Stop, or the time limit) while the compiler stays. A stop during a compile ends the compiler
 * worker: the reader's code can keep the compiler busy too; the compiles queued behind it start on a new one.
 */
export class CFamilyRunner {
  private compiler: Worker | undefined;
  /** Whether the compiler worker has been sent the compiler's files (the first message to each new worker carries them). */
  private sentRuntime = false;
  private readonly runs = new Map<number, Run>();

  constructor(private readonly options: CFamilyRunnerOptions) {}

  run(request: CFamilyRunRequest, listener: (event: CFamilyRunEvent) => void) {
    this.runs.set(request.id, { request, listener });
    this.compile(request);
  }

  stop(id: number) {
    const run = this.runs.get(id);
    if (!run) return;
    this.finish(id);
    if (run.program) run.program.terminate();
    else this.restartCompiler();
  }

  private compile({ id, language, code, standard }: CFamilyRunRequest) {
    this.toCompiler({ type: 'compile', id, language, code, standard });
  }

  private toCompiler(message: Extract<ToCFamilyWorker, { runtime?: CFamilyRuntime }>) {
    if (!this.compiler) {
      const worker = this.options.startWorker();
      worker.onmessage = (event: MessageEvent<FromCFamilyWorker>) => this.fromCompiler(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        this.restartCompiler(`the C/C++ compiler stopped: ${event.message || 'unknown error'}`);
      };
      this.compiler = worker;
      this.sentRuntime = false;
    }
    const kept = this.sentRuntime ? undefined : this.options.runtime();
    this.sentRuntime ||= kept !== undefined;
    if (!kept) return this.compiler.postMessage(message);
    // A copy, transferred: the page keeps its files for a next compiler worker, and a transfer costs far less than
    // the structured clone of 100 MB.
    const runtime = Object.fromEntries(Object.entries(kept).map(([file, bytes]) => [file, bytes.slice(0)])) as CFamilyRuntime;
    this.compiler.postMessage({ ...message, runtime }, Object.values(runtime));
  }

  private fromCompiler(message: FromCFamilyWorker) {
    const run = this.runs.get(message.id);
    if (!run || run.program) return;
    if (message.type === 'status') run.listener({ type: 'status', status: message.status });
    else if (message.type === 'failed') {
      run.listener({ type: 'failed', message: message.message });
      this.finish(message.id);
    } else if (message.type === 'compiled') {
      const { diagnostics, report, program } = message;
      run.listener({ type: 'compiled', diagnostics, report, linked: program !== undefined });
      if (program) this.startProgram(run, program);
      else this.finish(message.id);
    }
  }

  private startProgram(run: Run, program: Uint8Array) {
    const { id, stdin } = run.request;
    const worker = this.options.startWorker();
    run.program = worker;
    worker.onmessage = (event: MessageEvent<FromCFamilyWorker>) => {
      const message = event.data;
      if (this.runs.get(id) !== run) return;
      if (message.type === 'output') run.listener({ type: 'output', text: message.text, stream: message.stream });
      else if (message.type === 'ended' || message.type === 'failed') {
        run.listener(message.type === 'ended' ? { type: 'ended', end: message.end } : { type: 'failed', message: message.message });
        worker.terminate();
        this.finish(id);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      run.listener({ type: 'failed', message: event.message || 'the program stopped' });
      worker.terminate();
      this.finish(id);
    };
    run.listener({ type: 'status', status: 'running' });
    worker.postMessage({ type: 'run', id, program, ...(stdin === undefined ? {} : { stdin }) } satisfies ToCFamilyWorker, [program.buffer]);
  }

  /**
   * Ends the compiler worker; the compiles it still had start again on a new one, or with `failure` (the worker
   * itself broke) fail rather than break the next one too.
   */
  private restartCompiler(failure?: string) {
    this.compiler?.terminate();
    this.compiler = undefined;
    for (const [id, run] of this.runs) {
      if (run.program) continue;
      if (failure) {
        run.listener({ type: 'failed', message: failure });
        this.finish(id);
      } else this.compile(run.request);
    }
  }

  private finish(id: number) {
    const run = this.runs.get(id);
    if (!run) return;
    this.runs.delete(id);
    run.listener({ type: 'done' });
  }
}
