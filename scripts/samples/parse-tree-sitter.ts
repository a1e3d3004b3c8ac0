import { createRequire } from 'node:module';
import { Language, Parser, type Node } from 'web-tree-sitter';
import type { Failure, Sample } from './sample.ts';
import { noteLine } from './sample.ts';

export type Grammar = 'c' | 'cpp' | 'python';

const require = createRequire(import.meta.url);
const WASM: Record<Grammar, string> = {
  c: 'tree-sitter-c/tree-sitter-c.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
};

let ready: Promise<void> | undefined;
const languages = new Map<Grammar, Promise<Language>>();

/**
 * Parses a sample with the tree-sitter grammar of its language, which accepts fragments (C and
 * C++ statements outside a function) and knows syntax newer than the installed toolchain
 * (Python 3.12 type parameters and `type` statements, PEP 701 f-strings). Reports the first
 * syntax error.
 */
export async function parseWithTreeSitter(sample: Sample, grammar: Grammar): Promise<Failure[]> {
  ready ??= Parser.init();
  await ready;
  if (!languages.has(grammar)) languages.set(grammar, Language.load(require.resolve(WASM[grammar])));
  const parser = new Parser();
  try {
    parser.setLanguage(await languages.get(grammar)!);
    const tree = parser.parse(sample.code);
    const error = tree && firstError(tree.rootNode);
    if (!error) return [];
    const message = error.isMissing ? `expected \`${error.type}\`` : `unexpected \`${error.text.split('\n')[0]!.trim().slice(0, 40)}\``;
    return [{ line: noteLine(sample, error.startPosition.row + 1), message: `error: syntax error: ${message}` }];
  } finally {
    parser.delete();
  }
}

function firstError(node: Node): Node | undefined {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return undefined;
  for (const child of node.children) {
    const found = child && firstError(child);
    if (found) return found;
  }
  return undefined;
}
