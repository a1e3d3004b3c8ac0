// Every scenario recorded from the real Git 2.39 (tests/scripts/git-fixtures) replayed against the terminal's Git:
// the same stdout, stderr and exit status at every step, commit ids included.
import { describe, expect, it } from 'vitest';
import fixtureText from './git-fixtures.json?raw';
import type { GitRun, RecordedStep } from './replay-scenario.ts';
import { replay } from './replay-scenario.ts';

const fixture = JSON.parse(fixtureText) as { root: string; scenarios: { name: string; steps: RecordedStep[] }[] };

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
