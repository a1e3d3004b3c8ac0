/** What `npm audit --json` said, reduced to what CI acts on. */
export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'vulnerable'; counts: Record<string, number>; packages: string[] }
  | { kind: 'unavailable'; reason: string };

const BLOCKING = ['high', 'critical'] as const;

interface AuditReport {
  vulnerabilities?: Record<string, { severity?: string }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  error?: { summary?: string };
}

/** Reads the JSON `npm audit --json` printed: high or critical issues fail, a registry error is reported as such. */
export function auditVerdict(output: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    return { kind: 'unavailable', reason: `npm audit printed no JSON: ${output.slice(0, 200) || '(nothing)'}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    return { kind: 'unavailable', reason: report.message ?? report.error?.summary ?? 'the audit endpoint gave no report' };
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => BLOCKING.some((level) => entry.severity === level))
    .map(([name, entry]) => `${name} (${entry.severity})`);
  const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  return blocking > 0 ? { kind: 'vulnerable', counts, packages } : { kind: 'clean', counts };
}
