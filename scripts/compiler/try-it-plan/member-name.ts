import type { ESTree } from 'rolldown/utils';

/** The name after the dot of `a.b` (`#b` for a private one). */
export function memberName(member: ESTree.StaticMemberExpression | ESTree.PrivateFieldExpression): string {
  return member.property.type === 'PrivateIdentifier' ? `#${member.property.name}` : member.property.name;
}
