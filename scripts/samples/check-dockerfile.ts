import { validate } from 'dockerfile-utils';
import { noteLine, type Failure, type Sample } from '../note-source/sample.ts';

/** Validates a Dockerfile sample with dockerfile-utils (VS Code's Docker validator); errors and warnings both fail it. */
export function checkDockerfile(sample: Sample): Failure[] {
  return validate(sample.code).map((diagnostic) => ({
    line: noteLine(sample, diagnostic.range.start.line + 1),
    message: `${diagnostic.severity === 1 ? 'error' : 'warning'}: ${diagnostic.message}`,
  }));
}
