import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import { bodyProblems, report } from '../../../../scripts/compiler/transform/report';

describe('report', () => {
  it('turns what plugins report on the file into problems at their line in the note file, in order', () => {
    const file = new VFile('body');
    report(file, { line: 3, column: 7, severity: 'error', field: 'link', message: 'broken' });
    report(file, { line: 2, severity: 'warning', field: 'body', message: 'removed' });
    report(file, { line: undefined, severity: 'error', field: 'exercises', message: 'somewhere' });
    expect(bodyProblems(file, 10)).toEqual([
      { line: 12, column: 7, severity: 'error', field: 'link', message: 'broken' },
      { line: 11, column: 1, severity: 'warning', field: 'body', message: 'removed' },
      { line: 10, column: 1, severity: 'error', field: 'exercises', message: 'somewhere' },
    ]);
  });

  it('reports through the file as unified does: an error is fatal, a warning is not', () => {
    const file = new VFile('body');
    report(file, { line: 1, severity: 'error', field: 'body', message: 'bad' });
    report(file, { line: 1, severity: 'warning', field: 'body', message: 'odd' });
    expect(file.messages.map((message) => [message.reason, message.fatal, message.ruleId])).toEqual([
      ['bad', true, 'body'],
      ['odd', false, 'body'],
    ]);
  });
});
