import { parseSync, type ESTree } from 'rolldown/utils';

/** A sample's syntax tree, none on a syntax error; a module when only that parses (Oxc's "unambiguous" misses top-level `for await`). */
export function parseProgram(code: string, lang: 'js' | 'jsx' | 'ts' | 'tsx'): ESTree.Program | undefined {
  for (const sourceType of ['unambiguous', 'module'] as const) {
    const { program, errors } = parseSync(`sample.${lang}`, code, { lang, sourceType });
    if (errors.length === 0) return program;
  }
  return undefined;
}
