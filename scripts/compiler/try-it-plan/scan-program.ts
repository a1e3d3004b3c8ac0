import { Visitor, type ESTree } from 'rolldown/utils';
import { handleUseReason, keptOrCleared, memberName, timerCall, type TimerParent } from './timer-handles.ts';

/** What the planner asks of a JavaScript program, gathered in one walk of its syntax tree. */
export interface ProgramScan {
  /** The first thing, in source order, the browser sandbox lacks or that would print what depends on the reader. */
  outside?: string;
  /** The same with import declarations left out: a React preview provides its imports. */
  outsideButImports?: string;
  /** Why the program's use of a timer handle would print otherwise than in Node.js. */
  timerHandle?: string;
  /** The names the program refers to, in source order (a property's or a member's name, or a label, is no reference). */
  references: readonly string[];
  /** The names it declares itself: variables (destructured ones too), parameters, caught errors, functions, classes, imports. */
  declared: ReadonlySet<string>;
  /** Whether it awaits (`await`, `for await`) outside any function or class. */
  awaitsAtTopLevel: boolean;
}

/** Console methods that write to stdout as console.log does; the others write to stderr or format as Node.js alone does. */
const STDOUT_CONSOLE = new Set(['log', 'info', 'debug', 'dir']);

/** Methods whose result depends on the reader's time zone or language, not on the sample. */
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

export function scanProgram(program: ESTree.Program): ProgramScan {
  walk = newWalk();
  visitor.visit(program);
  const { scan, kept, handleUses } = walk;
  scan.timerHandle ??= kept.size > 0 ? handleUseReason(kept, handleUses) : undefined;
  return scan;
}

/** What the walk under way has found so far, and what its later nodes need to know of their ancestors. */
function newWalk() {
  return {
    scan: { references: [], declared: new Set(), awaitsAtTopLevel: false } as ProgramScan & { references: string[]; declared: Set<string> },
    /** The identifiers that declare a name. */
    bindings: new Set<ESTree.Node>(),
    /** The identifiers that name a property, a member or a label. */
    propertyNames: new Set<ESTree.Node>(),
    parents: new Map<ESTree.Node, TimerParent>(),
    /** The names timer handles are kept under. */
    kept: new Set<string>(),
    /** Uses of a name that may print a timer handle kept under it, in source order. */
    handleUses: [] as string[],
    /** How many functions and classes enclose the node being visited. */
    functionDepth: 0,
  };
}

// One visitor for every walk: Oxc's Visitor keeps what it compiles for each one made.
let walk = newWalk();

function found(reason: string, importDeclaration = false) {
  walk.scan.outside ??= reason;
  if (!importDeclaration) walk.scan.outsideButImports ??= reason;
}

function adopt(parent: TimerParent, ...children: (ESTree.Node | null)[]) {
  for (const child of children) if (child) walk.parents.set(child, parent);
}

function propertyName(parent: { computed?: boolean }, name: ESTree.Node) {
  if (!parent.computed) walk.propertyNames.add(name);
}

type Pattern = ESTree.BindingPattern | ESTree.ParamPattern | ESTree.BindingRestElement | ESTree.ModuleExportName | null;

function declare(pattern: Pattern): void {
  switch (pattern?.type) {
    case 'Identifier':
      walk.bindings.add(pattern);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) declare(property.type === 'RestElement' ? property : property.value);
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) declare(element);
      break;
    case 'RestElement':
      declare(pattern.argument);
      break;
    case 'AssignmentPattern':
      declare(pattern.left);
      break;
    case 'TSParameterProperty':
      declare(pattern.parameter);
      break;
  }
}

function enterFunction(node: ESTree.Function | ESTree.ArrowFunctionExpression) {
  walk.functionDepth++;
  if (node.type !== 'ArrowFunctionExpression') declare(node.id);
  for (const parameter of node.params) declare(parameter);
}

function enterClass(node: ESTree.Class) {
  walk.functionDepth++;
  declare(node.id);
}

function leave() {
  walk.functionDepth--;
}

/** A name that, used as more than a stored, compared or cleared value, would print a timer handle kept under it. */
function handleUse(node: ESTree.Node, name: string) {
  if (!keptOrCleared(node, walk.parents.get(node))) walk.handleUses.push(name);
}

const visitor = new Visitor({
  ImportDeclaration: (node) => found(`imports ${node.source.value}`, true),
  ImportExpression: () => found('imports a module at run time'),
  MetaProperty: () => found('uses import.meta'),
  MemberExpression(node) {
    adopt(node, node.object, node.property);
    if (node.computed) return;
    walk.propertyNames.add(node.property);
    const name = memberName(node);
    if (node.object.type === 'Identifier' && node.object.name === 'console' && !STDOUT_CONSOLE.has(name))
      found(`uses console.${name}, which Node.js prints its own way`);
    else if (READER_DEPENDENT.has(name)) found(`uses ${name}, which depends on the reader's time zone or language`);
    else if (node.object.type === 'Identifier' && node.object.name === 'Intl') found("uses Intl, which depends on the reader's language");
    handleUse(node, name);
  },
  NewExpression(node) {
    if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length > 1)
      found("builds a Date from local-time parts, which depend on the reader's time zone");
  },
  Identifier(node) {
    const parent = walk.parents.get(node);
    if (walk.bindings.has(node)) walk.scan.declared.add(node.name);
    else if (!walk.propertyNames.has(node)) walk.scan.references.push(node.name);
    if (!(parent?.type === 'MemberExpression' && !parent.computed) && !walk.propertyNames.has(node)) handleUse(node, node.name);
  },
  CallExpression(node) {
    adopt(node, node.callee, ...node.arguments);
    const timer = timerCall(node, walk.parents.get(node));
    if (timer && 'kept' in timer) walk.kept.add(timer.kept);
    else if (timer) walk.scan.timerHandle ??= timer.reason;
  },
  VariableDeclarator(node) {
    adopt(node, node.id, node.init);
    declare(node.id);
  },
  AssignmentExpression: (node) => adopt(node, node.left, node.right),
  LogicalExpression: (node) => adopt(node, node.left, node.right),
  BinaryExpression: (node) => adopt(node, node.left, node.right),
  SequenceExpression: (node) => adopt(node, ...node.expressions),
  IfStatement: (node) => adopt(node, node.test, node.consequent, node.alternate),
  UnaryExpression: (node) => adopt(node, node.argument),
  UpdateExpression: (node) => adopt(node, node.argument),
  ExpressionStatement: (node) => adopt(node, node.expression),
  CatchClause: (node) => declare(node.param),
  FunctionDeclaration: enterFunction,
  'FunctionDeclaration:exit': leave,
  FunctionExpression: enterFunction,
  'FunctionExpression:exit': leave,
  ArrowFunctionExpression(node) {
    adopt(node, node.body, ...node.params);
    enterFunction(node);
  },
  'ArrowFunctionExpression:exit': leave,
  ClassDeclaration: enterClass,
  'ClassDeclaration:exit': leave,
  ClassExpression: enterClass,
  'ClassExpression:exit': leave,
  ImportSpecifier(node) {
    declare(node.imported);
    declare(node.local);
  },
  ImportDefaultSpecifier: (node) => declare(node.local),
  ImportNamespaceSpecifier: (node) => declare(node.local),
  Property: (node) => propertyName(node, node.key),
  MethodDefinition: (node) => propertyName(node, node.key),
  TSAbstractMethodDefinition: (node) => propertyName(node, node.key),
  PropertyDefinition: (node) => propertyName(node, node.key),
  TSAbstractPropertyDefinition: (node) => propertyName(node, node.key),
  AccessorProperty: (node) => propertyName(node, node.key),
  TSPropertySignature: (node) => propertyName(node, node.key),
  TSMethodSignature: (node) => propertyName(node, node.key),
  TSEnumMember: (node) => propertyName(node, node.id),
  LabeledStatement: (node) => walk.propertyNames.add(node.label),
  AwaitExpression() {
    if (walk.functionDepth === 0) walk.scan.awaitsAtTopLevel = true;
  },
  ForOfStatement(node) {
    if (node.await && walk.functionDepth === 0) walk.scan.awaitsAtTopLevel = true;
  },
});
