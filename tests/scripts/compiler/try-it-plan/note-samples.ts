import type { Sample } from '../../../../scripts/note-source/sample';
import { extractSamples } from '../../../../scripts/note-source/extract-samples';

/** The samples of a note made of these code blocks, as the sample checker reads them. */
export function noteSamples(...blocks: string[]): Sample[] {
  return extractSamples('notes/x/1-x.md', ['---', 'id: 1', '---', '', ...blocks.flatMap((block) => [block, ''])].join('\n'));
}

/** The one sample of a note with this fenced block (and its output block when given). */
export function oneSample(info: string, code: string, output?: string): Sample {
  const fence = '```';
  return noteSamples(
    `${fence}${info}\n${code}\n${fence}`,
    ...(output === undefined ? [] : [`${fence}text output\n${output}\n${fence}`]),
  )[0]!;
}

/** A decision as the tests compare it: the plan, or the reason. */
export const planOrReason = (decision: { plan: unknown } | { reason: string }) => ('plan' in decision ? decision.plan : decision.reason);
