import type { RunPlan } from '../../../shared/code-annotations.ts';

/** A sample's Run button, or why it has none; `warn`: the build tells the author (a Git sample), `shown`: the page says it (C or C++). */
export type TryItDecision = { plan: RunPlan } | { reason: string; warn?: boolean; shown?: true };
