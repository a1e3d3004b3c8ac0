import { checkGoals, goalLines } from '../../shared/git-terminal/repository-goals.ts';
import { viewRepository } from '../../shared/git-terminal/repository-view.ts';
import { newTerminalShell, runInTerminal, TERMINAL_HOME } from '../../shared/git-terminal/terminal-shell.ts';
import type { Failure, Outcome, Sample } from '../note-source/sample.ts';

/**
 * Proves each Git exercise's goal (a `text goal` fence) honest, by sample index: every fact holds in the page's terminal
 * after the exercise's `bash run solution` ran there, and not every fact holds in an untouched terminal.
 */
export function proveGoals(samples: readonly Sample[]): Map<number, Outcome> {
  const outcomes = new Map<number, Outcome>();
  samples.forEach((goal, index) => {
    if (!goal.info.goal) return;
    const facts = goalLines(goal.code);
    const failures: Failure[] = [];
    const fail = (message: string) => failures.push({ line: goal.line, message });
    const solution = samples.find((sample) => sample.file === goal.file && sample.headingLine === goal.headingLine && sample.info.solution);
    if (solution) {
      const ran = runInTerminal(solution.code);
      for (const result of checkGoals(facts, viewRepository(ran.fs, ran.cwd))) {
        if (!result.met) fail(`the solution does not reach the goal "${result.goal}": ${result.instead}`);
      }
    }
    const untouched = newTerminalShell();
    if (checkGoals(facts, viewRepository(untouched.fs, TERMINAL_HOME)).every((result) => result.met))
      fail('every fact of the goal already holds in an untouched terminal: the check proves nothing');
    // A missing or non-Git solution is the content build's error, at the goal's line.
    outcomes.set(index, {
      level: 'parsed',
      failures,
      ran: false,
      outputCompared: false,
      goal: { facts: facts.length, proved: failures.length === 0 && solution !== undefined },
    });
  });
  return outcomes;
}
