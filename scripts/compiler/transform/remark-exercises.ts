import type { Code, Root, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CHECKED_LANGUAGES, checkedByOutput, TESTED_LANGUAGES, type CheckedLanguage } from '../../../shared/exercise-check/result.ts';
import { goalLines, parseGoal } from '../../../shared/git-terminal/repository-goals.ts';
import type { LightBlock } from '../../../shared/light-markup.ts';
import { parseInfoString, type InfoString } from '../../note-source/info-string.ts';
import { cFamilyCodeReason } from '../try-it-plan/c-family-run.ts';
import { lineOf, splitAtHeadings } from './mdast-blocks.ts';
import { report } from './report.ts';

/** An exercise as the Markdown tree has it: its heading's body line, and its check when it has one and it is valid. */
export interface FoundExercise {
  line: number;
  /** Its solution's language ('' for none), to count the exercises left without a check by language. */
  lang: string;
  check?: FoundCheck;
}

/** An exercise's check (shared/code-annotations.ts' ExerciseCheck), its blocks given by their fence's body line. */
export type FoundCheck =
  | { kind: 'code'; lang: CheckedLanguage; starterLine: number; tests: string }
  | { kind: 'predict'; line: number; outputLine: number; answer: string }
  | { kind: 'goal'; line: number; goals: string[] }
  | { kind: 'unchecked'; reason: string };

const EXERCISES = 'Exercises';
const NEXT = 'Next';

/** Indexes among the code blocks of the solutions (and `predict` outputs) in `solutionLines`, and of a `text` output after a solution. */
export function exerciseSolutions(
  blocks: readonly LightBlock[],
  codeLines: readonly number[],
  solutionLines?: ReadonlySet<number>,
): number[] {
  const solutions: number[] = [];
  let code = 0;
  blocks.forEach((block, index) => {
    if (block.type !== 'code') return;
    const shownOutput = block.lang === 'text' && blocks[index - 1]?.type === 'code' && solutions.at(-1) === code - 1;
    if (solutionLines?.has(codeLines[code]!) || shownOutput) solutions.push(code);
    code++;
  });
  return solutions;
}

/** The words that make a fence part of a check. */
const CHECKS = ['starter', 'test', 'predict', 'goal'] as const;

/** The word that makes a fence part of a check, for messages. */
function checkWord(fence: InfoString): string {
  return fence.starter ? 'starter' : fence.test ? 'test' : fence.goal ? 'goal' : 'predict';
}

type Report = (line: number | undefined, message: string) => void;

/**
 * Checks `## Exercises` (last, or before `## Next`): `###` exercises with one solution and at most one check; tests leave the tree.
 * Returns the body lines of the blocks the page marks (placed solutions, `predict` outputs), the exercises in order, and where each
 * test fence was in the body (start and end offsets).
 */
export function remarkExercises() {
  return (tree: Root, file: VFile): { solutionLines: Set<number>; exercises: FoundExercise[]; testRanges: [number, number][] } => {
    const error: Report = (line, message) => report(file, { line, severity: 'error', field: 'exercises', message });
    const fences = new Map<Code, InfoString>();
    visit(tree, 'code', (node: Code) => {
      fences.set(node, parseInfoString(node.lang, node.meta));
    });
    const solutions = new Set<Code>();
    const checkFences = new Set<Code>();
    // Fences whose own words are wrong: their exercise gets no check.
    const faulty = new Set<Code>();
    for (const [node, fence] of fences) {
      if (fence.solution) solutions.add(node);
      if (CHECKS.some((word) => fence[word])) checkFences.add(node);
      checkFence(node, fence, (line, message) => {
        faulty.add(node);
        error(line, message);
      });
    }

    const sections = splitAtHeadings(tree.children, 2).map((section) => ({
      ...section,
      title: mdastToString(section.heading).trim(),
    }));
    const exerciseSections = sections.filter((section) => section.title === EXERCISES);
    for (const duplicate of exerciseSections.slice(1))
      error(lineOf(duplicate.heading), 'a second `## Exercises` section: put every exercise in one');
    const section = exerciseSections[0];
    const inExercises = new Set<Code>();
    const placedChecks = new Set<Code>();
    const found: FoundExercise[] = [];
    const outputLines = new Set<number>();
    if (section) {
      const after = sections.slice(sections.indexOf(section) + 1);
      if (after.length > 1 || (after.length === 1 && after[0]!.title !== NEXT)) {
        error(lineOf(section.heading), '`## Exercises` must be the last section, or come right before `## Next`');
      }
      // A section holds no heading of depth 2 or less, so its headings of depth 3 or less are its `###` exercises.
      const exercises = splitAtHeadings(section.children, 3);
      if (exercises.length === 0) {
        error(lineOf(section.heading), 'has no exercise: give each one a `### 1. Title` heading, its task and one solution block');
      }
      for (const exercise of exercises) {
        const own = exercise.children.flatMap((node) => (node.type === 'code' && solutions.has(node) ? [node] : []));
        own.forEach((node) => inExercises.add(node));
        exercise.children.forEach((node) => node.type === 'code' && checkFences.has(node) && placedChecks.add(node));
        const title = JSON.stringify(mdastToString(exercise.heading));
        if (own.length === 0) {
          error(
            lineOf(exercise.heading),
            `exercise ${title} has no solution: add a code block whose info string has the word \`solution\` (\`\`\`python run solution)`,
          );
        } else if (own.length > 1) {
          error(lineOf(own[1]), `exercise ${title} has ${own.length} solutions; give it exactly one`);
        }
        let problems = exercise.children.filter((node) => node.type === 'code' && faulty.has(node)).length;
        const check = exerciseCheck(exercise.children, own[0], fences, title, (line, message) => {
          problems++;
          error(line, message);
        });
        if (check?.kind === 'predict') outputLines.add(check.outputLine);
        found.push({
          line: lineOf(exercise.heading) ?? 1,
          lang: own[0] ? fences.get(own[0])!.lang : '',
          ...(check && problems === 0 && own.length === 1 ? { check } : {}),
        });
      }
    }
    for (const node of solutions) {
      if (inExercises.has(node)) continue;
      error(
        lineOf(node),
        !tree.children.includes(node)
          ? 'a solution inside a list or quote: put it on its own under its exercise'
          : 'a solution outside an exercise: solutions go under a `###` exercise of `## Exercises`',
      );
    }
    for (const node of checkFences) {
      if (placedChecks.has(node)) continue;
      const word = checkWord(fences.get(node)!);
      error(
        lineOf(node),
        !tree.children.includes(node)
          ? `a \`${word}\` fence inside a list or quote: put it on its own under its exercise`
          : `a \`${word}\` fence outside an exercise: it goes under a \`###\` exercise of \`## Exercises\``,
      );
    }
    const solutionLines = [...inExercises].map((node) => node.position!.start.line);
    return { solutionLines: new Set([...solutionLines, ...outputLines]), exercises: found, testRanges: removeTests(tree, fences) };
  };
}

/** What is wrong with one fence's check words, whatever its place. */
function checkFence(node: Code, fence: InfoString, error: Report): void {
  const line = lineOf(node);
  const kinds = CHECKS.filter((word) => fence[word]);
  if (kinds.length > 1) {
    error(
      line,
      `a fence is one of \`starter\`, \`test\`, \`predict\` and \`goal\`, not ${kinds.map((kind) => `\`${kind}\``).join(' and ')}`,
    );
    return;
  }
  if (fence.goal && (fence.lang !== 'text' || fence.run || fence.solution || fence.partial)) {
    error(line, 'a goal is a `text goal` fence of its own, a fact about the repository on each line (```text goal)');
  }
  if (fence.starter || fence.test) {
    const word = checkWord(fence);
    const extra = [fence.run && 'run', fence.solution && 'solution', fence.partial && 'partial'].filter(Boolean);
    if (extra.length > 0) {
      error(
        line,
        `a \`${word}\` fence does not also say ${extra.map((flag) => `\`${flag}\``).join(' or ')}: the starter, the tests and the solution are three fences (\`\`\`js ${word})`,
      );
    }
    const languages = fence.test ? TESTED_LANGUAGES : CHECKED_LANGUAGES;
    if (!(languages as readonly string[]).includes(fence.lang)) {
      error(
        line,
        fence.test && checkedByOutput(fence.lang)
          ? `a \`test\` fence in \`${fence.lang}\`: a C or C++ exercise is checked by what it prints (its solution's \`text output\`), with no tests`
          : `a \`${word}\` fence in ${fence.lang ? `\`${fence.lang}\`` : 'no language'}: checked exercises are written in ${languages.map((lang) => `\`${lang}\``).join(', ')} (\`\`\`python ${word})`,
      );
    }
  }
  if (fence.predict) {
    if (!fence.run)
      error(
        line,
        `a \`predict\` fence is a program the sample checker runs: write \`\`\`${fence.lang || 'js'} run predict, followed by its \`\`\`text output`,
      );
    if (fence.solution) error(line, 'a `predict` fence is not the solution: keep the explanation in a solution fence of its own');
  }
  if (fence.unchecked !== undefined) {
    if (!fence.solution)
      error(line, "`unchecked:` goes on the exercise's solution fence (```js run solution unchecked: an explanation in words)");
    else if (fence.unchecked === '')
      error(line, '`unchecked:` needs its reason after the colon (```js run solution unchecked: an explanation in words)');
  }
}

/** The check of one exercise, from the fences among its blocks, reporting each problem through `error`. */
function exerciseCheck(
  children: readonly RootContent[],
  solution: Code | undefined,
  fences: ReadonlyMap<Code, InfoString>,
  title: string,
  error: Report,
): FoundCheck | undefined {
  const codes = children.flatMap((node) => (node.type === 'code' ? [node] : []));
  const [starter, test, predict, goal] = CHECKS.map((word) => {
    const list = codes.filter((node) => fences.get(node)![word]);
    if (list.length > 1) error(lineOf(list[1]), `exercise ${title} has ${list.length} \`${word}\` fences: give it exactly one`);
    return list[0];
  });
  const unchecked = solution && fences.get(solution)!.unchecked;
  if (goal) return goalCheck(goal, solution, fences, title, [starter, test, predict].some(Boolean) || unchecked !== undefined, error);
  if (predict && (starter || test)) {
    error(
      lineOf(predict),
      `exercise ${title} has a \`predict\` fence and a ${starter ? 'starter' : 'test fence'}: an exercise is checked one way, by its tests or by a predicted output`,
    );
  }
  if (unchecked !== undefined && (starter || test || predict)) {
    error(
      lineOf(solution),
      `exercise ${title} is \`unchecked:\` but has a \`${checkWord(fences.get((starter ?? test ?? predict)!)!)}\` fence: remove \`unchecked:\`, or the check`,
    );
  }
  if (test && !starter) {
    error(
      lineOf(test),
      `exercise ${title} has tests but no starter: add a \`\`\`${fences.get(test)!.lang} starter fence before them, with the code the reader starts from`,
    );
  }
  if (test && !solution)
    error(lineOf(test), `exercise ${title} has tests but no solution: the tests must pass on a \`run solution\` fence`);
  if (starter && checkedByOutput(fences.get(starter)!.lang)) return outputCheck(children, starter, solution, fences, title, error);
  if (starter && !test) {
    error(
      lineOf(starter),
      `exercise ${title} has a starter but no tests: add its hidden tests after it (\`\`\`${fences.get(starter)!.lang} test)`,
    );
  }
  if (starter) {
    const index = children.indexOf(starter);
    const later = [test, solution].filter((node): node is Code => node !== undefined && children.indexOf(node) < index);
    if (later.length > 0) {
      error(
        lineOf(starter),
        `exercise ${title}: the starter goes after the task and before the ${later.length > 1 || later[0] !== test ? 'test and solution fences' : 'test fence'}`,
      );
    }
    const lang = fences.get(starter)!.lang;
    for (const [node, what] of [
      [test, 'test'],
      [solution, 'solution'],
    ] as const) {
      const other = node && fences.get(node)!.lang;
      if (other !== undefined && other !== lang) {
        error(
          lineOf(node),
          `exercise ${title}: the ${what} is \`${other || 'no language'}\` but the starter is \`${lang || 'no language'}\`: starter, test and solution are in one language (a React exercise uses \`jsx\` for all three)`,
        );
      }
    }
  }
  if (predict) {
    const next = children[children.indexOf(predict) + 1];
    const output = next?.type === 'code' ? fences.get(next)! : undefined;
    if (!output || output.lang !== 'text' || !output.output) {
      error(
        lineOf(predict),
        `exercise ${title}: a \`predict\` fence is directly followed by its \`\`\`text output block, the answer the reader's prediction is checked against`,
      );
      return undefined;
    }
    return { kind: 'predict', line: lineOf(predict)!, outputLine: lineOf(next)!, answer: (next as Code).value };
  }
  if (starter && test) {
    const lang = fences.get(starter)!.lang as CheckedLanguage;
    return { kind: 'code', lang, starterLine: lineOf(starter)!, tests: test.value };
  }
  if (unchecked !== undefined) return { kind: 'unchecked', reason: unchecked };
  return undefined;
}

/** A Git exercise's goal: proven on its solution, a `bash run solution` that CI runs in the page's terminal. */
function goalCheck(
  goal: Code,
  solution: Code | undefined,
  fences: ReadonlyMap<Code, InfoString>,
  title: string,
  checkedOtherwise: boolean,
  error: Report,
): FoundCheck | undefined {
  const line = lineOf(goal)!;
  if (checkedOtherwise) {
    error(
      line,
      `exercise ${title} has a goal and another check (a starter, tests, a prediction or \`unchecked:\`): an exercise is checked one way`,
    );
  }
  const solutionFence = solution && fences.get(solution)!;
  if (!solutionFence || !['bash', 'sh'].includes(solutionFence.lang) || !solutionFence.run) {
    error(line, `exercise ${title}: a goal is proven on the exercise's solution, which must be a \`\`\`bash run solution fence`);
  }
  const goals = goalLines(goal.value);
  if (goals.length === 0) error(line, `exercise ${title}: the goal fence is empty; write one fact about the repository per line`);
  goal.value.split('\n').forEach((text, index) => {
    const parsed = text.trim() === '' ? undefined : parseGoal(text);
    if (parsed && 'error' in parsed) error(line + 1 + index, parsed.error);
  });
  return { kind: 'goal', line, goals };
}

/** Leaves the tests out of the page: they are never shown, so never a block of the body. Returns where they were. */
function removeTests(tree: Root, fences: ReadonlyMap<Code, InfoString>): [number, number][] {
  const tests = [...fences].filter(([, fence]) => fence.test).map(([node]) => node);
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!tests.includes(node)) return undefined;
    parent!.children.splice(index!, 1);
    return index;
  });
  return tests.map((node) => [node.position!.start.offset!, node.position!.end.offset!]);
}

/** A C or C++ exercise's check: the reader's program must print what the solution's `text output` block shows. */
function outputCheck(
  children: readonly RootContent[],
  starter: Code,
  solution: Code | undefined,
  fences: ReadonlyMap<Code, InfoString>,
  title: string,
  error: Report,
): FoundCheck | undefined {
  const lang = fences.get(starter)!.lang as CheckedLanguage;
  const next = solution && children[children.indexOf(solution) + 1];
  const output = next?.type === 'code' ? fences.get(next) : undefined;
  if (!solution || !fences.get(solution)!.run || !output?.output) {
    error(
      lineOf(starter),
      `exercise ${title}: a ${lang} starter is checked by what it prints, so the solution is a \`${lang} run solution\` fence followed by its \`\`\`text output block`,
    );
    return undefined;
  }
  if (children.indexOf(solution) < children.indexOf(starter))
    error(lineOf(starter), `exercise ${title}: the starter goes after the task and before the solution`);
  const other = fences.get(solution)!.lang;
  if (other !== lang) {
    error(
      lineOf(solution),
      `exercise ${title}: the solution is \`${other || 'no language'}\` but the starter is \`${lang}\`: starter and solution are in one language`,
    );
  }
  // An answer the page's compiler cannot reproduce (exceptions, a long's size) is compared by the reader.
  const unavailable = cFamilyCodeReason(solution.value, lang);
  if (unavailable) return { kind: 'unchecked', reason: `its solution ${unavailable}` };
  return { kind: 'code', lang, starterLine: lineOf(starter)!, tests: (next as Code).value };
}
