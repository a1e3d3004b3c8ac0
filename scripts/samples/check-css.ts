import { parse } from 'css-tree';
import type { Failure, Sample } from './sample.ts';
import { noteLine } from './sample.ts';

/** Parses a CSS sample with css-tree and reports its syntax errors. */
export function checkCss(sample: Sample): Failure[] {
  const failures: Failure[] = [];
  parse(sample.code, {
    positions: true,
    onParseError: (error) => {
      const { line, message } = error as SyntaxError & { line: number };
      failures.push({ line: noteLine(sample, line), message: `error: ${message}` });
    },
  });
  return failures;
}
