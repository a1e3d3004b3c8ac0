import { readFile } from 'node:fs/promises';

/**
 * The generated modules that only hold data (a note's chunk, a series' Markdown copies, the search
 * indexes) are written one value per line, as JSON: `export const <name>: <type> = <JSON>;`, or
 * `const <name>: <type> = <JSON>;` with `export default <name>;`. So the server build can leave
 * them out of its bundle and read them when it runs (scripts/vite/server-data-modules.ts).
 */
export function dataExport(name: string, type: string, json: string): string {
  return `export const ${name}: ${type} = ${json};\n`;
}

/** A data module's default export, a JSON value, as `dataExport` writes a named one. */
export function dataDefaultExport(type: string, json: string): string {
  return `const data: ${type} = ${json};\nexport default data;\n`;
}

const VALUE = /^(export )?const (\w+)(?:: .*?)? = (.*);$/;
const DEFAULT = /^export default (\w+);$/;
const IGNORED = /^(\/\/.*|\/\*\*.*\*\/|import type .*;|)$/;

/** The names a data module exports (`default` for its default export), in order. */
export function dataModuleExports(text: string): string[] {
  return Object.keys(parseDataModule(text, () => undefined));
}

/** Reads a data module's exports, by name, from its file. */
export async function readDataModule(file: string): Promise<Record<string, unknown>> {
  try {
    return parseDataModule(await readFile(file, 'utf8'), (json) => JSON.parse(json) as unknown);
  } catch (error) {
    throw new Error(`Cannot read the data module ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * A data module as a browser runs it: the same lines without their types, the type imports and the
 * comments. The values stay as written (JSON is JavaScript), so nothing is parsed.
 */
export function dataModuleScript(text: string): string {
  return text
    .split('\n')
    .flatMap((line, index) => {
      const value = VALUE.exec(line);
      if (value) return [`${value[1] ?? ''}const ${value[2]} = ${value[3]};`];
      if (DEFAULT.test(line)) return [line];
      if (IGNORED.test(line)) return [];
      throw new Error(`line ${index + 1} is not a data line: ${line.slice(0, 80)}`);
    })
    .join('\n');
}

function parseDataModule(text: string, parse: (json: string) => unknown): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const locals = new Map<string, string>();
  text.split('\n').forEach((line, index) => {
    const value = VALUE.exec(line);
    const defaultName = DEFAULT.exec(line)?.[1];
    if (value) {
      if (value[1]) exports[value[2]!] = parse(value[3]!);
      else locals.set(value[2]!, value[3]!);
    } else if (defaultName !== undefined && locals.has(defaultName)) {
      exports.default = parse(locals.get(defaultName)!);
    } else if (!IGNORED.test(line)) {
      throw new Error(`line ${index + 1} is not a data line: ${line.slice(0, 80)}`);
    }
  });
  return exports;
}
