import { parseAllDocuments } from 'yaml';
import { noteLine, type Failure, type Sample } from '../note-source/sample.ts';

/** Parses a JSON sample (strict JSON: no comments, no trailing commas). */
export function checkJson(sample: Sample): Failure[] {
  try {
    JSON.parse(sample.code);
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    const line = position ? sample.code.slice(0, Number(position[1])).split('\n').length : 1;
    return [{ line: noteLine(sample, line), message: `error: ${message.replace(/ in JSON at position \d+.*$/, '')}` }];
  }
}

/** Parses a YAML sample (every document of it) with `yaml`. */
export function checkYaml(sample: Sample): Failure[] {
  return parseAllDocuments(sample.code, { prettyErrors: true }).flatMap((document) =>
    document.errors.map((error) => ({
      line: noteLine(sample, error.linePos?.[0].line ?? 1),
      message: `error: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
    })),
  );
}
