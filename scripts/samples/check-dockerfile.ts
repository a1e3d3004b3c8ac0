import { validate } from 'dockerfile-utils';
import type { Failure, Sample } from './sample.ts';
import { noteLine } from './sample.ts';

/**
 * Parses a Dockerfile sample with dockerfile-ast through dockerfile-utils' validator (the one
 * behind VS Code's Docker support): unknown instructions, missing or malformed arguments.
 * Errors and warnings both fail the sample.
 */
export function checkDockerfile(sample: Sample): Failure[] {
  return validate(sample.code).map((diagnostic) => ({
    line: noteLine(sample, diagnostic.range.start.line + 1),
    message: `${diagnostic.severity === 1 ? 'error' : 'warning'}: ${diagnostic.message}`,
  }));
}
