import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/cli/audit-verdict';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('auditVerdict', () => {
  it('passes a report with only low and moderate issues', () => {
    expect(auditVerdict(report({ low: 2, moderate: 1 }, { a: { severity: 'low' } })).kind).toBe('clean');
  });

  it('fails on a high or critical issue and names the packages', () => {
    const verdict = auditVerdict(
      report({ high: 1, critical: 1 }, { left: { severity: 'high' }, right: { severity: 'critical' }, ok: { severity: 'low' } }),
    );
    expect(verdict).toMatchObject({ kind: 'vulnerable', packages: ['left (high)', 'right (critical)'] });
  });

  it('reports an unreachable audit endpoint instead of a pass', () => {
    const verdict = auditVerdict(
      JSON.stringify({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
      }),
    );
    expect(verdict).toEqual({
      kind: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it('reports output that is not JSON', () => {
    expect(auditVerdict('npm error network')).toMatchObject({ kind: 'unavailable' });
  });
});
