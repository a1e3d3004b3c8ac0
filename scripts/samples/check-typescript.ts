import path from 'node:path';
import ts from 'typescript';
import { noteLine, type Failure, type Outcome, type Sample } from '../note-source/sample.ts';

/** The outcome of checking one js/jsx/ts/tsx sample. */
type TypeScriptOutcome = Pick<Outcome, 'level' | 'reason' | 'failures'>;

/** The file extension of a language's long name, which tells TypeScript how to read the sample; the short names are extensions. */
const EXTENSIONS: Record<string, string> = { javascript: 'js', typescript: 'ts' };

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ESNext,
  lib: ['lib.esnext.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Every sample is a module of its own: top-level names never clash between samples.
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  strict: true,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  // Node's globals and modules, and Vite's (`import './App.css'`, `import.meta.env`); React's types come with `react`.
  types: ['node', 'vite/client'],
};

/** Beyond syntax and grammar (codes below 2000), the real mistakes a JavaScript sample is held to, not missing annotations. */
const JS_ERRORS = new Set([
  2300, // Duplicate identifier
  2304, // Cannot find name
  2448, // Block-scoped variable used before its declaration
  2451, // Cannot redeclare block-scoped variable
  2551, // Property does not exist; did you mean (a typo)
  2552, // Cannot find name; did you mean
  2554, // Expected n arguments, but got m
  2555, // Expected at least n arguments
  2588, // Cannot assign to a constant
]);

/** Diagnostics that mean an import could not be found: the sample is not self-contained. */
const MISSING_MODULE = new Set([2307, 2792]);

/** Type-checks every js, jsx, ts and tsx sample in one program (TypeScript strict, JavaScript for mistakes); a sample importing the unseen is parsed. */
export function checkTypeScript(samples: readonly Sample[], rootDir: string): TypeScriptOutcome[] {
  const files = samples.map((sample, index) =>
    path.join(rootDir, '.samples', `sample-${index}.${EXTENSIONS[sample.info.lang] ?? sample.info.lang}`),
  );
  const byFile = new Map(files.map((file, index) => [file, samples[index]!.code]));
  const host = ts.createCompilerHost(OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => byFile.has(file) || fileExists(file);
  host.readFile = (file) => byFile.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, onError, createNew) => {
    const code = byFile.get(file);
    return code === undefined ? getSourceFile(file, language, onError, createNew) : ts.createSourceFile(file, code, language, true);
  };
  const program = ts.createProgram({ rootNames: files, options: OPTIONS, host });

  return samples.map((sample, index) => {
    const sourceFile = program.getSourceFile(files[index]!)!;
    const syntax = program.getSyntacticDiagnostics(sourceFile);
    const parsed = (reason: string): TypeScriptOutcome => ({ level: 'parsed', reason, failures: syntax.map((d) => toFailure(sample, d)) });
    if (sample.info.partial) return parsed('partial');
    if (syntax.length > 0) return { level: 'compiled', failures: syntax.map((d) => toFailure(sample, d)) };

    const semantic = program.getSemanticDiagnostics(sourceFile);
    const missing = semantic.filter((d) => MISSING_MODULE.has(d.code));
    // The module's name follows its opening quote: a path is a file the note does not show, any other name a package.
    const aPackage = missing.some((d) => !/^[./]/.test(sourceFile.text.slice(d.start! + 1)));
    if (missing.length > 0) return parsed(aPackage ? 'imports a package that is not installed' : 'imports a file the note does not show');
    const isJs = /\.[mc]?jsx?$/.test(sourceFile.fileName);
    const failures = semantic.filter((d) => !isJs || isRealJsMistake(sourceFile, d)).map((d) => toFailure(sample, d));
    return { level: 'compiled', failures };
  });
}

/** Syntax, grammar and JS_ERRORS, except an error shown on purpose: inside a `try` block, or `typeof` of a missing name. */
function isRealJsMistake(sourceFile: ts.SourceFile, diagnostic: ts.Diagnostic): boolean {
  if (diagnostic.code < 2000) return true;
  if (!JS_ERRORS.has(diagnostic.code)) return false;
  const node = nodeAt(sourceFile, diagnostic.start ?? 0);
  if (ts.isTypeOfExpression(node.parent) && ts.isIdentifier(node)) return false;
  for (let current: ts.Node = node; current.parent; current = current.parent) {
    if (ts.isTryStatement(current.parent) && current === current.parent.tryBlock) return false;
  }
  return true;
}

/** The innermost node that starts at `position`. */
function nodeAt(sourceFile: ts.SourceFile, position: number): ts.Node {
  let found: ts.Node = sourceFile;
  const visit = (node: ts.Node): void => {
    if (node.getStart(sourceFile) <= position && position < node.end) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(sourceFile, visit);
  return found;
}

function toFailure(sample: Sample, diagnostic: ts.Diagnostic): Failure {
  const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0];
  return { line: noteLine(sample, line + 1), message: `error TS${diagnostic.code}: ${text}` };
}
