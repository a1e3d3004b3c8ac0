import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkCFamily } from './check-c-family.ts';
import { createCheckContext, type CheckContext } from './check-context.ts';
import { checkCss } from './check-css.ts';
import { checkJson, checkYaml } from './check-data.ts';
import { checkDockerfile } from './check-dockerfile.ts';
import { checkHtml } from './check-html.ts';
import { checkJava } from './check-java.ts';
import { checkPython } from './check-python.ts';
import { checkShell } from './check-shell.ts';
import { checkTypeScript } from './check-typescript.ts';
import { parseJava } from './parse-java.ts';
import { parseWithTreeSitter } from './parse-tree-sitter.ts';
import { planSample, type Check, type Plan } from './plan-sample.ts';
import { runJavaScript } from './run-javascript.ts';
import type { Failure, Outcome, Sample, SampleResult } from './sample.ts';

export interface CheckOptions {
  /** The project root: samples resolve packages from its node_modules. */
  rootDir: string;
  /** Processes to run at once; the machine's cores by default. */
  concurrency?: number;
  /** How long a `run` program may take; 10 s by default. */
  timeoutMs?: number;
}

const IN_PROCESS: Partial<Record<Check['kind'], (sample: Sample) => Failure[]>> = {
  'java-parser': parseJava,
  json: checkJson,
  yaml: checkYaml,
  html: checkHtml,
  css: checkCss,
  dockerfile: checkDockerfile,
};

/**
 * Checks every sample with the toolchain of its language. Compilers and programs run as child
 * processes, several at a time, while this thread type-checks the JavaScript and TypeScript
 * samples and parses the rest.
 */
export async function checkSamples(samples: readonly Sample[], options: CheckOptions): Promise<SampleResult[]> {
  const attached = new Set(samples.flatMap((sample) => (sample.output ? [`${sample.file}:${sample.output.line}`] : [])));
  const plans = samples.map((sample) => planSample(sample, attached.has(`${sample.file}:${sample.line}`)));
  const tempRoot = await mkdtemp(path.join(os.tmpdir(), 'samples-'));
  try {
    const context = createCheckContext(
      options.rootDir,
      tempRoot,
      options.concurrency ?? os.availableParallelism(),
      options.timeoutMs ?? 10_000,
    );
    const outcomes = startProcessChecks(samples, plans, context);
    checkInProcess(samples, plans, outcomes, options.rootDir);
    return await Promise.all(
      samples.map(async (sample, index): Promise<SampleResult> => {
        const plan = plans[index]!;
        const outcome: Outcome = (await outcomes.get(index)) ?? {
          level: plan.level ?? 'not-code',
          failures: [],
          ran: false,
          outputCompared: false,
        };
        const reason = outcome.reason ?? plan.reason;
        return { sample, ...outcome, ...(reason === undefined ? {} : { reason }), failures: [...plan.failures, ...outcome.failures] };
      }),
    );
  } finally {
    await rm(tempRoot, { recursive: true, force: true });
  }
}

/** Starts every check that needs a process (compilers, parsers run as tools, programs); they queue for the cores. */
function startProcessChecks(samples: readonly Sample[], plans: readonly Plan[], context: CheckContext): Map<number, Promise<Outcome>> {
  const outcomes = new Map<number, Promise<Outcome>>();
  const indexesOf = (kind: Check['kind']) => plans.flatMap((plan, index) => (plan.check?.kind === kind ? [index] : []));
  const batch = (kind: Check['kind'], check: (batch: Sample[], context: CheckContext) => Promise<Outcome[]>) => {
    const indexes = indexesOf(kind);
    const results = check(
      indexes.map((index) => samples[index]!),
      context,
    );
    indexes.forEach((index, at) =>
      outcomes.set(
        index,
        results.then((all) => all[at]!),
      ),
    );
  };
  batch('python', checkPython);
  batch('javac', checkJava);
  plans.forEach((plan, index) => {
    const sample = samples[index]!;
    if (plan.check?.kind === 'gcc') outcomes.set(index, checkCFamily(sample, plan.check.language, context));
    if (plan.check?.kind === 'shell') outcomes.set(index, checkShell(sample, context));
    if (plan.check?.kind === 'typescript' && sample.info.run && /^(?:js|javascript|mjs|cjs)$/.test(sample.info.lang)) {
      outcomes.set(
        index,
        runJavaScript(sample, context).then((run) => ({ level: 'compiled', ran: true, ...run })),
      );
    }
  });
  return outcomes;
}

/** Type-checks the JavaScript and TypeScript samples and parses those that need no process, merging with the runs started before. */
function checkInProcess(
  samples: readonly Sample[],
  plans: readonly Plan[],
  outcomes: Map<number, Promise<Outcome>>,
  rootDir: string,
): void {
  const typescript = plans.flatMap((plan, index) => (plan.check?.kind === 'typescript' ? [index] : []));
  const checked = checkTypeScript(
    typescript.map((index) => samples[index]!),
    rootDir,
  );
  typescript.forEach((index, at) => {
    const types = checked[at]!;
    const run = outcomes.get(index);
    const typed: Outcome = { ...types, ran: false, outputCompared: false };
    outcomes.set(
      index,
      run
        ? run.then((ran) => ({ ...typed, ran: true, outputCompared: ran.outputCompared, failures: [...types.failures, ...ran.failures] }))
        : Promise.resolve(typed),
    );
  });

  plans.forEach((plan, index) => {
    const sample = samples[index]!;
    const parsed = (failures: Failure[]): Outcome => ({ level: 'parsed', failures, ran: false, outputCompared: false });
    if (plan.check?.kind === 'tree-sitter') outcomes.set(index, parseWithTreeSitter(sample, plan.check.grammar).then(parsed));
    const parse = plan.check && IN_PROCESS[plan.check.kind];
    if (parse) outcomes.set(index, Promise.resolve(parsed(parse(sample))));
  });
}
