import { describe, expect, it } from 'vitest';
import type { CompiledNote } from '../../../scripts/compiler/compiled-note';
import { exerciseCounts, formatExerciseCounts } from '../../../scripts/compiler/exercise-counts';
import type { Exercise } from '../../../scripts/compiler/transform-body';

function note(id: number, topic: string, exercises: Exercise[]): CompiledNote {
  return {
    meta: { id, topic, title: `Note ${id}`, tags: [], date: '2024-10-01', headings: [], sourcePath: `notes/${topic}/${id}-note.md` },
    body: '',
    annotations: { slugs: [], code: [] },
    blocks: [],
    sections: [],
    copy: { frontMatter: '', body: '', links: [] },
    exercises,
  };
}

const explained = { kind: 'unchecked', reason: 'an explanation in words' } as const;

describe('the exercise counts', () => {
  it('count each series by kind of check, in the series order, the reasons most used first, the rest by language', () => {
    const notes = [
      note(401, 'css', [
        { slug: 'a', lang: 'css' },
        { slug: 'b', lang: 'js' },
        { slug: 'c', lang: 'css' },
      ]),
      note(301, 'javascript', [
        { slug: 'a', lang: 'js', check: { kind: 'code', lang: 'js', starter: 0, tests: 'test("t", () => {});' } },
        { slug: 'b', lang: 'js', check: { kind: 'predict', block: 1, output: 2, answer: '1' } },
        { slug: 'c', lang: 'js', check: { kind: 'unchecked', reason: 'reads files with node:fs' } },
        { slug: 'd', lang: 'js', check: explained },
      ]),
      note(302, 'javascript', [{ slug: 'a', lang: 'js', check: explained }]),
      note(303, 'javascript', []),
      note(1001, 'c++', []),
      note(701, 'git', [
        { slug: 'a', lang: 'bash', check: { kind: 'goal', block: 1, goals: ['on branch main'] } },
        { slug: 'b', lang: 'bash' },
      ]),
    ];
    expect(formatExerciseCounts(exerciseCounts(notes, ['c++', 'css', 'javascript', 'git']))).toEqual([
      'Exercises by series (checked code, predict the output, repository goal, unchecked: <reason>, no check):',
      '  css: 3 exercises: 0 checked code, 0 predict the output, 0 unchecked, 3 without a check (css 2, js 1)',
      '  javascript: 5 exercises: 1 checked code, 1 predict the output, 3 unchecked, 0 without a check',
      '    2 unchecked: an explanation in words',
      '    1 unchecked: reads files with node:fs',
      '  git: 2 exercises: 0 checked code, 0 predict the output, 1 repository goal, 0 unchecked, 1 without a check (bash 1)',
      '  all: 10 exercises: 1 checked code, 1 predict the output, 1 repository goal, 3 unchecked, 4 without a check',
    ]);
  });

  it('print nothing for a catalogue without exercises', () => {
    expect(formatExerciseCounts(exerciseCounts([note(1001, 'c++', [])], ['c++']))).toEqual([]);
  });
});
