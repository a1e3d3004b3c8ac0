import type { RunPlan } from '../../../shared/code-annotations.ts';

/** A sample's Run button, or why it has none (for the tests and for authors who wonder). */
export type TryItDecision = { plan: RunPlan } | { reason: string };
