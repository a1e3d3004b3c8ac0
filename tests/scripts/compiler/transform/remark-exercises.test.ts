import { describe, expect, it } from 'vitest';
import { exerciseSolutions, remarkExercises } from '../../../../scripts/compiler/transform/remark-exercises';
import { noteBody, reported } from './note-body';

const body = (...parts: string[]) => noteBody(parts.join('\n\n'));

describe('remarkExercises', () => {
  it('accepts exercises that each have one solution, and keeps the lines of their solutions', () => {
    const { tree, file } = body(
      '## Exercises',
      '### 1. Double it',
      '```python\nvalue = 21\n```',
      '```python run solution\nprint(2 * 21)\n```',
      '## Next',
      'More soon.',
    );
    remarkExercises()(tree, file);
    expect(reported(file)).toEqual([]);
    expect([...file.data.solutionLines!]).toEqual([9]);
  });

  it('reports a section that is not last, an exercise without a solution, and a solution elsewhere', () => {
    const { tree, file } = body('```js solution\nx();\n```', '## Exercises', '### 1. Try', 'Do it.', '## After');
    remarkExercises()(tree, file);
    expect(reported(file)).toEqual([
      'notes/react/101-hooks.md:9:1 error exercises: `## Exercises` must be the last section, or come right before `## Next`',
      'notes/react/101-hooks.md:11:1 error exercises: exercise "1. Try" has no solution: add a code block whose info string has the word `solution` (```python run solution)',
      'notes/react/101-hooks.md:5:1 error exercises: a solution outside an exercise: solutions go under a `###` exercise of `## Exercises`',
    ]);
    expect(file.data.solutionLines!.size).toBe(0);
  });

  it('reports an Exercises section with no exercise in it', () => {
    const { tree, file } = body('Intro.', '## Exercises', 'Nothing yet.');
    remarkExercises()(tree, file);
    expect(reported(file)).toEqual([
      'notes/react/101-hooks.md:7:1 error exercises: has no exercise: give each one a `### 1. Title` heading, its task and one solution block',
    ]);
  });
});

describe('exerciseSolutions', () => {
  const code = (lang: string) => ({ type: 'code', lang, code: '', closed: true }) as const;
  const paragraph = { type: 'paragraph', html: '<p>It prints:</p>' } as const;

  it('marks each solution and a text block right after one, which shows its output', () => {
    const blocks = [code('python'), code('python'), code('text'), paragraph, code('text'), code('python'), code('js')];
    const codeLines = [1, 5, 9, 15, 19, 23];
    // Code blocks: starter (0), solution (1), its output (2), a text block after a paragraph (3), solution (4), more code (5).
    expect(exerciseSolutions(blocks, codeLines, new Set([5, 19]))).toEqual([1, 2, 4]);
    expect(exerciseSolutions(blocks, codeLines, undefined)).toEqual([]);
  });
});
