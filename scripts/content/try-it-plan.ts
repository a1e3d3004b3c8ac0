import { createRequire } from 'node:module';
import type * as TS from 'typescript';
import type { RunPlan } from '../../src/catalog/types.ts';
import type { Sample } from '../samples/sample.ts';

/** A sample's Run button, or why it has none (for the tests and for authors who wonder). */
export type TryItDecision = { plan: RunPlan } | { reason: string };

// The TypeScript compiler is 9 MB of JavaScript, over a second to load: it loads with the first
// sample to plan, so a build whose notes are all cached never pays for it.
let typescript: typeof TS | undefined;
const ts = new Proxy({} as typeof TS, {
  get: (_target, name) => (typescript ??= createRequire(import.meta.url)('typescript') as typeof TS)[name as keyof typeof TS],
});

const JAVASCRIPT: Record<string, RunPlan['syntax'] | ''> = { js: '', javascript: '', mjs: '', cjs: '', ts: 'ts', typescript: 'ts' };
const REACT: Record<string, 'jsx' | 'tsx'> = { jsx: 'jsx', tsx: 'tsx' };

/**
 * Names that exist only in Node.js, or that reach outside the page (the network, the reader's
 * storage, the page's own document): a sample that uses one cannot print in the browser what Node.js
 * printed for the note.
 */
const NODE_OR_OUTSIDE = new Set([
  'process',
  'require',
  'module',
  'exports',
  'Buffer',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
  'clearImmediate',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'document',
  'window',
  'navigator',
  'location',
  'alert',
  'prompt',
  'confirm',
]);

/** Console methods that write to stdout as console.log does; the others write to stderr or format as Node.js alone does. */
const STDOUT_CONSOLE = new Set(['log', 'info', 'debug', 'dir']);

/**
 * Methods whose result depends on the reader's time zone or language, not on the sample: the
 * browser would print the reader's local time or number format, not the note's.
 */
const READER_DEPENDENT = new Set([
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
  'getTimezoneOffset',
  'setFullYear',
  'setMonth',
  'setDate',
  'setHours',
  'setMinutes',
  'setSeconds',
  'setMilliseconds',
  'toDateString',
  'toTimeString',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
]);

/** Python modules Pyodide lacks or cannot use in a browser worker (processes, threads, sockets, the network). */
const PYTHON_UNAVAILABLE = new Set([
  'subprocess',
  'multiprocessing',
  'threading',
  'concurrent',
  'socket',
  'ssl',
  'select',
  'selectors',
  'signal',
  'urllib',
  'http',
  'requests',
  'asyncio',
  'tkinter',
  'curses',
  'readline',
  'webbrowser',
  'ctypes',
]);

/** What a React preview may use: the imports checked above, and the preview's own page. */
const REACT_PAGE = {
  imports: true,
  globals: new Set(['document', 'window', 'navigator', 'localStorage', 'sessionStorage', 'alert', 'confirm']),
};

/** Module names a React preview provides, the site's own React. */
const REACT_MODULES = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);

/**
 * Whether the reader's browser can run a sample faithfully, and how. `samples` are a note's samples
 * as the sample checker extracts them (with their output blocks attached); `index` is the one to
 * decide; `blockIndex` maps a sample to its index among the page's code blocks (for CSS's HTML).
 */
export function planTryIt(samples: readonly Sample[], index: number, blockIndex: (sample: Sample) => number | undefined): TryItDecision {
  const sample = samples[index]!;
  const { info } = sample;
  if (info.nocheck !== undefined) return { reason: 'not checked (nocheck)' };
  if (info.partial) return { reason: 'a partial sample is a fragment, not a program' };
  if (info.lang in JAVASCRIPT) return planJavaScript(sample, JAVASCRIPT[info.lang] || undefined);
  if (info.lang === 'python' || info.lang === 'py') return planPython(sample);
  if (info.lang === 'html') return { plan: { kind: 'html' } };
  if (info.lang === 'css') {
    const html = samples
      .slice(0, index)
      .map((earlier) =>
        earlier.info.lang === 'html' && earlier.info.nocheck === undefined && !earlier.info.partial ? blockIndex(earlier) : undefined,
      )
      .filter((found) => found !== undefined)
      .at(-1);
    return html === undefined ? { reason: 'a CSS sample needs an HTML sample before it to style' } : { plan: { kind: 'css', html } };
  }
  const syntax = REACT[info.lang];
  if (syntax) return planReact(sample, syntax);
  return { reason: `${info.lang || 'a block without a language'} does not run in the browser` };
}

function planJavaScript(sample: Sample, syntax: RunPlan['syntax']): TryItDecision {
  if (!sample.info.run) return { reason: 'not a whole program (run)' };
  if (!sample.output) return { reason: 'no output block to show what it prints' };
  const source = parse(sample.code, syntax === 'ts' ? ts.ScriptKind.TS : ts.ScriptKind.JS);
  if (!source) return { reason: 'does not parse' };
  const outside = outsideReason(source);
  if (outside) return { reason: outside };
  return { plan: { kind: isModule(source) ? 'module' : 'script', ...(syntax ? { syntax } : {}) } };
}

function planPython(sample: Sample): TryItDecision {
  if (!sample.info.run) return { reason: 'not a whole program (run)' };
  if (!sample.output) return { reason: 'no output block to show what it prints' };
  for (const match of sample.code.matchAll(/^\s*(?:from|import)\s+([\w]+)/gm)) {
    if (PYTHON_UNAVAILABLE.has(match[1]!)) return { reason: `imports ${match[1]}, which the browser cannot offer` };
  }
  if (/\binput\s*\(/.test(sample.code)) return { reason: 'reads input()' };
  // The note was checked with CPython 3.11; Pyodide's newer Python words some error messages differently.
  for (const match of sample.code.matchAll(/^[ \t]*except\b[^\n:]*\bas\s+(\w+)\s*:/gm)) {
    const uses = sample.code.match(new RegExp(`\\b${match[1]}\\b`, 'g'))!.length;
    if (uses > 1) return { reason: "shows an exception's message, which Pyodide's newer Python may word differently" };
  }
  return { plan: { kind: 'python' } };
}

function planReact(sample: Sample, syntax: 'jsx' | 'tsx'): TryItDecision {
  const source = parse(sample.code, syntax === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.JSX);
  if (!source) return { reason: 'does not parse' };
  for (const statement of source.statements) {
    const from =
      ts.isImportDeclaration(statement) || (ts.isExportDeclaration(statement) && statement.moduleSpecifier)
        ? (statement.moduleSpecifier as TS.StringLiteral).text
        : undefined;
    if (from !== undefined && !REACT_MODULES.has(from)) return { reason: `imports ${from}, which the preview does not have` };
  }
  const outside = outsideReason(source, REACT_PAGE);
  if (outside) return { reason: outside };
  const component = componentToRender(source);
  return component ? { plan: { kind: 'react', syntax, component } } : { reason: 'renders no component that takes no props' };
}

/**
 * The component a React sample renders: its default export; else a top-level `App`; else the last
 * top-level component (a capitalised function or class). A function component must take no props:
 * the preview has none to give.
 */
function componentToRender(source: TS.SourceFile): string | undefined {
  const components: { name: string; props: boolean }[] = [];
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) return 'default';
    const exportedDefault =
      ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text)) {
      if (exportedDefault) return statement.parameters.length === 0 ? 'default' : undefined;
      components.push({ name: statement.name.text, props: statement.parameters.length > 0 });
    } else if (ts.isClassDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text)) {
      if (exportedDefault) return 'default';
      components.push({ name: statement.name.text, props: false });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          /^[A-Z]/.test(declaration.name.text) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        ) {
          components.push({ name: declaration.name.text, props: init.parameters.length > 0 });
        }
      }
    }
  }
  const chosen = components.find((component) => component.name === 'App') ?? components.at(-1);
  return chosen && !chosen.props ? chosen.name : undefined;
}

function parse(code: string, kind: TS.ScriptKind): TS.SourceFile | undefined {
  const source = ts.createSourceFile(
    `sample.${kind === ts.ScriptKind.TS ? 'ts' : kind === ts.ScriptKind.TSX ? 'tsx' : kind === ts.ScriptKind.JSX ? 'jsx' : 'js'}`,
    code,
    ts.ScriptTarget.Latest,
    true,
    kind,
  );
  const diagnostics = (source as unknown as { parseDiagnostics: readonly TS.Diagnostic[] }).parseDiagnostics;
  return diagnostics.length > 0 ? undefined : source;
}

/**
 * Why a JavaScript sample needs something the browser sandbox does not have, or would print what
 * depends on the reader: an import, a Node.js or outside-world global it does not declare itself, a
 * console method other than stdout's, or a local-time or locale method.
 */
function outsideReason(
  source: TS.SourceFile,
  allowed: { imports: boolean; globals: ReadonlySet<string> } = { imports: false, globals: new Set() },
): string | undefined {
  const declared = new Set<string>();
  const used: string[] = [];
  let reason: string | undefined;
  const visit = (node: TS.Node): void => {
    if (reason) return;
    if (ts.isImportDeclaration(node) && !allowed.imports) reason = `imports ${(node.moduleSpecifier as TS.StringLiteral).text}`;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) reason = 'imports a module at run time';
    else if (ts.isMetaProperty(node)) reason = 'uses import.meta';
    else if (ts.isPropertyAccessExpression(node)) {
      const object = node.expression;
      const name = node.name.text;
      if (ts.isIdentifier(object) && object.text === 'console' && !STDOUT_CONSOLE.has(name))
        reason = `uses console.${name}, which Node.js prints its own way`;
      else if (READER_DEPENDENT.has(name)) reason = `uses ${name}, which depends on the reader's time zone or language`;
      else if (ts.isIdentifier(object) && object.text === 'Intl') reason = "uses Intl, which depends on the reader's language";
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Date' &&
      (node.arguments?.length ?? 0) > 1
    ) {
      reason = "builds a Date from local-time parts, which depend on the reader's time zone";
    } else if (ts.isIdentifier(node)) {
      if (isDeclarationName(node)) declared.add(node.text);
      else if (!isPropertyName(node)) used.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (reason) return reason;
  const timer = timerHandleUse(source);
  if (timer) return timer;
  const global = used.find((name) => NODE_OR_OUTSIDE.has(name) && !declared.has(name) && !allowed.globals.has(name));
  return global ? `uses ${global}, which the browser sandbox does not offer as Node.js does` : undefined;
}

const TIMERS = new Set(['setTimeout', 'setInterval']);
const CLEARS = new Set(['clearTimeout', 'clearInterval']);

/**
 * Node.js's timers return an object (Timeout), the browser's a number: a sample that does more with
 * the handle than keep it for clearTimeout or clearInterval (prints it, asks its typeof, returns
 * it) would print something else. Handles are followed by the name they are kept under.
 */
function timerHandleUse(source: TS.SourceFile): string | undefined {
  const kept = new Set<string>();
  const targetName = (node: TS.Node): string | undefined =>
    ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined;
  let reason: string | undefined;
  const findHandles = (node: TS.Node): void => {
    if (reason) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TIMERS.has(node.expression.text)) {
      const parent = node.parent;
      const name = ts.isVariableDeclaration(parent)
        ? targetName(parent.name)
        : ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.right === node
          ? targetName(parent.left)
          : undefined;
      if (name) kept.add(name);
      else if (!ts.isExpressionStatement(parent) && !ts.isArrowFunction(parent))
        reason = `uses the handle ${node.expression.text} returns, which differs in Node.js`;
    }
    ts.forEachChild(node, findHandles);
  };
  findHandles(source);
  if (reason || kept.size === 0) return reason;
  const checkUses = (node: TS.Node): void => {
    if (reason) return;
    const name =
      ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node.parent) && !isPropertyName(node)
        ? node.text
        : ts.isPropertyAccessExpression(node)
          ? node.name.text
          : undefined;
    if (name && kept.has(name) && !keptOrCleared(node)) {
      reason = `uses the timer handle ${name}, which is an object in Node.js and a number in the browser`;
    }
    ts.forEachChild(node, checkUses);
  };
  checkUses(source);
  return reason;
}

/** A timer handle stored, compared, tested for being set, or given to clearTimeout / clearInterval: uses that print nothing of it. */
function keptOrCleared(node: TS.Node): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent)) return ts.isIdentifier(parent.expression) && CLEARS.has(parent.expression.text);
  if (ts.isVariableDeclaration(parent)) return parent.name === node;
  if (ts.isBinaryExpression(parent)) {
    return (
      parent.left === node ||
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)
    );
  }
  return ts.isIfStatement(parent) || ts.isPrefixUnaryExpression(parent);
}

function isDeclarationName(node: TS.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isClassExpression(parent)) &&
      parent.name === node) ||
    ts.isImportSpecifier(parent) ||
    ts.isImportClause(parent) ||
    ts.isNamespaceImport(parent)
  );
}

/** A name after a dot, a key in an object literal or a class member: not a reference to a variable. */
function isPropertyName(node: TS.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    ((ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isEnumMember(parent) ||
      ts.isJsxAttribute(parent)) &&
      parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node) ||
    ts.isLabeledStatement(parent) ||
    ts.isJsxOpeningElement(parent) ||
    ts.isJsxClosingElement(parent) ||
    ts.isJsxSelfClosingElement(parent)
  );
}

/**
 * Whether Node.js runs the sample as an ES module: it has module syntax (export) or an await
 * outside any function (Node.js 22 detects both). Everything else runs as CommonJS, in sloppy mode.
 */
function isModule(source: TS.SourceFile): boolean {
  const exported = (node: TS.Node) =>
    ts.isExportDeclaration(node) ||
    ts.isExportAssignment(node) ||
    (ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword));
  if (source.statements.some(exported)) return true;
  let module = false;
  const visit = (node: TS.Node): void => {
    if (module || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) module = true;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return module;
}
