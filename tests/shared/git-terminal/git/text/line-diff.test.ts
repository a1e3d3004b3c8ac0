import { describe, expect, it } from 'vitest';
import { countChanges, diffLines, hunkHeader } from '../../../../../shared/git-terminal/git/text/line-diff.ts';
import fixtures from './line-diff-fixtures.json';

describe("line diffs match Git's", () => {
  it.each(fixtures)('$name', ({ oldText, newText, hunks, insertions, deletions }) => {
    const printed = diffLines(oldText, newText)
      .map((hunk) => [hunkHeader(hunk), ...hunk.lines].join('\n') + '\n')
      .join('');
    expect(printed).toBe(hunks);
    expect(countChanges(oldText, newText)).toEqual({ insertions, deletions });
  });

  it('prints "-0,0" for an empty side and leaves out ",1"', () => {
    expect(diffLines('', 'a\n').map(hunkHeader)).toEqual(['@@ -0,0 +1 @@']);
  });

  it('takes the context it is given', () => {
    const [hunk] = diffLines('a\nb\nc\nd\ne\n', 'a\nb\nC\nd\ne\n', 1);
    expect(hunk && [hunkHeader(hunk), ...hunk.lines]).toEqual(['@@ -2,3 +2,3 @@ a', ' b', '-c', '+C', ' d']);
  });
});
