import type { RunPlan } from '../../../shared/code-annotations.ts';
import type { Sample } from '../../note-source/sample.ts';
import { planCFamilyRun } from './c-family-run.ts';
import { planCssPreview } from './css-preview.ts';
import { planGitTerminal } from './git-terminal.ts';
import { planJavaScriptRun } from './javascript-run.ts';
import { planPythonRun } from './python-run.ts';
import { planReactPreview } from './react-preview.ts';
import type { TryItDecision } from './try-it-decision.ts';

const JAVASCRIPT: Record<string, RunPlan['syntax'] | ''> = { js: '', javascript: '', mjs: '', cjs: '', ts: 'ts', typescript: 'ts' };
const REACT: Record<string, 'jsx' | 'tsx'> = { jsx: 'jsx', tsx: 'tsx' };

/** Whether and how the browser can run `samples[index]` faithfully; `blockIndex` gives a sample's code-block index (CSS's HTML). */
export function planTryIt(samples: readonly Sample[], index: number, blockIndex: (sample: Sample) => number | undefined): TryItDecision {
  const sample = samples[index]!;
  const { info } = sample;
  if (info.nocheck !== undefined) return { reason: 'not checked (nocheck)' };
  if (info.partial) return { reason: 'a partial sample is a fragment, not a program' };
  if (Object.hasOwn(JAVASCRIPT, info.lang)) return planJavaScriptRun(sample, JAVASCRIPT[info.lang] || undefined);
  if (info.lang === 'python' || info.lang === 'py') return planPythonRun(sample);
  if (info.lang === 'c' || info.lang === 'cpp') return planCFamilyRun(sample, info.lang);
  // An HTML sample is its own preview.
  if (info.lang === 'html') return { plan: { kind: 'html' } };
  if (info.lang === 'css') return planCssPreview(samples, index, blockIndex);
  if ((info.lang === 'bash' || info.lang === 'sh') && /(^|[\s;&|(])git\s/.test(sample.code)) return planGitTerminal(sample);
  const syntax = Object.hasOwn(REACT, info.lang) ? REACT[info.lang] : undefined;
  if (syntax) return planReactPreview(sample, syntax);
  return { reason: `${info.lang || 'a block without a language'} does not run in the browser` };
}
