import { generate, lexer, parse, walk, type Declaration } from 'css-tree';
import { noteLine, type Failure, type Sample } from '../note-source/sample.ts';

/** At-rules whose blocks hold descriptors (`src`, `syntax`), not properties. */
const DESCRIPTOR_RULES = new Set(['font-face', 'property', 'counter-style', 'font-palette-values', 'page', 'font-feature-values']);

/** Parses a CSS sample; unless `partial`, each declaration must be a known property with a valid value (custom ones and var() aside). */
export function checkCss(sample: Sample): Failure[] {
  const failures: Failure[] = [];
  const tree = parse(sample.code, {
    positions: true,
    onParseError: (error) => {
      const { line, message } = error as SyntaxError & { line: number };
      failures.push({ line: noteLine(sample, line), message: `error: ${message}` });
    },
  });
  if (sample.info.partial || failures.length > 0) return failures;

  const descriptorBlocks: [number, number][] = [];
  walk(tree, {
    visit: 'Atrule',
    enter(node) {
      if (DESCRIPTOR_RULES.has(node.name) && node.block?.loc)
        descriptorBlocks.push([node.block.loc.start.offset, node.block.loc.end.offset]);
    },
  });
  walk(tree, {
    visit: 'Declaration',
    enter(node: Declaration) {
      const offset = node.loc?.start.offset ?? 0;
      if (node.property.startsWith('--') || descriptorBlocks.some(([from, to]) => offset >= from && offset < to)) return;
      const value = generate(node.value);
      if (/\bvar\(/i.test(value)) return;
      const { error } = lexer.matchDeclaration(node);
      if (!error) return;
      const message = /^Unknown property/.test(error.message)
        ? error.message.split('\n')[0]!
        : `invalid value for ${node.property}: ${value}`;
      failures.push({ line: noteLine(sample, node.loc?.start.line ?? 1), message: `error: ${message}` });
    },
  });
  return failures;
}
