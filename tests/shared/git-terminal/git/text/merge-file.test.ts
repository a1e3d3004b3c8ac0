import { describe, expect, it } from 'vitest';
import type { ConflictStyle } from '../../../../../shared/git-terminal/git/text/merge-file.ts';
import { mergeFile } from '../../../../../shared/git-terminal/git/text/merge-file.ts';
import fixtures from './merge-file-fixtures.json';

describe("three-way merges match git merge's", () => {
  it.each(fixtures)('$name ($style)', ({ base, ours, theirs, style, text, conflicts }) => {
    const merged = mergeFile({
      base,
      ours,
      theirs,
      style: style as ConflictStyle,
      oursLabel: 'ours',
      baseLabel: 'base',
      theirsLabel: 'theirs',
    });
    expect(merged).toEqual({ text, conflicts });
  });
});
