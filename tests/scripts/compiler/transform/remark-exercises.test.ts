import { describe, expect, it } from 'vitest';
import { exerciseSolutions, remarkExercises } from '../../../../scripts/compiler/transform/remark-exercises';
import { parseGoal } from '../../../../shared/git-terminal/repository-goals';
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
    const result = remarkExercises()(tree, file);
    expect(reported(file)).toEqual([]);
    expect([...result.solutionLines]).toEqual([9]);
  });

  it('reports a section that is not last, an exercise without a solution, and a solution elsewhere', () => {
    const { tree, file } = body('```js solution\nx();\n```', '## Exercises', '### 1. Try', 'Do it.', '## After');
    const result = remarkExercises()(tree, file);
    expect(reported(file)).toEqual([
      'notes/react/101-hooks.md:9:1 error exercises: `## Exercises` must be the last section, or come right before `## Next`',
      'notes/react/101-hooks.md:11:1 error exercises: exercise "1. Try" has no solution: add a code block whose info string has the word `solution` (```python run solution)',
      'notes/react/101-hooks.md:5:1 error exercises: a solution outside an exercise: solutions go under a `###` exercise of `## Exercises`',
    ]);
    expect(result.solutionLines.size).toBe(0);
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

describe('exercise checks', () => {
  const exercise = (title: string, ...parts: string[]) => [`### ${title}`, ...parts];
  const STARTER = '```js starter\nfunction sumEven(list) {}\n```';
  const TEST = '```js test\ntest("sums", () => assert.equal(sumEven([2]), 2));\n```';
  const SOLUTION = '```js run solution\nfunction sumEven(list) {\n  return 2;\n}\n```';
  const GIT_SOLUTION = '```bash run solution\ngit init -q -b main\n```';
  const GOAL_FORMS = (parseGoal('?') as { error: string }).error.replace(/^.*?write one of /, '');

  it('reads each kind of check, keeps the lines of its blocks, and leaves the tests out of the tree', () => {
    const { tree, file } = body(
      '## Exercises',
      ...exercise('1. Sum', 'Write `sumEven`.', STARTER, TEST, SOLUTION),
      ...exercise('2. Predict', '```js run predict\nconsole.log(1 + "1");\n```', '```text output\n11\n```', SOLUTION),
      ...exercise('3. Explain', '```js run solution unchecked: an explanation in words\n// why\n```'),
      ...exercise('4. In C', '```c run solution\nint main(void) { return 0; }\n```'),
    );
    const result = remarkExercises()(tree, file);
    expect(reported(file)).toEqual([]);
    expect(result.exercises).toEqual([
      {
        line: 3,
        lang: 'js',
        check: { kind: 'code', lang: 'js', starterLine: 7, tests: 'test("sums", () => assert.equal(sumEven([2]), 2));' },
      },
      { line: 21, lang: 'js', check: { kind: 'predict', line: 23, outputLine: 27, answer: '11' } },
      { line: 37, lang: 'js', check: { kind: 'unchecked', reason: 'an explanation in words' } },
      { line: 43, lang: 'c' },
    ]);
    // The solutions, and the predicted output: folded on the page.
    expect([...result.solutionLines].sort((a, b) => a - b)).toEqual([15, 27, 31, 39, 45]);
    const [start, end] = result.testRanges[0]!;
    expect(String(file.value).slice(start, end)).toBe(TEST);
    expect(result.testRanges).toHaveLength(1);
    const codes = tree.children.flatMap((node) => (node.type === 'code' ? [`${node.lang} ${node.meta}`] : []));
    expect(codes).not.toContain('js test');
    expect(codes).toContain('js starter');
  });

  it('checks a C or C++ exercise by its output, unless the page cannot reproduce its solution', () => {
    const { tree, file } = body(
      '## Exercises',
      ...exercise(
        '1. Hello',
        '```c starter\nint main(void) { return 0; }\n```',
        '```c run solution\n#include <stdio.h>\nint main(void) { puts("hi"); }\n```',
        '```text output\nhi\n```',
      ),
      ...exercise(
        '2. Throw',
        '```cpp starter\nint main() {}\n```',
        '```cpp run solution\nint main() { try { throw 1; } catch (int) {} }\n```',
        '```text output\n\n```',
      ),
    );
    const result = remarkExercises()(tree, file);
    expect(reported(file)).toEqual([]);
    expect(result.exercises.map((found) => found.check)).toEqual([
      { kind: 'code', lang: 'c', starterLine: 5, tests: 'hi' },
      { kind: 'unchecked', reason: "its solution uses exceptions, which the browser's C++ compiler is built without" },
    ]);
  });

  it('reports a C test fence, and a C starter whose solution shows no output', () => {
    const { tree, file } = body(
      '## Exercises',
      ...exercise(
        '1. Sum',
        '```c starter\nint main(void) { return 0; }\n```',
        '```c test\nx\n```',
        '```c run solution\nint main(void) { return 0; }\n```',
      ),
    );
    remarkExercises()(tree, file);
    expect(reported(file).map((line) => line.replace('notes/react/101-hooks.md:', ''))).toEqual([
      "13:1 error exercises: a `test` fence in `c`: a C or C++ exercise is checked by what it prints (its solution's `text output`), with no tests",
      '9:1 error exercises: exercise "1. Sum": a c starter is checked by what it prints, so the solution is a `c run solution` fence followed by its ```text output block',
    ]);
  });

  it('accepts a Python and a React exercise, each in one language', () => {
    const { tree, file } = body(
      '## Exercises',
      ...exercise(
        '1. Double',
        '```python starter\ndef double(n):\n    pass\n```',
        '```python test\ndef test_double():\n    assert double(2) == 4\n```',
        '```python run solution\ndef double(n):\n    return 2 * n\n```',
      ),
      ...exercise(
        '2. Counter',
        '```jsx starter\nexport default function App() {}\n```',
        '```jsx test\ntest("renders", () => render(<App />));\n```',
        '```jsx run solution\nexport default function App() {\n  return <p>Hi</p>;\n}\n```',
      ),
    );
    const result = remarkExercises()(tree, file);
    expect(reported(file)).toEqual([]);
    expect(result.exercises.map((found) => found.check && 'lang' in found.check && found.check.lang)).toEqual(['python', 'jsx']);
  });

  it("reads a Git exercise's goal, a fact a line, shown on the page", () => {
    const { tree, file } = body(
      '## Exercises',
      ...exercise('1. Merge', '```text goal\non branch main\n\nfeature is merged into main\n```', GIT_SOLUTION),
    );
    const result = remarkExercises()(tree, file);
    expect(reported(file)).toEqual([]);
    expect(result.exercises).toEqual([
      { line: 3, lang: 'bash', check: { kind: 'goal', line: 5, goals: ['on branch main', 'feature is merged into main'] } },
    ]);
    expect([...result.solutionLines]).toEqual([11]);
  });

  const ERRORS: [string, string[], string[]][] = [
    [
      'a starter or test outside an exercise, or nested in a list',
      [STARTER, '- an item\n\n  ```js test\n  x();\n  ```', '## Exercises', ...exercise('1. Sum', SOLUTION)],
      [
        '5:1 error exercises: a `starter` fence outside an exercise: it goes under a `###` exercise of `## Exercises`',
        '11:1 error exercises: a `test` fence inside a list or quote: put it on its own under its exercise',
      ],
    ],
    [
      'a predict fence outside an exercise',
      ['```js run predict\nconsole.log(1);\n```', '```text output\n1\n```', '## Exercises', ...exercise('1. Sum', SOLUTION)],
      ['5:1 error exercises: a `predict` fence outside an exercise: it goes under a `###` exercise of `## Exercises`'],
    ],
    [
      'two starters and two test fences',
      ['## Exercises', ...exercise('1. Sum', STARTER, STARTER, TEST, TEST, SOLUTION)],
      [
        '13:1 error exercises: exercise "1. Sum" has 2 `starter` fences: give it exactly one',
        '21:1 error exercises: exercise "1. Sum" has 2 `test` fences: give it exactly one',
      ],
    ],
    [
      'a test fence without a starter or a solution',
      ['## Exercises', ...exercise('1. Sum', TEST)],
      [
        '7:1 error exercises: exercise "1. Sum" has no solution: add a code block whose info string has the word `solution` (```python run solution)',
        '9:1 error exercises: exercise "1. Sum" has tests but no starter: add a ```js starter fence before them, with the code the reader starts from',
        '9:1 error exercises: exercise "1. Sum" has tests but no solution: the tests must pass on a `run solution` fence',
      ],
    ],
    [
      'a starter without tests',
      ['## Exercises', ...exercise('1. Sum', STARTER, SOLUTION)],
      ['9:1 error exercises: exercise "1. Sum" has a starter but no tests: add its hidden tests after it (```js test)'],
    ],
    [
      'a starter after the tests and the solution',
      ['## Exercises', ...exercise('1. Sum', SOLUTION, TEST, STARTER)],
      ['19:1 error exercises: exercise "1. Sum": the starter goes after the task and before the test and solution fences'],
    ],
    [
      'starter, test and solution in different languages',
      ['## Exercises', ...exercise('1. Sum', STARTER.replace('js', 'jsx'), TEST, SOLUTION)],
      [
        '13:1 error exercises: exercise "1. Sum": the test is `js` but the starter is `jsx`: starter, test and solution are in one language (a React exercise uses `jsx` for all three)',
        '17:1 error exercises: exercise "1. Sum": the solution is `js` but the starter is `jsx`: starter, test and solution are in one language (a React exercise uses `jsx` for all three)',
      ],
    ],
    [
      'a starter and tests in a language the page does not check',
      [
        '## Exercises',
        ...exercise('1. Sum', '```java starter\nclass A {}\n```', '```java test\nclass T {}\n```', '```java run solution\nclass A {}\n```'),
      ],
      [
        '9:1 error exercises: a `starter` fence in `java`: checked exercises are written in `js`, `jsx`, `python`, `c`, `cpp` (```python starter)',
        '13:1 error exercises: a `test` fence in `java`: checked exercises are written in `js`, `jsx`, `python` (```python test)',
      ],
    ],
    [
      'a starter or test that also says run, solution or partial',
      ['## Exercises', ...exercise('1. Sum', STARTER.replace('starter', 'run starter'), TEST.replace('test', 'test partial'), SOLUTION)],
      [
        '9:1 error exercises: a `starter` fence does not also say `run`: the starter, the tests and the solution are three fences (```js starter)',
        '13:1 error exercises: a `test` fence does not also say `partial`: the starter, the tests and the solution are three fences (```js test)',
      ],
    ],
    [
      'a test that says solution: the exercise then has two',
      ['## Exercises', ...exercise('1. Sum', STARTER, TEST.replace('test', 'test solution'), SOLUTION)],
      [
        '13:1 error exercises: a `test` fence does not also say `solution`: the starter, the tests and the solution are three fences (```js test)',
        '17:1 error exercises: exercise "1. Sum" has 2 solutions; give it exactly one',
      ],
    ],
    [
      'a fence that is both starter and test',
      ['## Exercises', ...exercise('1. Sum', '```js starter test\nx();\n```', SOLUTION)],
      ['9:1 error exercises: a fence is one of `starter`, `test`, `predict` and `goal`, not `starter` and `test`'],
    ],
    [
      'a goal line that is no fact the terminal checks, and a goal proven on no Git solution',
      [
        '## Exercises',
        ...exercise('1. Merge', '```text goal\non branch main\nmain is merged\n```', GIT_SOLUTION),
        ...exercise('2. Sum', '```text goal\non branch main\n```', SOLUTION),
      ],
      [
        `11:1 error exercises: "main is merged" is not a goal this terminal can check: write one of ${GOAL_FORMS}`,
        '20:1 error exercises: exercise "2. Sum": a goal is proven on the exercise\'s solution, which must be a ```bash run solution fence',
      ],
    ],
    [
      'a goal that is not a text fence, and a goal beside a prediction',
      [
        '## Exercises',
        ...exercise('1. Merge', '```bash goal\non branch main\n```', GIT_SOLUTION),
        ...exercise(
          '2. Join',
          '```js run predict\nconsole.log(1);\n```',
          '```text output\n1\n```',
          '```text goal\non branch main\n```',
          SOLUTION,
        ),
      ],
      [
        '9:1 error exercises: a goal is a `text goal` fence of its own, a fact about the repository on each line (```text goal)',
        '27:1 error exercises: exercise "2. Join" has a goal and another check (a starter, tests, a prediction or `unchecked:`): an exercise is checked one way',
        '27:1 error exercises: exercise "2. Join": a goal is proven on the exercise\'s solution, which must be a ```bash run solution fence',
      ],
    ],
    [
      'a predict fence without run',
      ['## Exercises', ...exercise('1. Join', '```js predict\nconsole.log(1 + "1");\n```', '```text output\n11\n```', SOLUTION)],
      [
        '9:1 error exercises: a `predict` fence is a program the sample checker runs: write ```js run predict, followed by its ```text output',
      ],
    ],
    [
      'a predict fence not directly followed by its output',
      [
        '## Exercises',
        ...exercise('1. Join', '```js run predict\nconsole.log(1 + "1");\n```', 'It prints:', '```text output\n11\n```', SOLUTION),
      ],
      [
        '9:1 error exercises: exercise "1. Join": a `predict` fence is directly followed by its ```text output block, the answer the reader\'s prediction is checked against',
      ],
    ],
    [
      'a predict fence that is the solution',
      ['## Exercises', ...exercise('1. Join', '```js run predict solution\nconsole.log(1 + "1");\n```', '```text output\n11\n```')],
      ['9:1 error exercises: a `predict` fence is not the solution: keep the explanation in a solution fence of its own'],
    ],
    [
      'a predict fence beside a starter and tests',
      ['## Exercises', ...exercise('1. Sum', STARTER, TEST, '```js run predict\nconsole.log(1);\n```', '```text output\n1\n```', SOLUTION)],
      [
        '17:1 error exercises: exercise "1. Sum" has a `predict` fence and a starter: an exercise is checked one way, by its tests or by a predicted output',
      ],
    ],
    [
      'two predict fences',
      [
        '## Exercises',
        ...exercise(
          '1. Join',
          '```js run predict\nconsole.log(1);\n```',
          '```text output\n1\n```',
          '```js run predict\nconsole.log(2);\n```',
          '```text output\n2\n```',
          SOLUTION,
        ),
      ],
      ['17:1 error exercises: exercise "1. Join" has 2 `predict` fences: give it exactly one'],
    ],
    [
      'unchecked without a reason',
      [
        '## Exercises',
        ...exercise('1. Explain', '```js run solution unchecked:\n// why\n```'),
        ...exercise('2. Again', '```js run solution unchecked\n// why\n```'),
      ],
      [
        '9:1 error exercises: `unchecked:` needs its reason after the colon (```js run solution unchecked: an explanation in words)',
        '15:1 error exercises: `unchecked:` needs its reason after the colon (```js run solution unchecked: an explanation in words)',
      ],
    ],
    [
      'unchecked on an exercise that has a check',
      [
        '## Exercises',
        ...exercise('1. Sum', STARTER, TEST, SOLUTION.replace('solution', 'solution unchecked: an explanation')),
        ...exercise(
          '2. Join',
          '```js run predict\nconsole.log(1);\n```',
          '```text output\n1\n```',
          SOLUTION.replace('solution', 'solution unchecked: an explanation'),
        ),
      ],
      [
        '17:1 error exercises: exercise "1. Sum" is `unchecked:` but has a `starter` fence: remove `unchecked:`, or the check',
        '33:1 error exercises: exercise "2. Join" is `unchecked:` but has a `predict` fence: remove `unchecked:`, or the check',
      ],
    ],
    [
      'unchecked on a fence that is not the solution',
      ['## Exercises', ...exercise('1. Explain', '```js unchecked: an explanation\nlet x;\n```', SOLUTION)],
      ["9:1 error exercises: `unchecked:` goes on the exercise's solution fence (```js run solution unchecked: an explanation in words)"],
    ],
  ];

  it.each(ERRORS)('reports %s at its line, and gives that exercise no check', (_name, parts, messages) => {
    const { tree, file } = body(...parts);
    const result = remarkExercises()(tree, file);
    expect(reported(file).map((line) => line.replace('notes/react/101-hooks.md:', ''))).toEqual(messages);
    expect(result.exercises.filter((found) => found.check)).toEqual([]);
  });
});
