import { describe, expect, it } from 'vitest';
import { parseProgram } from '../../../../scripts/compiler/try-it-plan/parse-program';

describe('parsing a sample', () => {
  it('as a script when it is one (sloppy mode included), as a module when it has module syntax', () => {
    expect(parseProgram('with (Math) max(1, 2);', 'js')?.sourceType).toBe('script');
    expect(parseProgram('export const x = 1;', 'js')?.sourceType).toBe('module');
  });

  it('as a module when only a module parses it: a top-level for await', () => {
    expect(parseProgram('for await (const n of []) n;', 'js')?.sourceType).toBe('module');
  });

  it('nothing for a syntax error, or for syntax of another language', () => {
    expect(parseProgram('console.log(1', 'js')).toBeUndefined();
    expect(parseProgram('const n: number = 1;', 'js')).toBeUndefined();
    expect(parseProgram('const n: number = 1;', 'ts')?.body).toHaveLength(1);
    expect(parseProgram('const p = <p />;', 'tsx')?.body).toHaveLength(1);
  });
});
