import type { RunPlan } from '../../../shared/code-annotations.ts';

/**
 * A sample's Run button, or why it has none (for the tests and for authors who wonder); `warn` when the author
 * should hear of it in the build (a Git sample the terminal does not reproduce); `shown` when the page says it
 * under the sample (a C or C++ program its compiler cannot run as CI does).
 */
export type TryItDecision = { plan: RunPlan } | { reason: string; warn?: boolean; shown?: true };
