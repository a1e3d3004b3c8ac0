import { parseSync } from 'rolldown/utils';
import type { RunPlan } from '../../src/catalog/types.ts';
import type { Sample } from '../samples/sample.ts';

/** A sample's Run button, or why it has none (for the tests and for authors who wonder). */
export type TryItDecision = { plan: RunPlan } | { reason: string };

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

/** A node of the syntax tree Oxc's parser gives (rolldown's `parseSync`): ESTree, with TypeScript's own nodes beside. */
interface AstNode {
  type: string;
  [field: string]: unknown;
}

type Lang = 'js' | 'jsx' | 'ts' | 'tsx';

function planJavaScript(sample: Sample, syntax: RunPlan['syntax']): TryItDecision {
  if (!sample.info.run) return { reason: 'not a whole program (run)' };
  if (!sample.output) return { reason: 'no output block to show what it prints' };
  const program = parse(sample.code, syntax === 'ts' ? 'ts' : 'js');
  if (!program) return { reason: 'does not parse' };
  const outside = outsideReason(program);
  if (outside) return { reason: outside };
  return { plan: { kind: isModule(program) ? 'module' : 'script', ...(syntax ? { syntax } : {}) } };
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
  const program = parse(sample.code, syntax);
  if (!program) return { reason: 'does not parse' };
  for (const statement of body(program)) {
    const from =
      statement.type === 'ImportDeclaration' || statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration'
        ? (statement.source as { value: string } | null)?.value
        : undefined;
    if (from !== undefined && !REACT_MODULES.has(from)) return { reason: `imports ${from}, which the preview does not have` };
  }
  const outside = outsideReason(program, REACT_PAGE);
  if (outside) return { reason: outside };
  const component = componentToRender(program);
  return component ? { plan: { kind: 'react', syntax, component } } : { reason: 'renders no component that takes no props' };
}

/**
 * The component a React sample renders: its default export; else a top-level `App`; else the last
 * top-level component (a capitalised function or class). A function component must take no props:
 * the preview has none to give.
 */
function componentToRender(program: AstNode): string | undefined {
  const components: { name: string; props: boolean }[] = [];
  for (const exported of body(program)) {
    const exportedDefault = exported.type === 'ExportDefaultDeclaration';
    const statement = exportedDefault || exported.type === 'ExportNamedDeclaration' ? (exported.declaration as AstNode | null) : exported;
    if (!statement) continue;
    const name = capitalisedName(statement);
    if (statement.type === 'FunctionDeclaration') {
      if (name === undefined) continue;
      const props = (statement.params as unknown[]).length > 0;
      if (exportedDefault) return props ? undefined : 'default';
      components.push({ name, props });
    } else if (statement.type === 'ClassDeclaration') {
      if (name === undefined) continue;
      if (exportedDefault) return 'default';
      components.push({ name, props: false });
    } else if (exportedDefault) {
      // `export default App;`, `export default () => ...`: not an interface or a type.
      if (!statement.type.startsWith('TS')) return 'default';
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const init = declarator.init as AstNode | null;
        if (
          id.type === 'Identifier' &&
          /^[A-Z]/.test(id.name as string) &&
          (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
        ) {
          components.push({ name: id.name as string, props: (init.params as unknown[]).length > 0 });
        }
      }
    }
  }
  const chosen = components.find((component) => component.name === 'App') ?? components.at(-1);
  return chosen && !chosen.props ? chosen.name : undefined;
}

function capitalisedName(declaration: AstNode): string | undefined {
  const name = (declaration.id as AstNode | null | undefined)?.name as string | undefined;
  return name && /^[A-Z]/.test(name) ? name : undefined;
}

/**
 * The sample's syntax tree, or undefined if it has a syntax error: a script or a module as its
 * syntax says, and a module when only a module parses it (Oxc's "unambiguous" does not count a
 * top-level `for await` as module syntax).
 */
function parse(code: string, lang: Lang): AstNode | undefined {
  for (const sourceType of ['unambiguous', 'module'] as const) {
    const { program, errors } = parseSync(`sample.${lang}`, code, { lang, sourceType });
    if (errors.length === 0) return program as unknown as AstNode;
  }
  return undefined;
}

function body(program: AstNode): AstNode[] {
  return program.body as AstNode[];
}

/**
 * Calls `visit` on `node` and every node under it, in source order, with the node it hangs from and
 * that node's field; `visit` returning false skips what is under the node.
 */
function walk(node: AstNode, visit: (node: AstNode, parent: AstNode | undefined, field: string) => boolean | void) {
  const go = (current: AstNode, parent: AstNode | undefined, field: string) => {
    if (visit(current, parent, field) === false) return;
    for (const [key, value] of Object.entries(current)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) go(item, current, key);
      } else if (isNode(value)) go(value, current, key);
    }
  };
  go(node, undefined, '');
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/**
 * Why a JavaScript sample needs something the browser sandbox does not have, or would print what
 * depends on the reader: an import, a Node.js or outside-world global it does not declare itself, a
 * console method other than stdout's, or a local-time or locale method.
 */
function outsideReason(
  program: AstNode,
  allowed: { imports: boolean; globals: ReadonlySet<string> } = { imports: false, globals: new Set() },
): string | undefined {
  const declared = new Set<string>();
  const used: string[] = [];
  const bindings = bindingNames(program);
  let reason: string | undefined;
  walk(program, (node, parent, field) => {
    if (reason) return false;
    if (node.type === 'ImportDeclaration' && !allowed.imports) reason = `imports ${(node.source as { value: string }).value}`;
    else if (node.type === 'ImportExpression') reason = 'imports a module at run time';
    else if (node.type === 'MetaProperty') reason = 'uses import.meta';
    else if (node.type === 'MemberExpression' && !node.computed) {
      const object = node.object as AstNode;
      const name = propertyName(node);
      if (object.type === 'Identifier' && object.name === 'console' && !STDOUT_CONSOLE.has(name))
        reason = `uses console.${name}, which Node.js prints its own way`;
      else if (READER_DEPENDENT.has(name)) reason = `uses ${name}, which depends on the reader's time zone or language`;
      else if (object.type === 'Identifier' && object.name === 'Intl') reason = "uses Intl, which depends on the reader's language";
    } else if (
      node.type === 'NewExpression' &&
      (node.callee as AstNode).type === 'Identifier' &&
      (node.callee as AstNode).name === 'Date' &&
      (node.arguments as unknown[]).length > 1
    ) {
      reason = "builds a Date from local-time parts, which depend on the reader's time zone";
    } else if (node.type === 'Identifier') {
      if (bindings.has(node)) declared.add(node.name as string);
      else if (!isPropertyName(parent, field)) used.push(node.name as string);
    }
  });
  if (reason) return reason;
  const timer = timerHandleUse(program);
  if (timer) return timer;
  const global = used.find((name) => NODE_OR_OUTSIDE.has(name) && !declared.has(name) && !allowed.globals.has(name));
  return global ? `uses ${global}, which the browser sandbox does not offer as Node.js does` : undefined;
}

/** The name after the dot of `a.b` (`#b` for a private one). */
function propertyName(member: AstNode): string {
  const property = member.property as AstNode;
  return property.type === 'PrivateIdentifier' ? `#${property.name as string}` : (property.name as string);
}

/**
 * The identifiers that declare a name: of variables (destructured ones included), parameters,
 * caught errors, functions, classes and imports.
 */
function bindingNames(program: AstNode): Set<AstNode> {
  const names = new Set<AstNode>();
  const addPattern = (pattern: AstNode | null | undefined): void => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') names.add(pattern);
    else if (pattern.type === 'ObjectPattern')
      for (const property of pattern.properties as AstNode[])
        addPattern(property.type === 'RestElement' ? property : (property.value as AstNode));
    else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements as (AstNode | null)[]) addPattern(element);
    else if (pattern.type === 'RestElement') addPattern(pattern.argument as AstNode);
    else if (pattern.type === 'AssignmentPattern') addPattern(pattern.left as AstNode);
    else if (pattern.type === 'TSParameterProperty') addPattern(pattern.parameter as AstNode);
  };
  walk(program, (node) => {
    switch (node.type) {
      case 'VariableDeclarator':
        addPattern(node.id as AstNode);
        break;
      case 'CatchClause':
        addPattern(node.param as AstNode | null);
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        addPattern(node.id as AstNode | null | undefined);
        for (const parameter of node.params as AstNode[]) addPattern(parameter);
        break;
      case 'ClassDeclaration':
      case 'ClassExpression':
        addPattern(node.id as AstNode | null);
        break;
      case 'ImportSpecifier':
        addPattern(node.imported as AstNode);
        addPattern(node.local as AstNode);
        break;
      case 'ImportDefaultSpecifier':
      case 'ImportNamespaceSpecifier':
        addPattern(node.local as AstNode);
        break;
    }
  });
  return names;
}

/** Fields whose identifier is a property's or a member's name, or a label: not a reference to a variable. */
const NAME_FIELDS: Record<string, string> = {
  MemberExpression: 'property',
  Property: 'key',
  MethodDefinition: 'key',
  PropertyDefinition: 'key',
  AccessorProperty: 'key',
  TSAbstractMethodDefinition: 'key',
  TSAbstractPropertyDefinition: 'key',
  TSPropertySignature: 'key',
  TSMethodSignature: 'key',
  TSEnumMember: 'id',
  LabeledStatement: 'label',
};

function isPropertyName(parent: AstNode | undefined, field: string): boolean {
  return parent !== undefined && NAME_FIELDS[parent.type] === field && !parent.computed;
}

const TIMERS = new Set(['setTimeout', 'setInterval']);
const CLEARS = new Set(['clearTimeout', 'clearInterval']);

/**
 * Node.js's timers return an object (Timeout), the browser's a number: a sample that does more with
 * the handle than keep it for clearTimeout or clearInterval (prints it, asks its typeof, returns
 * it) would print something else. Handles are followed by the name they are kept under.
 */
function timerHandleUse(program: AstNode): string | undefined {
  const kept = new Set<string>();
  const targetName = (node: AstNode): string | undefined =>
    node.type === 'Identifier'
      ? (node.name as string)
      : node.type === 'MemberExpression' && !node.computed
        ? propertyName(node)
        : undefined;
  let reason: string | undefined;
  walk(program, (node, parent) => {
    if (reason) return false;
    const callee = node.callee as AstNode | undefined;
    if (node.type === 'CallExpression' && callee!.type === 'Identifier' && TIMERS.has(callee!.name as string)) {
      const name =
        parent?.type === 'VariableDeclarator'
          ? targetName(parent.id as AstNode)
          : parent?.type === 'AssignmentExpression' && parent.operator === '=' && parent.right === node
            ? targetName(parent.left as AstNode)
            : undefined;
      if (name) kept.add(name);
      else if (parent?.type !== 'ExpressionStatement' && parent?.type !== 'ArrowFunctionExpression')
        reason = `uses the handle ${callee!.name as string} returns, which differs in Node.js`;
    }
  });
  if (reason || kept.size === 0) return reason;
  walk(program, (node, parent, field) => {
    if (reason) return false;
    const name =
      node.type === 'Identifier' && !(parent?.type === 'MemberExpression' && !parent.computed) && !isPropertyName(parent, field)
        ? (node.name as string)
        : node.type === 'MemberExpression' && !node.computed
          ? propertyName(node)
          : undefined;
    if (name && kept.has(name) && !keptOrCleared(node, parent)) {
      reason = `uses the timer handle ${name}, which is an object in Node.js and a number in the browser`;
    }
  });
  return reason;
}

/** A timer handle stored, compared, tested for being set, or given to clearTimeout / clearInterval: uses that print nothing of it. */
function keptOrCleared(node: AstNode, parent: AstNode | undefined): boolean {
  switch (parent?.type) {
    case 'CallExpression': {
      const callee = parent.callee as AstNode;
      return callee.type === 'Identifier' && CLEARS.has(callee.name as string);
    }
    case 'VariableDeclarator':
      return parent.id === node;
    case 'AssignmentExpression':
    case 'LogicalExpression':
      return parent.left === node;
    case 'BinaryExpression':
      return parent.left === node || parent.operator === '===' || parent.operator === '!==';
    case 'SequenceExpression':
      return (parent.expressions as AstNode[])[0] === node;
    case 'IfStatement':
      return true;
    case 'UnaryExpression':
      return ['-', '+', '!', '~'].includes(parent.operator as string);
    case 'UpdateExpression':
      return parent.prefix === true;
    default:
      return false;
  }
}

/**
 * Whether Node.js runs the sample as an ES module: it has module syntax (export) or an await
 * outside any function (Node.js 22 detects both). Everything else runs as CommonJS, in sloppy mode.
 */
function isModule(program: AstNode): boolean {
  const EXPORTS = ['ExportNamedDeclaration', 'ExportDefaultDeclaration', 'ExportAllDeclaration', 'TSExportAssignment'];
  if (body(program).some((statement) => EXPORTS.includes(statement.type))) return true;
  let module = false;
  walk(program, (node) => {
    if (module || /^(Function|ArrowFunction)|^Class(Declaration|Expression)$/.test(node.type)) return false;
    if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await === true)) module = true;
  });
  return module;
}
