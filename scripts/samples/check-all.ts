import pLimit from 'p-limit';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkCFamily } from './check-c-family.ts';
import type { CheckContext } from './check-context.ts';
import { proveExercises, type ExerciseProof } from './check-exercises.ts';
import { proveGoals } from './prove-goals.ts';
import { checkJava } from './check-java.ts';
import { checkPython } from './check-python.ts';
import { checkShell } from './check-shell.ts';
import { parseWithTreeSitter } from './parse-tree-sitter.ts';
import { planSample, type Check, type Plan } from './plan-sample.ts';
import type { RunJudgement } from './judge-run.ts';
import { runJavaScript } from './run-javascript.ts';
import type { Failure, Outcome, Sample, SampleResult } from '../note-source/sample.ts';

/** The checks done in this thread, each loaded with its first sample: the Java parser is slow to load (docs/performance.md). */
const IN_PROCESS: Partial<Record<Check['kind'], () => Promise<(sample: Sample) => Failure[]>>> = {
  'java-parser': async () => (await import('./parse-java.ts')).parseJava,
  json: async () => (await import('./check-data.ts')).checkJson,
  yaml: async () => (await import('./check-data.ts')).checkYaml,
  html: async () => (await import('./check-html.ts')).checkHtml,
  css: async () => (await import('./check-css.ts')).checkCss,
  dockerfile: async () => (await import('./check-dockerfile.ts')).checkDockerfile,
};

/** Checks every sample with its language's toolchain: processes run several at a time while this thread type-checks and parses. */
export async function checkSamples(samples: readonly Sample[], options: Pick<CheckContext, 'rootDir'>): Promise<SampleResult[]> {
  const attached = new Set(samples.flatMap((sample) => (sample.output ? [`${sample.file}:${sample.output.line}`] : [])));
  const plans = samples.map((sample) => planSample(sample, attached.has(`${sample.file}:${sample.line}`)));
  const tempRoot = await mkdtemp(path.join(os.tmpdir(), 'samples-'));
  try {
    const concurrency = os.availableParallelism();
    const context: CheckContext = {
      rootDir: options.rootDir,
      tempDir: (prefix) => mkdtemp(path.join(tempRoot, `${prefix}-`)),
      limit: pLimit(concurrency),
      timeoutMs: 10_000,
      concurrency,
    };
    // The checkers read `run` from the sample: give them what the plan decided.
    const checkable = samples.map((sample, index) => ({ ...sample, info: { ...sample.info, run: plans[index]!.run } }));
    const started = startProcessChecks(checkable, plans, context);
    // Exercises with tests: their tests proved on the solution and the starter (the test fence's own outcome).
    const proof = proveExercises(checkable, context);
    plans.forEach((plan, index) => {
      if (plan.check?.kind === 'exercise') started.outcomes.set(index, testFenceOutcome(proof, index));
    });
    for (const [index, outcome] of proveGoals(checkable)) started.outcomes.set(index, Promise.resolve(outcome));
    await checkInProcess(checkable, plans, started, options.rootDir);
    const { failures: proofFailures } = await proof;
    return await Promise.all(
      samples.map(async (sample, index): Promise<SampleResult> => {
        const plan = plans[index]!;
        const outcome: Outcome = (await started.outcomes.get(index)) ?? {
          level: plan.level ?? 'not-code',
          failures: [],
          ran: false,
          outputCompared: false,
        };
        const reason = outcome.reason ?? plan.reason;
        const failures = [...plan.failures, ...outcome.failures, ...(proofFailures.get(index) ?? [])];
        return { sample, ...outcome, ...(reason === undefined ? {} : { reason }), failures };
      }),
    );
  } finally {
    await rm(tempRoot, { recursive: true, force: true });
  }
}

/** A test fence's outcome: run with its exercise's tests counted, or not run (its exercise is incomplete). */
async function testFenceOutcome(proof: Promise<ExerciseProof>, index: number): Promise<Outcome> {
  const exercise = (await proof).checked.get(index);
  return { level: 'compiled', failures: [], ran: exercise !== undefined, outputCompared: false, ...(exercise ? { exercise } : {}) };
}

interface Started {
  outcomes: Map<number, Promise<Outcome>>;
  /** The runs of `js run` samples, whose type-check comes later. */
  runs: Map<number, Promise<RunJudgement>>;
}

/** Starts every check that needs a process (compilers, bash, programs); they queue for the cores. */
function startProcessChecks(samples: readonly Sample[], plans: readonly Plan[], context: CheckContext): Started {
  const started: Started = { outcomes: new Map(), runs: new Map() };
  const batch = (kind: Check['kind'], check: (batch: Sample[], context: CheckContext) => Promise<Outcome[]>) => {
    const indexes = plans.flatMap((plan, index) => (plan.check?.kind === kind ? [index] : []));
    const results = check(pick(samples, indexes), context);
    const outcome = (at: number) => results.then((all) => all[at]!);
    indexes.forEach((index, at) => started.outcomes.set(index, outcome(at)));
  };
  batch('python', checkPython);
  batch('javac', checkJava);
  plans.forEach((plan, index) => {
    const sample = samples[index]!;
    if (plan.check?.kind === 'gcc')
      started.outcomes.set(
        index,
        checkCFamily(sample, plan.check.language, context, sample.info.starter ? answerOf(samples, sample) : undefined),
      );
    if (plan.check?.kind === 'shell') started.outcomes.set(index, checkShell(sample, context));
    if (plan.check?.kind === 'typescript' && sample.info.run) started.runs.set(index, runJavaScript(sample, context));
  });
  return started;
}

/** The output of the solution of a starter's exercise (its `run solution` and `text output` under the same heading). */
function answerOf(samples: readonly Sample[], starter: Sample): string | undefined {
  const solution = samples.find(
    (sample) => sample.file === starter.file && sample.headingLine === starter.headingLine && sample.info.solution && sample.output,
  );
  return solution?.output?.text;
}

/** Type-checks the JavaScript and TypeScript samples (joining their runs) and parses those that need no process. */
async function checkInProcess(samples: readonly Sample[], plans: readonly Plan[], started: Started, rootDir: string): Promise<void> {
  const typescript = plans.flatMap((plan, index) => (plan.check?.kind === 'typescript' ? [index] : []));
  // The TypeScript compiler is slow to load (docs/performance.md): a run without such samples does without it.
  const checked =
    typescript.length === 0 ? [] : (await import('./check-typescript.ts')).checkTypeScript(pick(samples, typescript), rootDir);
  typescript.forEach((index, at) => {
    const typed: Outcome = { ...checked[at]!, ran: false, outputCompared: false };
    const run = started.runs.get(index);
    started.outcomes.set(
      index,
      run
        ? run.then((ran) => ({ ...typed, ran: true, outputCompared: ran.outputCompared, failures: [...typed.failures, ...ran.failures] }))
        : Promise.resolve(typed),
    );
  });

  const parsed = (failures: Failure[]): Outcome => ({ level: 'parsed', failures, ran: false, outputCompared: false });
  plans.forEach((plan, index) => {
    const sample = samples[index]!;
    const load = plan.check && IN_PROCESS[plan.check.kind];
    const failures =
      plan.check?.kind === 'tree-sitter' ? parseWithTreeSitter(sample, plan.check.grammar) : load?.().then((parse) => parse(sample));
    if (failures) started.outcomes.set(index, failures.then(parsed));
  });
}

function pick<T>(items: readonly T[], indexes: readonly number[]): T[] {
  return indexes.map((index) => items[index]!);
}
