import type { ESTree } from 'rolldown/utils';

// Node.js's timers return an object, the browser's a number: a handle used beyond clearing would print otherwise.

const TIMERS = new Set(['setTimeout', 'setInterval']);
const CLEARS = new Set(['clearTimeout', 'clearInterval']);

/** The nodes whose children these rules look at; a node under any other has no parent for them. */
export type TimerParent =
  | ESTree.CallExpression
  | ESTree.VariableDeclarator
  | ESTree.AssignmentExpression
  | ESTree.LogicalExpression
  | ESTree.BinaryExpression
  | ESTree.SequenceExpression
  | ESTree.IfStatement
  | ESTree.UnaryExpression
  | ESTree.UpdateExpression
  | ESTree.ExpressionStatement
  | ESTree.ArrowFunctionExpression
  | ESTree.MemberExpression;

/** What a call of setTimeout or setInterval does with its handle: keeps it under a name, drops it, or uses it. */
export function timerCall(call: ESTree.CallExpression, parent: TimerParent | undefined): { kept: string } | { reason: string } | undefined {
  if (call.callee.type !== 'Identifier' || !TIMERS.has(call.callee.name)) return undefined;
  const name =
    parent?.type === 'VariableDeclarator'
      ? targetName(parent.id)
      : parent?.type === 'AssignmentExpression' && parent.operator === '=' && parent.right === call
        ? targetName(parent.left)
        : undefined;
  if (name) return { kept: name };
  if (parent?.type !== 'ExpressionStatement' && parent?.type !== 'ArrowFunctionExpression')
    return { reason: `uses the handle ${call.callee.name} returns, which differs in Node.js` };
  return undefined;
}

/** The name after the dot of `a.b` (`#b` for a private one). */
export function memberName(member: ESTree.StaticMemberExpression | ESTree.PrivateFieldExpression): string {
  return member.property.type === 'PrivateIdentifier' ? `#${member.property.name}` : member.property.name;
}

function targetName(target: ESTree.BindingPattern | ESTree.AssignmentTarget): string | undefined {
  if (target.type === 'Identifier') return target.name;
  return target.type === 'MemberExpression' && !target.computed ? memberName(target) : undefined;
}

/** A timer handle stored, compared, tested for being set, or given to clearTimeout / clearInterval: uses that print nothing of it. */
export function keptOrCleared(node: ESTree.Node, parent: TimerParent | undefined): boolean {
  switch (parent?.type) {
    case 'CallExpression':
      return parent.callee.type === 'Identifier' && CLEARS.has(parent.callee.name);
    case 'VariableDeclarator':
      return parent.id === node;
    case 'AssignmentExpression':
    case 'LogicalExpression':
      return parent.left === node;
    case 'BinaryExpression':
      return parent.left === node || parent.operator === '===' || parent.operator === '!==';
    case 'SequenceExpression':
      return parent.expressions[0] === node;
    case 'IfStatement':
      return true;
    case 'UnaryExpression':
      return ['-', '+', '!', '~'].includes(parent.operator);
    case 'UpdateExpression':
      return parent.prefix;
    default:
      return false;
  }
}

/** The first use of a kept handle that prints something of it. */
export function handleUseReason(kept: ReadonlySet<string>, uses: readonly string[]): string | undefined {
  const name = uses.find((use) => kept.has(use));
  return name === undefined ? undefined : `uses the timer handle ${name}, which is an object in Node.js and a number in the browser`;
}
