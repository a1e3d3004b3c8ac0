import { createRequire } from 'node:module';
import { Language, Parser, type Node } from 'web-tree-sitter';
import { noteLine, type Failure, type Sample } from '../note-source/sample.ts';

export type Grammar = 'c' | 'cpp' | 'python';

const require = createRequire(import.meta.url);
const WASM: Record<Grammar, string> = {
  c: 'tree-sitter-c/tree-sitter-c.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
};

let ready: Promise<void> | undefined;
const languages = new Map<Grammar, Promise<Language>>();

/** The first syntax error by tree-sitter, which knows syntax newer than the toolchain; a C or C++ fragment may parse as a body. */
export async function parseWithTreeSitter(sample: Sample, grammar: Grammar): Promise<Failure[]> {
  await (ready ??= Parser.init());
  if (!languages.has(grammar)) languages.set(grammar, Language.load(require.resolve(WASM[grammar])));
  const parser = new Parser();
  try {
    parser.setLanguage(await languages.get(grammar)!);
    let error = firstError(parser, sample.code);
    if (error && grammar !== 'python') {
      // A fragment may parse as a function's body (its opening on the first line keeps the sample's rows); else the later error counts.
      const body = firstError(parser, `void sample_fragment(void) { ${sample.code}\n}`);
      error = body && (body.row > error.row ? body : error);
    }
    return error ? [{ line: noteLine(sample, error.row + 1), message: `error: syntax error: ${error.message}` }] : [];
  } finally {
    parser.delete();
  }
}

function firstError(parser: Parser, code: string): { row: number; message: string } | undefined {
  const tree = parser.parse(code);
  try {
    const node = tree ? errorIn(tree.rootNode) : undefined;
    if (!node) return undefined;
    const message = node.isMissing ? `expected \`${node.type}\`` : `unexpected \`${node.text.split('\n')[0]!.trim().slice(0, 40)}\``;
    return { row: node.startPosition.row, message };
  } finally {
    tree?.delete();
  }
}

function errorIn(node: Node): Node | undefined {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return undefined;
  for (const child of node.children) {
    const found = child && errorIn(child);
    if (found) return found;
  }
  return undefined;
}
