// Every scenario recorded from the real Git 2.39 (tests/shared/git-terminal/git/record-git-fixtures.ts) replayed against the terminal's Git:
// the same stdout, stderr and exit status at every step, commit ids included.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GitRun, RecordedStep } from './replay-scenario.ts';
import { replay } from './replay-scenario.ts';

const fixture = JSON.parse(readFileSync(new URL('git-fixtures.json', import.meta.url), 'utf8')) as {
  root: string;
  scenarios: { name: string; steps: RecordedStep[] }[];
};

describe('git against recorded real Git', () => {
  for (const scenario of fixture.scenarios) {
    it(scenario.name, () => {
      const { runs } = replay(`${fixture.root}/${scenario.name}`, `/tmp/gitfix-home/${scenario.name}`, scenario.steps);
      const expected: GitRun[] = scenario.steps.flatMap((step) =>
        step.kind === 'git' ? [{ args: step.args, stdout: step.stdout, stderr: step.stderr, code: step.code }] : [],
      );
      runs.forEach((run, i) => expect(run).toEqual(expected[i]));
    });
  }
});
