/**
 * A differential test of the page's compiler (src/try-it/c-family/ hosted by Node.js, as in the sandbox's workers): every `c run`
 * and `cpp run` sample's output against its note's output block, which CI proved with gcc and g++, beside its Run-button rule.
 *   npm run test:c-family-in-page                 notes/c and notes/c++
 *   npm run test:c-family-in-page -- notes/c/905-functions.md
 */
import path from 'node:path';
import type { CFamilyLanguage } from '../../shared/c-family-runtime.ts';
import { loadCompiler } from '../../src/try-it/c-family/compiler.ts';
import { median } from '../bench/bench-kit.ts';
import { cFamilyRunReason } from '../compiler/try-it-plan/c-family-run.ts';
import { extractSamples } from '../note-source/extract-samples.ts';
import { readTargets } from '../note-source/load.ts';
import { checkInPage, type InPageOutcome } from '../samples/check-c-family-in-page.ts';
import { planSample } from '../samples/plan-sample.ts';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const targets = process.argv.length > 2 ? process.argv.slice(2) : ['notes/c', 'notes/c++'].map((dir) => path.join(rootDir, dir));

const sources = await readTargets(rootDir, targets);

// The samples CI runs with gcc and g++: whole programs, not partial, not skipped.
const runs = sources
  .flatMap((source) => extractSamples(source.path, source.text))
  .flatMap((sample) => {
    const plan = planSample(sample, true);
    return plan.check?.kind === 'gcc' && plan.run ? [{ sample, language: plan.check.language as CFamilyLanguage }] : [];
  });

const started = performance.now();
const compiler = await loadCompiler();
const loadMs = performance.now() - started;
const outcomes: InPageOutcome[] = [];
for (const { sample, language } of runs) outcomes.push(await checkInPage(sample, language, compiler));

const ruled = (outcome: InPageOutcome) => cFamilyRunReason(outcome.sample);
const matched = outcomes.filter((outcome) => outcome.failures.length === 0);
const lines = [
  ...outcomes
    .filter((outcome) => outcome.failures.length > 0 || ruled(outcome) || outcome.warnings.length > 0)
    .map((outcome) =>
      [
        `${outcome.sample.file}:${outcome.sample.line} ${outcome.failures.length === 0 ? 'matches' : 'DIFFERS'}`,
        ...outcome.failures.map((failure) => `  line ${failure.line}: ${failure.message}`),
        ...outcome.warnings.map((warning) => `  warning: ${warning}`),
        ...(ruled(outcome) ? [`  no Run button: ${ruled(outcome)}`] : []),
      ].join('\n'),
    ),
  '',
  `${matched.length} of ${outcomes.length} samples print their output block (${outcomes.filter((outcome) => outcome.language === 'c').length} C, ${outcomes.filter((outcome) => outcome.language === 'cpp').length} C++).`,
  `The rule leaves ${outcomes.filter(ruled).length} without a Run button; of the others, ${outcomes.filter((outcome) => !ruled(outcome) && outcome.failures.length > 0).length} differ, and ${outcomes.filter((outcome) => ruled(outcome) && outcome.failures.length === 0).length} of those left out would have matched.`,
  `Compiler load ${Math.round(loadMs)} ms; median compile and link: C ${Math.round(median(outcomes.filter((outcome) => outcome.language === 'c').map((outcome) => outcome.compileMs)))} ms, C++ ${Math.round(median(outcomes.filter((outcome) => outcome.language === 'cpp').map((outcome) => outcome.compileMs)))} ms (the first C++ compile builds the precompiled header); median run ${Math.round(median(outcomes.map((outcome) => outcome.runMs)))} ms.`,
];
console.log(lines.join('\n'));
process.exitCode = outcomes.some((outcome) => !ruled(outcome) && outcome.failures.length > 0) ? 1 : 0;
