/** `npm run audit`: fails on a high or critical issue in what the site ships; an unreachable endpoint is said loudly (AUDIT_REQUIRED=true fails). */
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
