import { parse } from 'java-parser';
import { toJavaSource } from './java-source.ts';
import { noteLine, type Failure, type Sample } from '../note-source/sample.ts';

/** Parses a Java sample, wrapped as javac sees it, with java-parser (prettier-java's, which knows Java 21 and later). */
export function parseJava(sample: Sample): Failure[] {
  try {
    parse(toJavaSource(sample.code, 'sample').source);
    return [];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /line: (\d+), column: \d+/.exec(message);
    const expected = /Expecting --> (.*?) <-- but found --> (.*?) <--/.exec(message);
    const text = expected ? `expected ${expected[1]} but found ${expected[2]}` : 'syntax error';
    return [{ line: at ? noteLine(sample, Number(at[1])) : sample.line, message: `error: ${text}` }];
  }
}
