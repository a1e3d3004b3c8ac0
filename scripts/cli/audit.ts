/**
 * `npm run audit`: fails when `npm audit --omit=dev` reports a high or critical issue in what the
 * site ships. When the registry's audit endpoint cannot be reached (some networks allow only
 * package downloads), it says so loudly and does not pretend the check passed; set
 * AUDIT_REQUIRED=true to make that a failure too.
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict.ts';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const verdict = auditVerdict(result.stdout);

switch (verdict.kind) {
  case 'clean':
    console.log(`Audit: no high or critical issue in production dependencies (${JSON.stringify(verdict.counts)}).`);
    break;
  case 'vulnerable':
    console.error(`Audit: high or critical issues in production dependencies: ${verdict.packages.join(', ')}.`);
    process.exitCode = 1;
    break;
  case 'unavailable':
    console.warn(`Audit NOT RUN: ${verdict.reason}. The production dependencies were not checked.`);
    if (process.env.AUDIT_REQUIRED === 'true') process.exitCode = 1;
    break;
}
