import { describe, expect, it } from 'vitest';
import { fitOutput, OUTPUT_LIMIT } from '../../../src/try-it/output-limit';

describe('the output limit of a run', () => {
  it('lets text through while it fits, counting lines and characters', () => {
    expect(fitOutput({ lines: 0, characters: 0 }, 'one\ntwo\n')).toEqual({
      text: 'one\ntwo\n',
      printed: { lines: 2, characters: 8 },
      over: false,
    });
  });

  it('cuts at the last line that fits', () => {
    const fitted = fitOutput({ lines: OUTPUT_LIMIT.lines - 1, characters: 0 }, 'a\nb\nc\n');
    expect(fitted).toMatchObject({ text: 'a\n', over: true });
    expect(fitted.printed.lines).toBe(OUTPUT_LIMIT.lines);
  });

  it('cuts a newline written alone once the lines are used up: a C program writes its text and its newline apart', () => {
    const full = { lines: OUTPUT_LIMIT.lines, characters: 0 };
    expect(fitOutput(full, '\n')).toMatchObject({ text: '', over: true, printed: full });
    expect(fitOutput(full, 'a\n')).toMatchObject({ text: '', over: true });
  });

  it('cuts at the character limit, and lets nothing more through after it', () => {
    const fitted = fitOutput({ lines: 0, characters: OUTPUT_LIMIT.characters - 3 }, 'abcdef');
    expect(fitted).toMatchObject({ text: 'abc', over: true });
    expect(fitOutput(fitted.printed, 'g')).toMatchObject({ text: '', over: true });
  });
});
