import { parseSync, type ESTree } from 'rolldown/utils';

/**
 * A sample's syntax tree, or undefined on a syntax error; a module when only a module parses it (Oxc's
 * "unambiguous" does not count a top-level `for await` as module syntax).
 */
export function parseProgram(code: string, lang: 'js' | 'jsx' | 'ts' | 'tsx'): ESTree.Program | undefined {
  for (const sourceType of ['unambiguous', 'module'] as const) {
    const { program, errors } = parseSync(`sample.${lang}`, code, { lang, sourceType });
    if (errors.length === 0) return program;
  }
  return undefined;
}
