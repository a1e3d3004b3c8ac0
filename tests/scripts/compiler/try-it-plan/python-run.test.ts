import { describe, expect, it } from 'vitest';
import { planPythonRun } from '../../../../scripts/compiler/try-it-plan/python-run';
import { oneSample, planOrReason } from './note-samples';

const decide = (info: string, code: string, output?: string) => planOrReason(planPythonRun(oneSample(info, code, output)));

describe('which Python samples get a Run button', () => {
  it('run samples with their output, unless they need a process, a thread, the network or input()', () => {
    expect(decide('python run', 'print(1)', '1')).toEqual({ kind: 'python' });
    expect(decide('python run', 'import subprocess\nprint(1)', '1')).toMatch(/subprocess/);
    expect(decide('python run', 'from urllib.request import urlopen\nprint(1)', '1')).toMatch(/urllib/);
    expect(decide('python run', 'name = input()\nprint(name)', 'x')).toMatch(/input/);
    expect(decide('python', 'print(1)')).toMatch(/not a whole program/);
    expect(decide('python run', 'x = 1')).toMatch(/no output block/);
  });

  it('a sample that shows a caught exception gets no button; one that only catches it keeps it', () => {
    expect(decide('python run', 'try:\n    {[1]: 2}\nexcept TypeError as error:\n    print(error)', "unhashable type: 'list'")).toMatch(
      /exception's message/,
    );
    expect(decide('python run', 'try:\n    int("x")\nexcept ValueError:\n    print("not a number")', 'not a number')).toEqual({
      kind: 'python',
    });
  });
});
