import type { BodyAnnotations, RunPlan } from '../../../shared/code-annotations.ts';
import type { Sample } from '../../note-source/sample.ts';
import { planTryIt } from './plan-try-it.ts';

/**
 * Each code block's Run plan, from the samples the checker compared; none in a list or for a starter (run by Check).
 * `warnings` name the samples an author would expect to run that do not, and why.
 */
export function tryItPlans(
  samples: readonly Sample[],
  bodyStartLine: number,
  codeLines: readonly number[],
): { annotations: Pick<BodyAnnotations, 'run' | 'noRun'>; warnings: { line: number; message: string }[] } {
  const warnings: { line: number; message: string }[] = [];
  const blockOf = blocksByFileLine(bodyStartLine, codeLines);
  const plans: (RunPlan | 0)[] = codeLines.map(() => 0);
  const noRun: Record<number, string> = {};
  samples.forEach((sample, index) => {
    const block = blockOf.get(sample.line);
    if (block === undefined || sample.info.starter) return;
    const decision = planTryIt(samples, index, (earlier) => blockOf.get(earlier.line));
    if ('plan' in decision) {
      plans[block] = decision.plan;
    } else {
      if (decision.warn) warnings.push({ line: sample.line, message: decision.reason });
      if (decision.shown) noRun[block] = decision.reason;
    }
  });
  const run = plans.some((plan) => plan !== 0) ? { run: plans } : {};
  return { annotations: { ...run, ...(Object.keys(noRun).length > 0 ? { noRun } : {}) }, warnings };
}

/** The code blocks that hold what the block before them prints (a `text output` right after a `run` block). */
export function outputBlocks(
  samples: readonly Sample[],
  bodyStartLine: number,
  codeLines: readonly number[],
): Pick<BodyAnnotations, 'outputs'> {
  const blockOf = blocksByFileLine(bodyStartLine, codeLines);
  const outputs = samples.flatMap((sample) => {
    const block = sample.output && blockOf.get(sample.output.line);
    return block === undefined ? [] : [block];
  });
  return outputs.length > 0 ? { outputs } : {};
}

/** The page's code block index of each fence, by the fence's line in the note's file. */
function blocksByFileLine(bodyStartLine: number, codeLines: readonly number[]): Map<number, number> {
  return new Map(codeLines.map((line, block) => [line + bodyStartLine - 1, block]));
}
