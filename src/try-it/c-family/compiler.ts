import type { Tree } from '@yowasp/clang';
import { concatBytes } from '@noble/hashes/utils.js';
import { CLANG_BUNDLE_URL, type CFamilyLanguage, type CFamilyRuntime } from '../../../shared/c-family-runtime';
import { driverArguments, OBJECT_FILE, PROGRAM_FILE, SOURCE_FILE } from './compile-flags';
import { parseDiagnostics, type Diagnostic } from './diagnostics';
import { driverCommands } from './driver-commands';
import { PRECOMPILED_HEADER, startsFromIostream } from './precompiled-header';
import { servedFetch } from './served-fetch';

/** A program to compile: its language, the reader's source, and the `-std=` value (shared/c-family-standards.ts). */
export interface CompileRequest {
  language: CFamilyLanguage;
  code: string;
  standard: string;
}

/** What a compile gives: the diagnostics about the reader's file, the report as a terminal shows it, and the program if it linked. */
export interface CompileResult {
  diagnostics: Diagnostic[];
  report: string;
  /** The linked WebAssembly program (WASI preview1), absent when compiling or linking failed. */
  program?: Uint8Array;
}

export interface Compiler {
  compile(request: CompileRequest): Promise<CompileResult>;
  /** The precompiled <iostream>'s build when this compile needs it first (seconds, once a page), else undefined. */
  buildHeader(request: CompileRequest): Promise<unknown> | undefined;
}

type Clang = typeof import('@yowasp/clang');

/** One run of a tool of the package (clang's compiler, the linker): the files it left, what it printed, and its exit code. */
interface ToolRun {
  files: Tree;
  stdout: Uint8Array;
  stderr: string;
  code: number;
}

/** The steps a compile runs for a language and standard, as the driver would start them. */
interface Plan {
  compile: string[];
  link: string[];
  /** The precompiled header's build, writing it to stdout: the package's in-memory files grow by a copy per write. */
  header?: string[];
}

/**
 * Loads the compiler once for the worker: with `files`, the page's copies of the package's parts answer the
 * requests the package makes (in Node.js, which reads them from node_modules, none is needed).
 */
export async function loadCompiler(files?: CFamilyRuntime): Promise<Compiler> {
  if (files) globalThis.fetch = servedFetch(files, CLANG_BUNDLE_URL, globalThis.fetch.bind(globalThis));
  // Imported only now: the package keeps the fetch it finds when it loads.
  const clang = await import('@yowasp/clang');
  // Without arguments the package only fetches and compiles its parts; its default progress report would log.
  await clang.runLLVM(undefined, {}, { fetchProgress: () => {} });
  return new ClangCompiler(clang);
}

class ClangCompiler implements Compiler {
  private readonly plans = new Map<string, Promise<Plan>>();
  private readonly headers = new Map<string, Promise<Uint8Array | undefined>>();

  constructor(private readonly clang: Clang) {}

  buildHeader({ language, code, standard }: CompileRequest): Promise<unknown> | undefined {
    if (language !== 'cpp' || !startsFromIostream(code) || this.headers.has(standard)) return undefined;
    return this.plan(language, standard).then((plan) => this.precompiledHeader(plan, standard));
  }

  async compile({ language, code, standard }: CompileRequest): Promise<CompileResult> {
    const plan = await this.plan(language, standard);
    const source = SOURCE_FILE[language];
    const header = language === 'cpp' && startsFromIostream(code) ? await this.precompiledHeader(plan, standard) : undefined;
    const compiled = await this.run(header ? [...plan.compile, '-include-pch', PRECOMPILED_HEADER.output] : plan.compile, {
      [source]: code,
      ...(header ? { [PRECOMPILED_HEADER.file]: PRECOMPILED_HEADER.text, [PRECOMPILED_HEADER.output]: header } : {}),
    });
    const object = compiled.files[OBJECT_FILE];
    if (compiled.code !== 0 || !(object instanceof Uint8Array))
      return { diagnostics: parseDiagnostics(compiled.stderr, source), report: compiled.stderr };
    const linked = await this.run(plan.link, { [OBJECT_FILE]: object });
    const report = compiled.stderr + linked.stderr;
    const program = linked.files[PROGRAM_FILE];
    return {
      diagnostics: parseDiagnostics(report, source),
      report,
      ...(linked.code === 0 && program instanceof Uint8Array ? { program } : {}),
    };
  }

  /** Asks the driver once per language and standard for its compile and link commands (and the header's). */
  private plan(language: CFamilyLanguage, standard: string): Promise<Plan> {
    const key = `${language} ${standard}`;
    let plan = this.plans.get(key);
    if (!plan) {
      plan = this.makePlan(language, standard);
      this.plans.set(key, plan);
      plan.catch(() => this.plans.delete(key));
    }
    return plan;
  }

  private async makePlan(language: CFamilyLanguage, standard: string): Promise<Plan> {
    const driver = driverArguments(language, standard);
    const source = SOURCE_FILE[language];
    const command = async (args: string[], files: Tree) => {
      const run = await this.run([...driver, '-###', ...args], files);
      const commands = driverCommands(new TextDecoder().decode(run.stdout) + run.stderr);
      if (run.code !== 0 || commands.length !== 1) throw new Error(`clang -### ${args.join(' ')} planned ${commands.length} commands`);
      return commands[0]!;
    };
    const compile = await command(['-c', source, '-o', OBJECT_FILE], { [source]: '' });
    const link = await command([OBJECT_FILE, '-o', PROGRAM_FILE], { [OBJECT_FILE]: new Uint8Array() });
    if (language === 'c') return { compile, link };
    const header = await command(['-x', 'c++-header', PRECOMPILED_HEADER.file, '-o', PRECOMPILED_HEADER.output], {
      [PRECOMPILED_HEADER.file]: PRECOMPILED_HEADER.text,
    });
    const output = header.indexOf('-o');
    if (output === -1) throw new Error('the precompiled header command names no output');
    return { compile, link, header: header.with(output + 1, '-') };
  }

  /** The precompiled <iostream> for a standard, built once; a build that fails leaves C++ compiling without it. */
  private precompiledHeader(plan: Plan, standard: string): Promise<Uint8Array | undefined> {
    let header = this.headers.get(standard);
    if (!header) {
      header = plan.header
        ? this.run(plan.header, { [PRECOMPILED_HEADER.file]: PRECOMPILED_HEADER.text }).then(
            (run) => (run.code === 0 && run.stdout.length > 0 ? run.stdout : undefined),
            () => undefined,
          )
        : Promise.resolve(undefined);
      this.headers.set(standard, header);
    }
    return header;
  }

  /** Runs one tool of the package on in-memory files; an exit with an error is a result, not an exception. */
  private async run(args: string[], files: Tree): Promise<ToolRun> {
    const stdout: Uint8Array[] = [];
    const stderr: Uint8Array[] = [];
    const options = {
      // Each part is copied before it is kept, as the package's own driver does; null marks a flush.
      stdout: (bytes: Uint8Array | null) => void (bytes && stdout.push(bytes.slice())),
      stderr: (bytes: Uint8Array | null) => void (bytes && stderr.push(bytes.slice())),
      // The files stay bytes: an object file of printable bytes would come back as text.
      decodeASCII: false,
    };
    let left: Tree;
    let code = 0;
    try {
      left = (await this.clang.runLLVM(args, files, options)) ?? {};
    } catch (error) {
      if (!(error instanceof this.clang.Exit)) throw error;
      left = error.files;
      code = error.code;
    }
    return { files: left, stdout: concatBytes(...stdout), stderr: new TextDecoder().decode(concatBytes(...stderr)), code };
  }
}
